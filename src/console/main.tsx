import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { toast } from '#client/lib/toast-store';
import { configureConsoleApi } from './api';
import { consoleRouter } from './router';
import '#client/styles/global.css';
import './console.css';

/**
 * The operator console (docs/CONSOLE.md): a desktop web app of its own (console.html), with its own
 * routes and chunks; no student page loads any of it, and the service worker neither caches nor serves it.
 * Data is always fresh from the server: nothing is persisted.
 */
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: true, staleTime: 0 } } });

configureConsoleApi({
  onSignedOut: (reason) => {
    queryClient.clear();
    toast.warning(reason);
    const here = window.location.pathname + window.location.search;
    void consoleRouter.navigate({ href: here.startsWith('/console/login') ? '/console/login' : `/console/login?redirect=${encodeURIComponent(here)}` });
  },
});

createRoot(document.getElementById('console-root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={consoleRouter} context={{ queryClient }} />
    </QueryClientProvider>
  </StrictMode>,
);
