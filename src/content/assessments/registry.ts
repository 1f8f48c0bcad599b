import { intelligenceContent } from '../dyzn/intelligences';
import { dyznInstrument } from '../dyzn/questions';
import { hollandGroupContent } from '../hld/groups';
import { hldInstrument } from '../hld/questions';
import { hollandTypeContent } from '../hld/types';
import { mbtiPoleContent } from '../mbti/dimensions';
import { mbtiInstrument } from '../mbti/questions';
import { extravertTypes } from '../mbti/types-extravert';
import { introvertTypes } from '../mbti/types-introvert';
import { checkAnswers, type RawAnswer } from '#shared/assessments/answers';
import { buildDyznReport, scoreDyzn } from '#shared/assessments/dyzn';
import { buildHldReport, scoreHld } from '#shared/assessments/hld';
import { buildMbtiReport, scoreMbti } from '#shared/assessments/mbti';
import type { AnswerValue, AssessmentReport, PublicQuestion } from '#shared/assessments/exchange-types';
import type { AssessmentKey } from '#shared/assessments/types';

/** One place that ties each instrument to its scoring and report content (used by client and server). */

export const mbtiTypeContent = Object.fromEntries([...introvertTypes, ...extravertTypes].map((t) => [t.type, t]));

export const instruments = { dyzn: dyznInstrument, mbti: mbtiInstrument, hld: hldInstrument } as const;

export const ASSESSMENT_KEYS: AssessmentKey[] = ['hld', 'mbti', 'dyzn'];

export function instrumentVersion(key: AssessmentKey): string {
  return instruments[key].version;
}

export function questionList(key: AssessmentKey): PublicQuestion[] {
  if (key === 'mbti') return mbtiInstrument.items.map(({ id, name, bname, a, b }) => ({ id, name, ...(bname ? { bname } : {}), a, b }));
  const instrument = instruments[key];
  return instrument.items.map(({ id, name }) => ({ id, name, options: instrument.options }));
}


/** Validates answers against the instrument: every question once, allowed values only. */
export function checkSubmission(key: AssessmentKey, answers: readonly RawAnswer[]) {
  const instrument = instruments[key];
  const ids = instrument.items.map((i) => i.id);
  if (key === 'mbti') return checkAnswers<'a' | 'b'>(ids, ['a', 'b'], answers);
  return checkAnswers<number>(ids, instruments[key as 'dyzn' | 'hld'].options.map((o) => o.value), answers);
}

/** Pure and deterministic: the same answers give the same report on the server and on the device. */
export function buildReport<K extends AssessmentKey>(key: K, values: ReadonlyMap<number, AnswerValue>): AssessmentReport[K] {
  switch (key) {
    case 'dyzn':
      return buildDyznReport(scoreDyzn(dyznInstrument, values as ReadonlyMap<number, number>), intelligenceContent) as AssessmentReport[K];
    case 'mbti':
      return buildMbtiReport(scoreMbti(mbtiInstrument, values as ReadonlyMap<number, 'a' | 'b'>), mbtiPoleContent, mbtiTypeContent) as AssessmentReport[K];
    default:
      return buildHldReport(scoreHld(hldInstrument, values as ReadonlyMap<number, number>), hollandTypeContent, hollandGroupContent) as AssessmentReport[K];
  }
}
