import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { PowChallenge } from '#client/contracts/captcha.gen';
import { encodePayload, type PowSolution, solvePow } from './pow-solve';

const secrets = { hmacSignatureSecret: 'signature-secret', hmacKeySignatureSecret: 'key-secret' };

/** A challenge as the server makes it (server captcha/captcha.ts: altcha-lib on Node's PBKDF2), its answer hidden at `counter`. */
async function challengeWith(counter: number): Promise<PowChallenge> {
  const challenge = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 50, counter, deriveKey, data: { exp: Date.now() + 60_000 }, ...secrets });
  return challenge as PowChallenge;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('solvePow (altcha-lib’s solver on the browser’s crypto.subtle, run here on Node’s)', () => {
  it('finds the counter the server hid, and the server’s check accepts it', async () => {
    for (const counter of [0, 7, 61]) {
      const challenge = await challengeWith(counter);
      const solution = await solvePow(challenge, new AbortController());
      expect(solution).toMatchObject({ counter, derivedKey: expect.stringMatching(/^[0-9a-f]{64}$/) });
      expect((await verifySolution({ challenge, solution: solution!, deriveKey, ...secrets })).verified).toBe(true);
    }
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await solvePow(await challengeWith(40), controller)).toBeNull();
  });

  it('encodes the payload as base64 JSON of {challenge, solution}, Chinese-safe', async () => {
    const challenge = await challengeWith(3);
    const solution = (await solvePow(challenge, new AbortController()))!;
    const decoded = JSON.parse(Buffer.from(encodePayload(challenge, solution), 'base64').toString('utf8'));
    expect(decoded).toEqual({ challenge: JSON.parse(JSON.stringify(challenge)), solution });
  });
});

describe('pow.worker.ts', () => {
  /** Loads the worker module against a stand-in for the worker's global scope; resolves with its first answer to `work`. */
  async function workerAnswer(challenge: PowChallenge, counterStart: number, counterStep: number): Promise<PowSolution | null> {
    const scope: { onmessage?: (message: { data: unknown }) => void; postMessage: (answer: unknown) => void } = { postMessage: () => undefined };
    const answered = new Promise<PowSolution | null>((resolve) => (scope.postMessage = (answer) => resolve(answer as PowSolution | null)));
    vi.stubGlobal('self', scope);
    await import('./pow.worker');
    scope.onmessage!({ data: { type: 'work', challenge, counterStart, counterStep, timeout: 5_000 } });
    return answered;
  }

  it('answers the share of the counters it is given (start, step), with the browser’s PBKDF2', async () => {
    const challenge = await challengeWith(10);
    expect((await workerAnswer(challenge, 1, 3))?.counter).toBe(10);
  });
});
