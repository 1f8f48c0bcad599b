import { createRouter } from '@tanstack/react-router';
import { NotFoundPage, RouteErrorPage } from './components/errors/error-pages';
import { queryClient } from './lib/query-client';
import { routeTree } from './routeTree.gen';

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // Spec: scroll resets to top on navigation (the router's default resetScroll).
  scrollRestoration: false,
  // Every route's error and not-found page is Chinese (src/client/components/errors), never TanStack's
  // English fallback. They ship in the main bundle, so they show even when a route's chunk cannot load.
  defaultErrorComponent: RouteErrorPage,
  defaultNotFoundComponent: NotFoundPage,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /** The page shows its content only after a call: background work waits for it (lib/background-work.ts). */
    showsAfterCall?: boolean;
  }
}
