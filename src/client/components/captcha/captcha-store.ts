import { atom, getDefaultStore } from 'jotai';
import type { CaptchaPurpose } from '#client/contracts/captcha.gen';

export interface CaptchaRequest {
  purpose: CaptchaPurpose;
  resolve: (ticket: string | null) => void;
}

export const captchaRequestAtom = atom<CaptchaRequest | null>(null);

/** Opens the captcha dialog; resolves with a ticket, or null if the user closes it. */
export function solveCaptcha(purpose: CaptchaPurpose): Promise<string | null> {
  const store = getDefaultStore();
  return new Promise((resolve) => {
    store.set(captchaRequestAtom, {
      purpose,
      resolve: (ticket) => {
        store.set(captchaRequestAtom, null);
        resolve(ticket);
      },
    });
  });
}
