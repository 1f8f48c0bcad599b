import { z } from 'zod/mini';
import { endpoint, returns } from './envelope';
import { idField as id } from './fields';
import type { myXuankeRoundData, xuankeChoiceAccepted, xuankeRoundData, xuankeRoundListItem, xuankeRoundView } from './responses/xuanke-rounds';
import { ATTEMPT_ID_PATTERN } from '../validation/formats';
import { NOTE_MAX, TITLE_MAX } from '../xuanke/round';

/**
 * 选科意向 rounds (docs/SCHOOL.md, "选科意向"): a teacher opens a round for a class (an administrator
 * also for a whole grade), students submit the combination they intend to take, the teacher reads
 * the counts, the changes since the previous round and who closes their own suggested 专业类, and
 * exports it for 排课. Additive: none of it is in the spec.
 */

export type XuankeRound = z.output<typeof xuankeRoundData>;
export type XuankeRoundListItem = z.output<typeof xuankeRoundListItem>;
export type XuankeRoundView = z.output<typeof xuankeRoundView>;
export type XuankeRoundStudent = XuankeRoundView['students'][number];
export type MyXuankeRound = z.output<typeof myXuankeRoundData>;
export type XuankeChoiceAccepted = z.output<typeof xuankeChoiceAccepted>;

const model = z.enum(['3+1+2', '3+3'], { error: '请选择选科模式（3+1+2 或 3+3）' });
const closesAt = z.pipe(
  z.string({ error: '截止时间无效' }).check(z.trim(), z.regex(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z)?$/, '截止时间无效')),
  z.transform((text: string, ctx) => {
    if (text === '') return null;
    const at = Date.parse(text);
    if (Number.isNaN(at)) ctx.issues.push({ code: 'custom', message: '截止时间无效', input: text });
    return at;
  }),
);

/** The combination a student sends: a label of the round's model (「物理+化学+生物」); the server checks it against the round. */
const combination = z.string({ error: '请选择选科组合' }).check(z.trim(), z.minLength(1, '请选择选科组合'), z.maxLength(20, '选科组合无效'));

export const xuankeRoundsApi = {
  /** A teacher of the class or an administrator opens a round for the class; an administrator also for a grade of the school year. */
  openXuankeRound: endpoint(
    '/api/school/openXuankeRound',
    'required',
    z
      .object({
        scope: z.enum(['class', 'grade'], { error: '请选择范围（班级或年级）' }),
        classId: z.optional(id('班级')),
        grade: z.optional(z.coerce.number({ error: '年级无效' }).check(z.int('年级无效'), z.minimum(1, '年级无效'), z.maximum(12, '年级无效'))),
        title: z.string({ error: '请填写标题' }).check(z.trim(), z.minLength(1, '请填写标题'), z.maxLength(TITLE_MAX, `标题请控制在${TITLE_MAX}个字以内`)),
        /** Optional when the school's province fixes it. */
        model: z.optional(model),
        closesAt: z.optional(closesAt),
      })
      .check(
        z.refine((b) => b.scope !== 'class' || b.classId !== undefined, { message: '请选择班级', path: ['classId'] }),
        z.refine((b) => b.scope !== 'grade' || b.grade !== undefined, { message: '请选择年级', path: ['grade'] }),
      ),
    returns<{ id: number }>(),
  ),
  /** Closes a round now: later submissions are refused, those stored stay. */
  closeXuankeRound: endpoint('/api/school/closeXuankeRound', 'required', z.object({ roundId: id('选科意向') }), returns<null>()),
  /** The rounds the caller may read (an administrator: the school's; a teacher: those of their classes this year), newest first. */
  getXuankeRounds: endpoint('/api/school/getXuankeRounds', 'required', z.object({ classId: z.optional(id('班级')) }), returns<XuankeRoundListItem[]>()),
  /** One round read as a whole: every student with their choice, the counts, the changes since the previous round, the suggested 专业类 it closes. */
  getXuankeRound: endpoint('/api/school/getXuankeRound', 'required', z.object({ roundId: id('选科意向') }), returns<XuankeRoundView>()),

  /** The signed-in student's rounds (open, or closed within a week), each with the choice the server holds. */
  getMyXuankeRounds: endpoint('/api/school/getMyXuankeRounds', 'required', z.object({}), returns<MyXuankeRound[]>()),
  /**
   * A student's intended combination, from their device's outbox: with their login or, on a class
   * tablet after the hand-over, their upload credential. `submissionId` (made on the device) makes it
   * exactly-once; of a student's submissions the one made last (`submittedAt`, device clock, never later
   * than its arrival) is in force, whatever order they arrive in.
   */
  submitXuankeChoice: endpoint(
    '/api/school/submitXuankeChoice',
    'optional',
    z.object({
      roundId: id('选科意向'),
      submissionId: z.string({ error: '提交编号无效' }).check(z.regex(ATTEMPT_ID_PATTERN, '提交编号无效')),
      combination,
      note: z.optional(z.string().check(z.trim(), z.maxLength(NOTE_MAX, `备注请控制在${NOTE_MAX}个字以内`))),
      submittedAt: z.coerce.number({ error: '提交时间无效' }).check(z.int('提交时间无效'), z.positive('提交时间无效'), z.maximum(8_640_000_000_000, '提交时间无效')),
    }),
    returns<XuankeChoiceAccepted>(),
  ),
};
