import { hollandGroupContent } from '#content/hld/groups';
import { hollandTypeContent } from '#content/hld/types';
import type { ResultData } from '#client/contracts/assessment.gen';
import { buildHldReport, HOLLAND_ORDER, scoreHld } from '#shared/assessments/hld';
import type { HldInstrument, HollandType } from '#shared/assessments/types';
import { demoMeta } from './demo-meta';

/** Raw sums out of 24 (12 items × 2 points) for a made-up student: social first, artistic and investigative close behind. */
const SUMS: Record<HollandType, number> = { R: 7, I: 17, A: 18, S: 20, E: 13, C: 9 };

/** A Holland report scored by the real scoring code from raw sums out of 24 per type (a synthetic answer sheet). */
export function hldReportFromSums(sums: Record<HollandType, number>) {
  const items = HOLLAND_ORDER.flatMap((type, t) => Array.from({ length: 12 }, (_, i) => ({ id: t * 12 + i + 1, type, name: '' })));
  const instrument: HldInstrument = { id: 'hld', version: 'demo', consistencyPairs: [], options: [0, 1, 2].map((value) => ({ name: String(value), value })), items };
  const values = new Map<number, number>();
  for (const type of HOLLAND_ORDER) {
    let left = sums[type];
    for (const item of items.filter((i) => i.type === type)) {
      const v = Math.min(2, left);
      values.set(item.id, v);
      left -= v;
    }
  }
  return buildHldReport(scoreHld(instrument, values), hollandTypeContent, hollandGroupContent);
}

/** The sample Holland report. */
export function demoHld(): ResultData<'hld'> {
  return { ...demoMeta('hld', 596, '9分56秒'), ...hldReportFromSums(SUMS) };
}
