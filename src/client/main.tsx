import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { followSignInsOfOtherTabs, forgetSession, restoreSignIn, shareStaffSignInAcrossTabs } from './session/auth';
import { configureApiClient } from './lib/api-client';
import { installInputModality } from './lib/input-modality';
import { restoreClassDevice } from './lib/class-device';
import { queryClient } from './lib/query-client';
import { persistQueryCache, restoreQueryCache } from './offline/query-persistence';
import { registerServiceWorker } from './pwa/register';
import { isChunkLoadError } from './components/errors/chunk-error';
import { router } from './router';
import { userInfoQuery } from './session/user';
import { applyAppStylesheets } from './lib/app-stylesheet';
import { afterFirstPage, firstPageShown, startBackgroundWorkGate } from './lib/background-work';
import './styles/global.css';

configureApiClient({
  navigate: (href) => void router.navigate({ href }),
  onSessionEnded: forgetSession,
});

followSignInsOfOtherTabs();
installInputModality();

// The kept sign-in, whether this is a set-up class tablet, and the marketing data of the last visit,
// so pages render offline; then keep them up to date. And the app's stylesheet, which the shell's
// first paint did not wait for.
await Promise.all([restoreSignIn(), restoreClassDevice().catch(() => undefined), restoreQueryCache(queryClient), applyAppStylesheets()]);
// A teacher's new tab (打印登录卡, a second board) takes up the sign-in of the tabs already open.
await shareStaffSignInAcrossTabs();
persistQueryCache(queryClient);

// Background work waits for the first page's content when its route shows it only after a call; a
// first page left before that (a redirect to sign in, a link) holds nothing back.
const firstPath = window.location.pathname;
startBackgroundWorkGate(router.getMatchedRoutes(firstPath)[0].some((route) => route.options.staticData?.showsAfterCall));
router.subscribe('onResolved', ({ toLocation }) => toLocation.pathname !== firstPath && firstPageShown());

// The first page's route (its code, its loaders) is resolved before React draws: the first render then
// draws the whole page in a transition, which React splits into short tasks (it was one long task of
// the router's own update, 100-170 ms on a slow phone). A failed load shows its page's error instead.
await router.load().catch(() => undefined);
const root = createRoot(document.getElementById('root')!, {
  // A page whose code could not be downloaded is shown as 页面加载失败 with 重试 (components/errors):
  // expected on a school network, so not logged as an error; every other caught error is.
  onCaughtError: (error, info) => {
    if (!isChunkLoadError(error)) console.error(error, info.componentStack);
  },
});
startTransition(() =>
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  ),
);

afterFirstPage(() => {
  void registerServiceWorker();
  void queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey });
});
