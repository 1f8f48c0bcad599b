import { instruments, sheetQuestionIds } from '#content/assessments/registry';
import { packAnswers, type SignedResultFields } from '#shared/school/signed-result';
import { sealPin, signResult } from '#client/lib/device-crypto';
import { attentiveSheet } from './psychometrics/attentive-sheet';

/**
 * Results signed the way a class tablet signs them offline (docs/OFFLINE-LESSON.md), by the tablet's own
 * WebCrypto code (src/client/lib/device-crypto.ts) running on Node: for the integration tests and for the
 * browser tests that need a tablet's line without driving one.
 */

/** A tablet set up with a key made by `makeDeviceKeys`: its number, the server's sealing key and its private key. */
export interface SigningTablet {
  deviceId: number;
  sealKey: string;
  privateKey: CryptoKey;
}

/** An attentive student's whole hld sheet as the test page keeps it: every shown question, with a time on screen. */
export function hldSheet(seed: number) {
  const values = attentiveSheet('hld', seed);
  const answers: Record<number, { value: number | string; ms: number }> = {};
  sheetQuestionIds('hld').forEach((id, i) => (answers[id] = { value: values[id] as number | string, ms: 2500 + i * 37 }));
  return packAnswers(answers);
}

/** The signed line of `student`'s finished hld test, the typed PIN sealed for the server; `change` overrides fields. */
export async function signedHld(
  tablet: SigningTablet,
  student: { id: number },
  pin: string,
  { attemptId, now, change = {} }: { attemptId: string; now: number; change?: Partial<SignedResultFields> },
): Promise<string> {
  const fields: SignedResultFields = {
    deviceId: tablet.deviceId,
    attemptId,
    studentId: student.id,
    assessment: 'hld',
    version: instruments.hld.version,
    ...hldSheet(student.id),
    seconds: 640,
    startedAt: now - 700_000,
    finishedAt: now - 60_000,
    sealedPin: await sealPin(tablet.sealKey, pin, `${tablet.deviceId}~${student.id}`),
    ...change,
  };
  return signResult(fields, tablet.privateKey);
}

/** The same line with its first answer changed and the signature kept: what a tampered QR code carries. */
export function withOneAnswerChanged(line: string): string {
  const parts = line.split('~');
  parts[6] = `${parts[6][0] === '0' ? '1' : '0'}${parts[6].slice(1)}`;
  return parts.join('~');
}
