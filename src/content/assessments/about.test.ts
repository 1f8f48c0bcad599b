import { describe, expect, it } from 'vitest';
import { DYZN_NEAR_POINTS } from '#shared/assessments/dyzn';
import { NEAR_TIE_POINTS } from '#shared/assessments/hld';
import { aboutInstrument } from './about';

/** Words a 13-year-old cannot read aloud and understand: kept for 给老师和家长 (forAdults, simulated). */
const JARGON = /α|KR-20|内部一致性|一致性系数|信度|效度|标准误|标准差|量表|SE_diff|常模|主导功能|劣势功能/;

describe('关于本测评', () => {
  it.each(['hld', 'mbti', 'dyzn'] as const)('%s: the student-facing text has no psychometric jargon; the details are for adults', (key) => {
    const about = aboutInstrument[key];
    for (const text of [about.what, ...about.limits, about.steadiness]) expect(text).not.toMatch(JARGON);
    expect(about.forAdults.length).toBeGreaterThan(0);
    expect([about.simulated, ...about.forAdults].join('')).toMatch(/α|KR-20|标准误/);
  });

  it('states the bands the reports use', () => {
    expect(aboutInstrument.hld.steadiness).toContain(`${NEAR_TIE_POINTS}分`);
    expect(aboutInstrument.dyzn.steadiness).toContain(`${DYZN_NEAR_POINTS}分`);
    expect(aboutInstrument.mbti.limits.join('')).toContain('12比7');
  });
});
