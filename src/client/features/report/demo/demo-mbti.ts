import { mbtiPoleContent } from '#content/mbti/dimensions';
import { extravertTypes } from '#content/mbti/types-extravert';
import type { ResultData } from '#client/contracts/assessment.gen';
import { buildMbtiReport, MBTI_DIMENSIONS, scoreMbti } from '#shared/assessments/mbti';
import type { MbtiDimension, MbtiInstrument } from '#shared/assessments/types';

import { demoMeta } from './demo-meta';

/** Answers toward the first pole (E, S, T, J) out of 19 per dimension: an ENFJ showing each of the four strengths. */
const FIRST_POLE: Record<MbtiDimension, number> = { EI: 13, SN: 5, TF: 8, JP: 17 };

/** The sample personality report, scored by the real scoring code from a synthetic answer sheet. */
export function demoMbti(): ResultData<'mbti'> {
  const items = MBTI_DIMENSIONS.flatMap(({ key, poles }, d) =>
    Array.from({ length: 19 }, (_, i) => ({ id: d * 19 + i + 1, dimension: key, name: '', a: '', b: '', aPole: poles[0] })),
  );
  const instrument: MbtiInstrument = { id: 'mbti', version: 'demo', consistencyPairs: [], items };
  const answers = new Map<number, 'a' | 'b'>(items.map((item) => [item.id, (item.id - 1) % 19 < FIRST_POLE[item.dimension] ? 'a' : 'b']));
  const types = Object.fromEntries(extravertTypes.map((t) => [t.type, t]));
  return { ...demoMeta('mbti', 834, '13分54秒'), ...buildMbtiReport(scoreMbti(instrument, answers), mbtiPoleContent, types) };
}
