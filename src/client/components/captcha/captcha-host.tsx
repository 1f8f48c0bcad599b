import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { captchaRequestAtom } from './captcha-store';

const PowCaptcha = lazy(() => import('./pow-captcha'));

/** Mounted once in the layout; loads the captcha code only when a page asks for it. */
export function CaptchaHost() {
  const request = useAtomValue(captchaRequestAtom);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <PowCaptcha purpose={request.purpose} onDone={request.resolve} />
    </Suspense>
  );
}
