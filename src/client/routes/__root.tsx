import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { DialogHost } from '../components/dialog/dialog-host';
import { NotFoundPage, RootErrorPage } from '../components/errors/error-pages';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';
import { HandOverSlot } from '../features/tablet/public';
import { pageModeOf } from '../lib/page-mode';
import { NicknamePrompt } from '../components/layout/nickname-prompt';
import { Toaster } from '../components/toast/toaster';
import { CaptchaHost } from '../components/captcha/captcha-host';
import { BookingHost } from '../features/booking/public';
import { SyncManager } from '../features/assessment/components/sync-manager';
import { IosInstallHint } from '../pwa/ios-install-hint';
import { UpdatePrompt } from '../pwa/update-prompt';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  // Chinese pages, never the router's English defaults: a path no route matches, and a root that failed.
  notFoundComponent: NotFoundPage,
  errorComponent: RootErrorPage,
});

function RootLayout() {
  const mode = useRouterState({ select: (s) => pageModeOf(s.location.pathname) });
  return (
    <>
      <a className="skip-link" href="#main">
        跳到主要内容
      </a>
      <Header mode={mode} />
      {mode !== 'tablet' && <HandOverSlot />}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {mode === 'site' && <Footer />}
      <NicknamePrompt />
      <Toaster />
      <DialogHost />
      <CaptchaHost />
      <BookingHost />
      <SyncManager />
      <UpdatePrompt />
      <IosInstallHint />
    </>
  );
}
