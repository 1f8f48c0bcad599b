import { intelligenceContent } from '#content/dyzn/intelligences';
import type { ResultData } from '#client/contracts/assessment.gen';
import { buildDyznReport, INTELLIGENCE_ORDER, scoreDyzn } from '#shared/assessments/dyzn';
import type { DyznInstrument, IntelligenceKey } from '#shared/assessments/types';
import { demoMeta } from './demo-meta';

/** Raw sums out of 27 (9 items × 3 points) for a made-up student. */
const SUMS: Record<IntelligenceKey, number> = { linguistic: 21, logical: 12, spatial: 16, bodily: 10, musical: 17, interpersonal: 23, intrapersonal: 14, naturalist: 19 };

/** The sample multiple-intelligences report, scored by the real scoring code from a synthetic answer sheet. */
export function demoDyzn(): ResultData<'dyzn'> {
  const items = INTELLIGENCE_ORDER.flatMap((intelligence, k) => Array.from({ length: 9 }, (_, i) => ({ id: k * 9 + i + 1, intelligence, name: '' })));
  const instrument: DyznInstrument = { id: 'dyzn', version: 'demo', consistencyPairs: [], options: [0, 1, 2, 3].map((value) => ({ name: String(value), value })), items };
  const values = new Map<number, number>();
  for (const key of INTELLIGENCE_ORDER) {
    let left = SUMS[key];
    for (const item of items.filter((i) => i.intelligence === key)) {
      const v = Math.min(3, left);
      values.set(item.id, v);
      left -= v;
    }
  }
  return { ...demoMeta('dyzn', 642, '10分42秒'), ...buildDyznReport(scoreDyzn(instrument, values), intelligenceContent) };
}
