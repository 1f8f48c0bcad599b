import { intelligenceContent } from '../dyzn/intelligences';
import { dyznInstrument } from '../dyzn/questions';
import { dyznInstrumentV2 } from '../dyzn/questions-2026-2';
import { dyznInstrumentV3 } from '../dyzn/questions-2026-3';
import { hollandGroupContent } from '../hld/groups';
import { hldInstrument } from '../hld/questions';
import { hldInstrumentV2 } from '../hld/questions-2026-2';
import { hldInstrumentV3 } from '../hld/questions-2026-3';
import { hollandTypeContent } from '../hld/types';
import { mbtiPoleContent } from '../mbti/dimensions';
import { mbtiInstrument } from '../mbti/questions';
import { mbtiInstrumentV2 } from '../mbti/questions-2026-2';
import { mbtiInstrumentV3 } from '../mbti/questions-2026-3';
import { extravertTypes } from '../mbti/types-extravert';
import { introvertTypes } from '../mbti/types-introvert';
import { checkAnswers, type RawAnswer } from '#shared/assessments/answers';
import { buildDyznReport, scoreDyzn } from '#shared/assessments/dyzn';
import { buildHldReport, scoreHld } from '#shared/assessments/hld';
import { buildMbtiReport, scoreMbti } from '#shared/assessments/mbti';
import { qualityOf, type ResponseQuality } from '#shared/assessments/quality';
import { shownIds, shownOrder } from '#shared/assessments/shown-order';
import type { AnswerValue, AssessmentReport, PublicQuestion } from '#shared/assessments/exchange-types';
import type { AssessmentKey, DyznInstrument, HldInstrument } from '#shared/assessments/types';

/** One place that ties each instrument to its scoring and report content (used by client and server). */

export const mbtiTypeContent = Object.fromEntries([...introvertTypes, ...extravertTypes].map((t) => [t.type, t]));

export const instruments = { dyzn: dyznInstrumentV3, mbti: mbtiInstrumentV3, hld: hldInstrumentV3 } as const;

export const ASSESSMENT_KEYS: AssessmentKey[] = ['hld', 'mbti', 'dyzn'];

/**
 * Every version of each instrument a device may still hold an unfinished test of, newest first. When
 * items change, the old instrument stays here (never deleted), so answers given on it are still
 * checked and scored with it (docs/ASSESSMENTS.md, "Versions").
 */
export const instrumentVersions = {
  dyzn: [dyznInstrumentV3, dyznInstrumentV2, dyznInstrument],
  mbti: [mbtiInstrumentV3, mbtiInstrumentV2, mbtiInstrument],
  hld: [hldInstrumentV3, hldInstrumentV2, hldInstrument],
} as const;

/** The instrument of `version`; an unknown or missing version means the current one. */
export function instrumentOf<K extends AssessmentKey>(key: K, version?: string): (typeof instruments)[K] {
  const known = instrumentVersions[key] as unknown as readonly (typeof instruments)[K][];
  return known.find((instrument) => instrument.version === version) ?? instruments[key];
}

export function instrumentVersion(key: AssessmentKey, version?: string): string {
  return instrumentOf(key, version).version;
}

/** The questions as shown: scored items and validity items in one order (`shownOrder`). */
export function questionList(key: AssessmentKey): PublicQuestion[] {
  if (key === 'mbti') return shownOrder(instruments.mbti).map((slot) => publicChoice(slot.item ?? slot.check));
  const instrument = instruments[key];
  return shownOrder<HldInstrument | DyznInstrument>(instrument).map((slot) => {
    const { id, name } = slot.item ?? slot.check;
    return { id, name, options: instrument.options };
  });
}

function publicChoice({ id, name, bname, a, b }: { id: number; name: string; bname?: string; a: string; b: string }): PublicQuestion {
  return { id, name, ...(bname ? { bname } : {}), a, b };
}

/** The ids of the questions a sheet of `version` answers (a signed result lists its answers in their ascending order). */
export const sheetQuestionIds = (key: AssessmentKey, version?: string): number[] => shownIds(instrumentOf(key, version));

/** Validates answers against the instrument (of `version`): every question shown once, allowed values only. */
export function checkSubmission(key: AssessmentKey, answers: readonly RawAnswer[], version?: string) {
  const instrument = instrumentOf(key, version);
  const ids = shownIds(instrument);
  if (key === 'mbti') return checkAnswers<'a' | 'b'>(ids, ['a', 'b'], answers);
  return checkAnswers<number>(
    ids,
    instrumentOf(key as 'dyzn' | 'hld', version).options.map((o) => o.value),
    answers,
  );
}

/** Pure and deterministic: the same answers give the same report on the server and on the device. */
export function buildReport<K extends AssessmentKey>(key: K, values: ReadonlyMap<number, AnswerValue>, version?: string): AssessmentReport[K] {
  switch (key) {
    case 'dyzn':
      return buildDyznReport(scoreDyzn(instrumentOf('dyzn', version), values as ReadonlyMap<number, number>), intelligenceContent) as AssessmentReport[K];
    case 'mbti':
      return buildMbtiReport(scoreMbti(instrumentOf('mbti', version), values as ReadonlyMap<number, 'a' | 'b'>), mbtiPoleContent, mbtiTypeContent) as AssessmentReport[K];
    default:
      return buildHldReport(scoreHld(instrumentOf('hld', version), values as ReadonlyMap<number, number>), hollandTypeContent, hollandGroupContent) as AssessmentReport[K];
  }
}

/**
 * The response-quality check of a complete sheet (src/shared/assessments/quality.ts) on the instrument of
 * `version`: the server stores it with the result, the device shows it with a report finished offline.
 */
export function checkQuality(
  key: AssessmentKey,
  values: ReadonlyMap<number, AnswerValue>,
  version?: string,
  itemMs?: ReadonlyMap<number, number>,
  seconds?: number,
): ResponseQuality {
  return qualityOf(key, instrumentOf(key, version), values, itemMs, seconds);
}
