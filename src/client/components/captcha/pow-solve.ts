import { solveChallenge, solveChallengeWorkers } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { PowChallenge, PowPayload } from '#client/contracts/captcha.gen';

export type PowSolution = PowPayload['solution'];

/** A few workers are enough: a phone has 4-8 cores, and each try is a PBKDF2 run already. */
const MAX_WORKERS = 4;

/**
 * Finds the counter behind an ALTCHA v2 challenge with altcha-lib's own solver, on the browser's
 * crypto.subtle (its web PBKDF2): split between a few Web Workers (pow.worker.ts), the first to find it
 * wins; on the page itself where there are no workers. Null when aborted or after altcha-lib's 90 s.
 */
export function solvePow(challenge: PowChallenge, controller: AbortController): Promise<PowSolution | null> {
  if (typeof Worker === 'undefined') return solveChallenge({ challenge, controller, deriveKey });
  return solveChallengeWorkers({
    challenge,
    controller,
    concurrency: Math.max(1, Math.min(navigator.hardwareConcurrency || 2, MAX_WORKERS)),
    createWorker: () => new Worker(new URL('./pow.worker.ts', import.meta.url), { type: 'module' }),
  });
}

/** The verify call's `payload`: base64 of the JSON the server (and the altcha widget format) expects. */
export function encodePayload(challenge: PowChallenge, solution: PowSolution): string {
  const json = JSON.stringify({ challenge, solution } satisfies PowPayload);
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)));
}
