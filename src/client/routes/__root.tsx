import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Link, Outlet } from '@tanstack/react-router';
import { DialogHost } from '../components/dialog/dialog-host';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';
import { NicknamePrompt } from '../components/layout/nickname-prompt';
import { Toaster } from '../components/toast/toaster';
import { CaptchaHost } from '../components/captcha/captcha-host';
import { SyncManager } from '../features/assessment/components/sync-manager';
import { IosInstallHint } from '../pwa/ios-install-hint';
import { UpdatePrompt } from '../pwa/update-prompt';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        跳到主要内容
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <NicknamePrompt />
      <Toaster />
      <DialogHost />
      <CaptchaHost />
      <SyncManager />
      <UpdatePrompt />
      <IosInstallHint />
    </>
  );
}

function NotFound() {
  return (
    <div className="container page">
      <h1 className="page-title">页面不存在</h1>
      <p className="page-subtitle">你访问的页面可能已被移动或删除。</p>
      <Link to="/" className="btn btn-primary">
        返回首页
      </Link>
    </div>
  );
}
