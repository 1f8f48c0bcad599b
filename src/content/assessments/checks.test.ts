import { describe, expect, it } from 'vitest';
import { buildReport, checkSubmission, instrumentVersions, instruments, questionList } from './registry';
import { shownIds } from '#shared/assessments/shown-order';
import type { AnyInstrument } from '#shared/assessments/types';

/**
 * The validity items (作答检查题) of the current instruments: valid, spread over the whole test with
 * more toward the end, asking for answers at both ends, and never scored (docs/RESPONSE-QUALITY.md).
 */
describe.each(['hld', 'dyzn', 'mbti'] as const)('validity items of %s', (key) => {
  const instrument: AnyInstrument = instruments[key];
  const checks = instrument.checks ?? [];
  const total = instrument.items.length + checks.length;
  const half = total / 2;
  /** Accepted answers as 0 (lowest / a) … 1 (highest / b) positions. */
  const ends = (c: (typeof checks)[number]) => {
    if (instrument.id === 'mbti') return [c.accepted === 'a' ? 'low' : 'high'];
    const values = instrument.options.map((o) => o.value);
    const accepted = c.accepted as readonly number[];
    return [...(accepted.includes(Math.min(...values)) ? ['low'] : []), ...(accepted.includes(Math.max(...values)) ? ['high'] : [])];
  };

  it('has eight or more, with ids of their own and places inside the test', () => {
    expect(checks.length).toBeGreaterThanOrEqual(8);
    const itemIds = new Set(instrument.items.map((i) => i.id));
    expect(new Set(checks.map((c) => c.id)).size).toBe(checks.length);
    for (const c of checks) {
      expect(c.id).toBeGreaterThanOrEqual(901);
      expect(itemIds.has(c.id)).toBe(false);
      expect(c.at).toBeGreaterThanOrEqual(0);
      expect(c.at).toBeLessThan(total);
    }
    expect(new Set(checks.map((c) => c.at)).size).toBe(checks.length);
    expect(shownIds(instrument)).toHaveLength(total);
  });

  it('spreads them over the whole test, at least five questions apart, more of them in the second half', () => {
    const at = checks.map((c) => c.at).sort((a, b) => a - b);
    for (let i = 1; i < at.length; i++) expect(at[i] - at[i - 1]).toBeGreaterThanOrEqual(5);
    const first = at.filter((x) => x < half).length;
    expect(first).toBeGreaterThanOrEqual(3);
    expect(at.length - first).toBeGreaterThan(first);
    expect(at[at.length - 1]).toBeGreaterThanOrEqual(total - 10);
  });

  it('asks for the lowest and the highest answer in each half, and uses both kinds', () => {
    for (const part of [checks.filter((c) => c.at < half), checks.filter((c) => c.at >= half)]) {
      const asked = new Set(part.flatMap(ends));
      expect(asked.has('low'), 'low').toBe(true);
      if (part.length >= 5 || instrument.id === 'mbti') expect(asked.has('high'), 'high').toBe(true);
    }
    expect(new Set(checks.map((c) => c.kind))).toEqual(new Set(['instructed', 'infrequency']));
  });

  it('names the option an instructed rated item asks for, and accepts only existing options', () => {
    for (const c of checks) {
      if (instrument.id === 'mbti') {
        expect(['a', 'b']).toContain(c.accepted);
        continue;
      }
      const accepted = c.accepted as readonly number[];
      const names = instrument.options.filter((o) => accepted.includes(o.value)).map((o) => o.name);
      expect(names).toHaveLength(accepted.length);
      if (c.kind === 'instructed')
        expect(
          names.some((n) => c.name.includes(`“${n}”`)),
          c.name,
        ).toBe(true);
    }
  });

  it('shows them in the question list and requires their answers, but never scores them', () => {
    const list = questionList(key);
    expect(list.map((q) => q.id)).toEqual(shownIds(instrument));
    const answerOf = (id: number, high: boolean) => {
      if (key === 'mbti') return { id, answer: high ? 'a' : 'b' };
      const values = instruments[key].options.map((o) => o.value);
      return { id, value: high ? Math.max(...values) : Math.min(...values) };
    };
    const scored = instrument.items.map((item, i) => answerOf(item.id, i % 3 === 0));
    expect(checkSubmission(key, scored).ok).toBe(false);
    const withLow = checkSubmission(key, [...scored, ...checks.map((c) => answerOf(c.id, false))]);
    const withHigh = checkSubmission(key, [...scored, ...checks.map((c) => answerOf(c.id, true))]);
    if (!withLow.ok || !withHigh.ok) throw new Error('a complete sheet was refused');
    expect(buildReport(key, withLow.values)).toEqual(buildReport(key, withHigh.values));
  });

  it('keeps the scored items of the previous version, so its answers score the same', () => {
    const previous = instrumentVersions[key][1];
    expect(previous.checks ?? []).toEqual([]);
    expect(instrument.items).toEqual(previous.items);
  });
});
