import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { forgetSession } from './session/auth';
import { configureApiClient } from './lib/api-client';
import { queryClient } from './lib/query-client';
import { persistQueryCache, restoreQueryCache } from './offline/query-persistence';
import { registerServiceWorker } from './pwa/register';
import { router } from './router';
import './styles/global.css';

configureApiClient({
  navigate: (to) => void router.navigate({ to }),
  onSessionEnded: forgetSession,
});

// Marketing data from the last visit, so pages render offline; then keep it up to date.
await restoreQueryCache(queryClient);
persistQueryCache(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);

void registerServiceWorker();
