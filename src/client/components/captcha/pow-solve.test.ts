import { describe, expect, it } from 'vitest';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { PowChallenge } from '#client/contracts/captcha.gen';
import { encodePayload, solvePow } from './pow-solve';

const secrets = { hmacSignatureSecret: 'signature-secret', hmacKeySignatureSecret: 'key-secret' };

async function challengeWith(counter: number): Promise<PowChallenge> {
  const challenge = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 50, counter, deriveKey, data: { exp: Date.now() + 60_000 }, ...secrets });
  return challenge as PowChallenge;
}

describe('solvePow (the browser solver, run here on Node’s crypto.subtle)', () => {
  it('finds the counter altcha-lib hid, and altcha-lib accepts the solution', async () => {
    for (const counter of [0, 7, 61]) {
      const challenge = await challengeWith(counter);
      const solution = await solvePow(challenge);
      expect(solution).toMatchObject({ counter, derivedKey: expect.stringMatching(/^[0-9a-f]{64}$/) });
      const result = await verifySolution({ challenge, solution: solution!, deriveKey, ...secrets });
      expect(result.verified).toBe(true);
    }
  });

  it('splits the counters between workers by start and step: only the one holding the answer finds it', async () => {
    const challenge = await challengeWith(10);
    expect((await solvePow(challenge, { start: 0, step: 3, max: 30 }))?.counter).toBeUndefined();
    expect((await solvePow(challenge, { start: 1, step: 3, max: 30 }))?.counter).toBe(10);
    expect(await solvePow(challenge, { start: 2, step: 3, max: 30 })).toBeNull();
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await solvePow(await challengeWith(40), { signal: controller.signal })).toBeNull();
  });

  it('encodes the payload as base64 JSON of {challenge, solution}, Chinese-safe', async () => {
    const challenge = await challengeWith(3);
    const solution = (await solvePow(challenge))!;
    const decoded = JSON.parse(Buffer.from(encodePayload(challenge, solution), 'base64').toString('utf8'));
    expect(decoded).toEqual({ challenge: JSON.parse(JSON.stringify(challenge)), solution });
  });
});
