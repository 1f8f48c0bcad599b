import { z } from 'zod/mini';
import type { DyznReport } from '#shared/assessments/dyzn';
import type { AssessmentReport, PublicQuestion } from '#shared/assessments/exchange-types';
import type { HldReport } from '#shared/assessments/hld';
import type { MbtiReport } from '#shared/assessments/mbti';
import type { AnswerOption, AssessmentKey, MbtiTypeContent } from '#shared/assessments/types';
import type { Expect, Same } from '../same';

/**
 * Schemas of what the assessment calls send: questions and the three reports. The report types
 * stay where scoring builds them (src/shared/assessments); `ReportSchemaChecks` below fails to
 * compile when a schema and its type part ways.
 */

const text = z.string();
const int = z.int();
const rankOf = (max: number) => z.int().check(z.minimum(1), z.maximum(max));
const percent = z.number().check(z.minimum(0), z.maximum(100));
const wholePercent = z.int().check(z.minimum(0), z.maximum(100));

export const assessmentKeySchema = z.enum(['dyzn', 'hld', 'mbti']);

// ---------- Questions ----------

const answerOption = z.strictObject({ name: text, value: int });
/** A dyzn or hld question: a statement rated with the instrument's options. */
const ratedQuestion = z.strictObject({ id: rankOf(1000), name: text, options: z.array(answerOption).check(z.minLength(2)) });
/** An mbti question: a choice between a and b, with an optional situation title. */
const pairQuestion = z.strictObject({ id: rankOf(1000), name: text, bname: z.optional(text), a: text, b: text });

/** The question list of one instrument: mbti's are pairs, dyzn's and hld's are rated. */
export function questionSetSchema(key: AssessmentKey) {
  return z
    .strictObject({ version: text.check(z.minLength(1)), list: z.array(z.union([ratedQuestion, pairQuestion])).check(z.minLength(1)) })
    .check(z.refine((set) => set.list.every((q) => 'a' in q === (key === 'mbti')), `every question of ${key} is ${key === 'mbti' ? 'a pair' : 'rated'}`));
}

// ---------- Multiple intelligences (dyzn) ----------

const intelligenceKey = z.enum(['linguistic', 'logical', 'spatial', 'bodily', 'musical', 'interpersonal', 'intrapersonal', 'naturalist']);
const dyznLevel = z.enum(['advantage', 'comparative', 'general', 'weak']);
const dyznScore = z.number().check(z.minimum(0), z.maximum(90));

