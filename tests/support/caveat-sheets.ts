import { instruments } from '#content/assessments/registry';
import { shownIds } from '#shared/assessments/shown-order';
import type { AssessmentKey, HollandType } from '#shared/assessments/types';

/**
 * Two Holland sheets that carry a caveat, as the device sends them (`ms` per item, active seconds):
 * checked by tests/integration/caveat.test.ts, used by the e2e that follows the caveat to the share
 * page, the poster, the history and the class report.
 */

const ORDER: HollandType[] = ['R', 'I', 'A', 'S', 'E', 'C'];

/**
 * A flat but careful sheet: 不确定 on most items, with one 是 and one 否 for every type, at different
 * places in each type (no cycle); every type scores 50, and the quality check passes it. At a careful
 * pace (about 4 s an item).
 */
export function flatHldSheet(): { answer: { id: number; value: number; ms: number }[]; times: number } {
  const seen = new Map<HollandType, number>();
  const answer = instruments.hld.items.map((item, i) => {
    const t = ORDER.indexOf(item.type);
    const n = seen.get(item.type) ?? 0;
    seen.set(item.type, n + 1);
    const value = n === (t * 5 + 1) % 12 ? 2 : n === (t * 7 + 6) % 12 ? 0 : 1;
    return { id: item.id, value, ms: 3200 + ((i * 37) % 1900) };
  });
  // The validity items answered as asked: a careful student's sheet.
  for (const [k, check] of (instruments.hld.checks ?? []).entries()) answer.push({ id: check.id, value: check.accepted[0], ms: 2800 + k * 150 });
  return { answer, times: Math.round(answer.reduce((s, a) => s + a.ms, 0) / 1000 + answer.length * 0.5) };
}

/** Every item the same answer (是) at an ordinary pace: flagged as straight-lining. */
export function straightLinedSheet(key: Exclude<AssessmentKey, 'mbti'> = 'hld'): { answer: { id: number; value: number; ms: number }[]; times: number } {
  const top = Math.max(...instruments[key].options.map((o) => o.value));
  const answer = shownIds(instruments[key]).map((id) => ({ id, value: top, ms: 2500 }));
  return { answer, times: Math.round(answer.length * 3) };
}
