import type { AssessmentKey } from '../assessments/types';
import { parseSignedResult, type SignedResult } from './signed-result';

/**
 * What a class tablet shows as QR codes for the teacher's phone to collect (docs/OFFLINE-LESSON.md):
 * after a header, one line per finished result (the signed line, unchanged) and one per test still in
 * progress (a count only, unsigned: it is what the phone's class list shows, never stored as a result).
 * A code holds as many whole lines as fit in QR_TEXT_MAX characters, so a scan never needs another.
 */
export const QR_HEADER = 'SYQ1';
export const QR_TEXT_MAX = 1100;

export interface ProgressLine {
  deviceId: number;
  studentId: number;
  assessment: AssessmentKey;
  answered: number;
  total: number;
}

const KEYS: readonly string[] = ['dyzn', 'hld', 'mbti'];

export const progressLineOf = (p: ProgressLine) => ['P1', p.deviceId, p.studentId, p.assessment, p.answered, p.total].join('~');

function parseProgress(line: string): ProgressLine | null {
  const parts = line.split('~');
  if (parts.length !== 6 || parts[0] !== 'P1' || !KEYS.includes(parts[3])) return null;
  const [deviceId, studentId, answered, total] = [parts[1], parts[2], parts[4], parts[5]].map((p) => (/^\d{1,9}$/.test(p) ? Number(p) : NaN));
  if (![deviceId, studentId, answered, total].every(Number.isFinite) || answered > total) return null;
  return { deviceId, studentId, assessment: parts[3] as AssessmentKey, answered, total };
}

/** The texts of the codes: whole lines, in order, each code within QR_TEXT_MAX (a longer line has a code of its own). */
export function packForQr(lines: readonly string[], max = QR_TEXT_MAX): string[] {
  const codes: string[][] = [];
  let size = Infinity;
  for (const line of lines) {
    if (size + line.length + 1 > max) {
      codes.push([QR_HEADER]);
      size = QR_HEADER.length;
    }
    codes[codes.length - 1].push(line);
    size += line.length + 1;
  }
  return codes.map((code) => code.join('\n'));
}

export type ReadQr = { kind: 'ours'; results: SignedResult[]; progress: ProgressLine[]; unreadable: number } | { kind: 'foreign' };

/** A scanned code: ours (with any line that did not read counted), or something else altogether. */
export function readQr(text: string): ReadQr {
  const [header, ...lines] = text.split('\n');
  if (header !== QR_HEADER || lines.length === 0) return { kind: 'foreign' };
  const results: SignedResult[] = [];
  const progress: ProgressLine[] = [];
  let unreadable = 0;
  for (const line of lines) {
    const result = line.startsWith('R1~') ? parseSignedResult(line) : null;
    const counted = result ? null : parseProgress(line);
    if (result) results.push(result);
    else if (counted) progress.push(counted);
    else unreadable++;
  }
  return { kind: 'ours', results, progress, unreadable };
}
