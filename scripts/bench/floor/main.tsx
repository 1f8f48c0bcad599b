// The smallest app on the owner's stack (React, React DOM, TanStack Router and Query, jotai), built
// like ours: what any page of ours must load before a line of our own code. scripts/bench/floor.ts.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { RouterProvider, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { atom, useAtomValue } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const title = atom('生涯规划');

function Home() {
  const text = useAtomValue(title);
  const { data } = useQuery({ queryKey: ['floor'], queryFn: () => Promise.resolve(text) });
  return <p>{data}</p>;
}

const root = createRootRoute();
const router = createRouter({ routeTree: root.addChildren([createRoute({ getParentRoute: () => root, path: '/', component: Home })]) });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
