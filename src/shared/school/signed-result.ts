import type { AssessmentKey } from '../assessments/types';
import { ATTEMPT_ID_PATTERN } from '../validation/formats';

/**
 * A finished test signed by a class tablet (docs/OFFLINE-LESSON.md): one line of text that travels
 * unchanged through the tablet's outbox, a QR code and the teacher's phone. The fields are joined by
 * `~` (in no field's alphabet), the last one is the tablet's ECDSA P-256 signature of all before it.
 *
 *   R1~device~attempt~student~assessment~version~answers~itemTimes~seconds~startedAt~finishedAt~sealedPin~signature
 *
 * `answers` holds one character per question in ascending question id (every value of the three
 * instruments is one character: 0-3, a or b); `itemTimes` two base-36 characters per question, the
 * time on screen in tenths of a second (`__` when the device did not measure it). Times are ms since
 * 1970 in base 36. `sealedPin` is the PIN typed at the offline sign-in, encrypted for the server only.
 */
export const SIGNED_RESULT_TAG = 'R1';
const SEPARATOR = '~';
export const SIGNED_RESULT_MAX = 2000;

export interface SignedResultFields {
  deviceId: number;
  attemptId: string;
  /** The roster id (school_students.id) the tablet's name list gave, not an account id. */
  studentId: number;
  assessment: AssessmentKey;
  version: string;
  answers: string;
  itemTimes: string;
  seconds: number;
  startedAt: number;
  finishedAt: number;
  sealedPin: string;
}

export interface SignedResult extends SignedResultFields {
  /** The exact text the signature covers. */
  signedText: string;
  signature: string;
}

const BASE64URL = /^[\w-]+$/;
const KEYS: readonly string[] = ['dyzn', 'hld', 'mbti'];
const id = (text: string) => (/^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);
const time = (text: string) => (/^[0-9a-z]{1,9}$/.test(text) ? parseInt(text, 36) : null);

/** The text a tablet signs. */
export function signedTextOf(f: SignedResultFields): string {
  return [
    SIGNED_RESULT_TAG,
    f.deviceId,
    f.attemptId,
    f.studentId,
    f.assessment,
    f.version,
    f.answers,
    f.itemTimes,
    f.seconds,
    f.startedAt.toString(36),
    f.finishedAt.toString(36),
    f.sealedPin,
  ].join(SEPARATOR);
}

export const withSignature = (signedText: string, signature: string) => `${signedText}${SEPARATOR}${signature}`;

/** Reads a signed result, or null when it is not one (a foreign QR code, a truncated line). The signature is checked by the server. */
export function parseSignedResult(text: string): SignedResult | null {
  if (text.length > SIGNED_RESULT_MAX) return null;
  const parts = text.split(SEPARATOR);
  if (parts.length !== 13 || parts[0] !== SIGNED_RESULT_TAG) return null;
  const [, device, attemptId, student, assessment, version, answers, itemTimes, seconds, startedAt, finishedAt, sealedPin, signature] = parts;
  const fields = {
    deviceId: id(device),
    attemptId,
    studentId: id(student),
    assessment,
    version,
    answers,
    itemTimes,
    seconds: /^\d{1,6}$/.test(seconds) ? Number(seconds) : null,
    startedAt: time(startedAt),
    finishedAt: time(finishedAt),
    sealedPin,
  };
  if (
    fields.deviceId === null ||
    fields.studentId === null ||
    fields.seconds === null ||
    fields.startedAt === null ||
    fields.finishedAt === null ||
    !ATTEMPT_ID_PATTERN.test(attemptId) ||
    !KEYS.includes(assessment) ||
    !/^[0-9A-Za-z.-]{1,20}$/.test(version) ||
    !/^[0-9ab]{1,500}$/.test(answers) ||
    itemTimes.length !== answers.length * 2 ||
    !/^[0-9a-z_]*$/.test(itemTimes) ||
    !BASE64URL.test(sealedPin) ||
    !BASE64URL.test(signature)
  ) {
    return null;
  }
  return {
    ...fields,
    deviceId: fields.deviceId,
    studentId: fields.studentId,
    seconds: fields.seconds,
    startedAt: fields.startedAt,
    finishedAt: fields.finishedAt,
    assessment: assessment as AssessmentKey,
    signedText: parts.slice(0, 12).join(SEPARATOR),
    signature,
  };
}

/** The longest time on screen one question's two characters hold: 1295 tenths of a second. */
const MAX_TENTHS = 36 * 36 - 1;

/** A sheet's answers as the two strings of a signed result, questions in ascending id. */
export function packAnswers(answers: Record<number, { value: number | string; ms?: number }>): { answers: string; itemTimes: string } {
  const ids = Object.keys(answers)
    .map(Number)
    .sort((a, b) => a - b);
  return {
    answers: ids.map((qid) => String(answers[qid].value)).join(''),
    itemTimes: ids
      .map((qid) => {
        const ms = answers[qid].ms;
        if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) return '__';
        return Math.min(MAX_TENTHS, Math.round(ms / 100))
          .toString(36)
          .padStart(2, '0');
      })
      .join(''),
  };
}

/** The answer list of a signed result, given the instrument's question ids: null when the counts differ. */
export function unpackAnswers(ids: readonly number[], answers: string, itemTimes: string): { id: number; value: string; ms?: number }[] | null {
  if (ids.length !== answers.length || itemTimes.length !== answers.length * 2) return null;
  const sorted = [...ids].sort((a, b) => a - b);
  return sorted.map((qid, i) => {
    const tenths = itemTimes.slice(i * 2, i * 2 + 2);
    return tenths === '__' ? { id: qid, value: answers[i] } : { id: qid, value: answers[i], ms: parseInt(tenths, 36) * 100 };
  });
}

/**
 * A tablet's signature counts for the tests it finished before the teacher stopped it (停用), not after:
 * the server refuses the others, and the teacher's phone does not keep them. `stoppedAt`: ms, or null
 * while it works. The finishing time is the tablet's own clock (docs/OFFLINE-LESSON.md argues what that allows).
 */
export const finishedAfterStop = (result: Pick<SignedResultFields, 'finishedAt'>, stoppedAt: number | null) => stoppedAt !== null && result.finishedAt >= stoppedAt;
