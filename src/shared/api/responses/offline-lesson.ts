import { z } from 'zod/mini';
import { noData, positiveId } from './common';

/** Schemas of what the offline lesson's calls answer (offline-lesson.ts takes only their types). */

const isoTime = z.union([z.custom<Date>((v) => v instanceof Date), z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/))]);

export const signedUploadData = z.strictObject({
  outcome: z.enum(['stored', 'held']),
  /** What the tablet or the phone shows about it, in the students' words. */
  message: z.string(),
});

export const heldResultData = z.strictObject({
  id: positiveId,
  /** The name of the roster student the result names (null: not one of the school's). */
  studentName: z.nullable(z.string()),
  assessment: z.enum(['dyzn', 'hld', 'mbti']),
  reason: z.enum(['pin', 'class']),
  deviceLabel: z.string(),
  finishedAt: isoTime,
  receivedAt: isoTime,
});

export const offlineLessonResponses = {
  submitSignedResult: signedUploadData,
  getHeldResults: z.array(heldResultData),
  resolveHeldResult: noData,
};
