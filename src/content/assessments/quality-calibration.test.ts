import { describe, expect, it } from 'vitest';
import { ATTENTIVE_GROUPS, calibrate } from '#tests/support/psychometrics/quality-calibration';
import { CARELESS_MODELS, HELD_OUT_MODELS } from '#tests/support/psychometrics/simulate';

/**
 * The response-quality check on the calibration simulation (docs/RESPONSE-QUALITY.md): 2,000 attentive
 * students per group and 500 sheets per careless style, fixed seeds, instruments 2026.3 with their
 * validity items. The targets are the ("Results a student can trust, part 2"): every careless
 * style caught ≥ 90 % on every test; attentive students at every noise level, and students with flat
 * profiles, flagged ≤ 3 %.
 */
const results = { hld: calibrate('hld'), mbti: calibrate('mbti'), dyzn: calibrate('dyzn') };
const rate = (key: keyof typeof results, group: string) => results[key].find((r) => r.group === group)!.flagged;

/**
 * Styles the check was not tuned on, with the measured rate rounded toward failure: a student who
 * answers at random only at the start, or only in the last third, meets fewer validity items.
 */
const HELD_OUT_FLOOR: Record<keyof typeof results, Record<(typeof HELD_OUT_MODELS)[number], number>> = {
  hld: { 'random-lower': 0.99, 'random-ends': 0.99, 'random-then-attentive': 0.42, 'last-third-random': 0.7, 'random-slow': 0.99 },
  mbti: { 'random-lower': 0.98, 'random-ends': 0.97, 'random-then-attentive': 0.27, 'last-third-random': 0.79, 'random-slow': 0.95 },
  dyzn: { 'random-lower': 0.99, 'random-ends': 0.99, 'random-then-attentive': 0.6, 'last-third-random': 0.83, 'random-slow': 0.99 },
};

describe.each(['hld', 'mbti', 'dyzn'] as const)('response quality on simulated %s sheets', (key) => {
  it.each(ATTENTIVE_GROUPS)('flags at most 3 %% of %s students', (group) => expect(rate(key, group)).toBeLessThanOrEqual(0.03));
  it.each(CARELESS_MODELS)('catches at least 90 %% of %s sheets', (model) => expect(rate(key, model)).toBeGreaterThanOrEqual(0.9));
  it('catches every straight-lined sheet and every fast clicker', () => {
    expect(rate(key, 'straight-line')).toBe(1);
    expect(rate(key, 'fast-clicker')).toBe(1);
  });
  it.each(HELD_OUT_MODELS)('catches held-out %s sheets at least as often as measured', (model) => expect(rate(key, model)).toBeGreaterThanOrEqual(HELD_OUT_FLOOR[key][model]));
  it('flags the same sheets without per-item times except through time', () => {
    for (const row of results[key]) expect(row.flaggedWithoutItemTimes, row.group).toBeGreaterThanOrEqual(row.flagged - 0.01);
  });
});