export const dyznReportShape = {
  result_description: z
    .array(
      z.strictObject({
        name: text,
        level: dyznLevel,
        list: z.array(
          z.strictObject({
            key: intelligenceKey,
            name: text,
            score: dyznScore,
            rank: rankOf(8),
            tied: z.boolean(),
            descrition: text,
            summary: text,
            advice: text,
            occupation: text,
            major: text,
          }),
        ),
      }),
    )
    .check(z.length(4)),
  scoreNumList: z.array(dyznScore).check(z.length(8)),
  scoreNameList: z.array(text).check(z.length(8)),
  scoreColorList: z.array(text.check(z.regex(/^#[0-9a-f]{3,8}$/i))).check(z.length(8)),
  band: z.number().check(z.minimum(1), z.maximum(45)),
  profile: z.enum(['flat', 'differentiated']),
  profileNote: text,
};

// ---------- Career interest (hld) ----------

const hollandType = z.enum(['R', 'I', 'A', 'S', 'E', 'C']);
const indexLevel = z.enum(['high', 'medium', 'low']);

export const hldReportShape = {
  type: text.check(z.regex(/^[RIASEC]{3}$/)),
  name: text,
  group_type: text,
  group_description: text,
  nature: text,
  major: text,
  occupation: text,
  group_major: text,
  group_occupation: text,
  scorelist: z.array(z.strictObject({ type: hollandType, name: text, score: wholePercent })).check(z.length(6)),
  analysis: z.array(z.strictObject({ type: hollandType, name: text, score: wholePercent, rank: rankOf(6), tied: z.boolean(), text })).check(z.length(6)),
  consistency: z.strictObject({ level: z.enum(['high', 'medium', 'low', 'none']), label: text, text }),
  differentiation: z.strictObject({ value: wholePercent, level: indexLevel, label: text, text }),
  nearTies: z.array(text).check(z.maxLength(3)),
  alternatives: z.array(z.strictObject({ type: text.check(z.regex(/^[RIASEC]{3}$/)), group_type: text })).check(z.maxLength(4)),
  band: z.int().check(z.minimum(1), z.maximum(50)),
  leaders: z.array(z.strictObject({ type: hollandType, name: text, score: wholePercent, nature: text, major: text, occupation: text })).check(z.maxLength(6)),
  profile: z.enum(['flat', 'differentiated']),
  profileNote: text,
};

// ---------- Personality type (mbti) ----------

const mbtiPole = z.enum(['E', 'I', 'S', 'N', 'T', 'F', 'J', 'P']);
const pair = <T extends z.ZodMiniType>(item: T) => z.tuple([item, item]);

/** Every field of the type description is text. */
const mbtiTypeContent = z.strictObject({
  type: text.check(z.regex(/^[EI][SN][TF][JP]$/)),
  name: text,
  mingren: text,
  mingren_avatar: text,
  mingren_desc: text,
  mingren_tezheng: text,
  t_subname: text,
  t_nature: text,
  t_leader: text,
  t_learn: text,
  t_defect: text,
  t_develop: text,
  t_work: text,
  t_domain: text,
  t_occupation: text,
  t_major: text,
  z_subname: text,
  z_subname2: text,
  z_nature: text,
  z_blackspot: text,
  z_fun: text,
  z_question: text,
  z_work_advantage: text,
  z_work_inferiority: text,
  z_station: text,
  z_occupation: text,
  z_devote: text,
  z_leader: text,
  z_defect: text,
  z_work_ambient: text,
  z_develop: text,
});

export const mbtiReportShape = {
  result: text.check(z.regex(/^[EI][SN][TF][JP]$/)),
  e_ratio: percent,
  i_ratio: percent,
  s_ratio: percent,
  n_ratio: percent,
  t_ratio: percent,
  f_ratio: percent,
  j_ratio: percent,
  p_ratio: percent,
  ratioList: z.array(z.strictObject({ name: mbtiPole, label: text, ratio: percent, score: z.optional(percent) })).check(z.length(8)),
  dimensions: z
    .array(
      z.strictObject({
        dimension: z.enum(['EI', 'SN', 'TF', 'JP']),
        poles: pair(mbtiPole),
        counts: pair(z.int().check(z.nonnegative())),
        ratios: pair(percent),
        preferred: mbtiPole,
        /** |first − second| in percent with two decimals, e.g. "26.32". */
        difference: text.check(z.regex(/^\d{1,3}\.\d{2}$/)),
        strength: z.enum(['slight', 'medium', 'obvious', 'strong']),
        strengthLabel: text,
        undecided: z.boolean(),
      }),
    )
    .check(z.length(4)),
  description: mbtiTypeContent,
  alternatives: z.array(z.strictObject({ type: text.check(z.regex(/^[EI][SN][TF][JP]$/)), name: text })).check(z.maxLength(4)),
  profile: z.enum(['flat', 'differentiated']),
  profileNote: text,
};

export const dyznReportSchema = z.strictObject(dyznReportShape);
export const hldReportSchema = z.strictObject(hldReportShape);
export const mbtiReportSchema = z.strictObject(mbtiReportShape);

export type ReportSchemaChecks = [
  Expect<Same<z.output<typeof dyznReportSchema>, DyznReport>>,
  Expect<Same<z.output<typeof hldReportSchema>, HldReport>>,
  Expect<Same<z.output<typeof mbtiReportSchema>, MbtiReport>>,
  Expect<Same<z.output<typeof mbtiTypeContent>, MbtiTypeContent>>,
  Expect<Same<z.output<typeof answerOption>, AnswerOption>>,
  Expect<Same<z.output<typeof ratedQuestion> | z.output<typeof pairQuestion>, PublicQuestion>>,
  Expect<Same<z.output<typeof assessmentKeySchema>, AssessmentKey>>,
  Expect<Same<keyof AssessmentReport, AssessmentKey>>,
];
