import { z } from 'zod/mini';
import { positiveId } from './common';

/** Schemas of what the 选科意向 calls answer (xuanke-rounds.ts takes only their types). */

const isoTime = z.union([z.custom<Date>((v) => v instanceof Date), z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/))]);
const model = z.enum(['3+1+2', '3+3']);
const count = z.int().check(z.nonnegative());

export const xuankeRoundData = z.strictObject({
  id: positiveId,
  title: z.string(),
  model,
  scope: z.enum(['class', 'grade']),
  classId: z.nullable(positiveId),
  grade: z.int().check(z.positive()),
  /** 「高一（3）班」 or 「高一年级」. */
  scopeLabel: z.string(),
  schoolYear: z.int(),
  openedAt: isoTime,
  closesAt: z.nullable(isoTime),
  closedAt: z.nullable(isoTime),
  open: z.boolean(),
  openedBy: z.string(),
});

export const xuankeRoundListItem = z.strictObject({
  ...xuankeRoundData.def.shape,
  students: count,
  submitted: count,
});

const choice = z.strictObject({ combination: z.string(), note: z.string(), submittedAt: isoTime });

export const xuankeRoundView = z.strictObject({
  round: xuankeRoundData,
  schoolName: z.string(),
  previous: z.nullable(xuankeRoundData),
  students: z.array(
    z.strictObject({
      studentId: positiveId,
      classLabel: z.string(),
      name: z.string(),
      studentNo: z.string(),
      choice: z.nullable(choice),
      /** The student's choice in force in the previous round of the same class or grade. */
      previous: z.nullable(z.string()),
      /** Their suggested 专业类 (from their latest reports) and those the intended combination closes; null: no reports to suggest from. */
      suggested: z.nullable(
        z.strictObject({
          total: count,
          closed: z.array(z.strictObject({ code: z.string(), name: z.string(), requirement: z.string() })),
        }),
      ),
    }),
  ),
  counts: z.strictObject({
    combinations: z.array(z.strictObject({ label: z.string(), count })),
    subjects: z.array(z.strictObject({ subject: z.string(), count })),
    submitted: count,
  }),
  changes: z.nullable(
    z.strictObject({
      moved: z.array(z.strictObject({ studentId: positiveId, from: z.string(), to: z.string() })),
      flows: z.array(z.strictObject({ from: z.string(), to: z.string(), count })),
      kept: count,
      added: count,
      missing: count,
    }),
  ),
  /** The data edition the requirements come from, and the sentence every figure carries. */
  edition: z.strictObject({ name: z.string(), label: z.string(), disclaimer: z.string() }),
  generatedAt: isoTime,
});

export const myXuankeRoundData = z.strictObject({
  id: positiveId,
  title: z.string(),
  model,
  scopeLabel: z.string(),
  closesAt: z.nullable(isoTime),
  open: z.boolean(),
  teacherName: z.string(),
  /** What the server holds in force for the student. */
  choice: z.nullable(choice),
});

export const xuankeChoiceAccepted = z.strictObject({
  /** Whether this submission is the one in force (false: a later one of the student already is). */
  current: z.boolean(),
  combination: z.string(),
  submittedAt: isoTime,
});

export const xuankeRoundsResponses = {
  openXuankeRound: z.strictObject({ id: positiveId }),
  closeXuankeRound: z.literal(null),
  getXuankeRounds: z.array(xuankeRoundListItem),
  getXuankeRound: xuankeRoundView,
  getMyXuankeRounds: z.array(myXuankeRoundData),
  submitXuankeChoice: xuankeChoiceAccepted,
};
