import type { PowChallenge } from '#client/contracts/captcha.gen';
import { solvePow } from './pow-solve';

/** One proof-of-work solver off the main thread; pow-captcha.tsx starts a few, each on its share of the counters. */
export interface PowWorkRequest {
  challenge: PowChallenge;
  start: number;
  step: number;
}

const scope = self as unknown as { onmessage: ((event: MessageEvent<PowWorkRequest>) => void) | null; postMessage(message: unknown): void };

scope.onmessage = (event) => {
  const { challenge, start, step } = event.data;
  solvePow(challenge, { start, step }).then(
    (solution) => scope.postMessage({ solution }),
    (error: unknown) => scope.postMessage({ error: String(error) }),
  );
};
