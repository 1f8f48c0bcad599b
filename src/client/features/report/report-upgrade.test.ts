import { describe, expect, it } from 'vitest';
import type { ResultData } from '#client/contracts/assessment.gen';
import { DYZN_NEAR_POINTS } from '#shared/assessments/dyzn';
import { demoDyzn } from './demo/demo-dyzn';
import { demoHld } from './demo/demo-hld';
import { demoMbti } from './demo/demo-mbti';
import { upgradeReport } from './report-upgrade';

/** A report as an older build kept it: without the fields added later. */
function without<T extends object>(report: T, ...keys: string[]): T {
  const copy = { ...report } as Record<string, unknown>;
  for (const k of keys) delete copy[k];
  return copy as T;
}

describe('reports kept by an older build', () => {
  it('hld without leaders: the first type leads alone, with the traits, majors and jobs the report had', () => {
    const current = demoHld();
    const old = without(current, 'leaders');
    const upgraded = upgradeReport(old);
    expect(upgraded.leaders).toEqual([
      {
        type: current.analysis[0].type,
        name: current.analysis[0].name,
        score: current.analysis[0].score,
        nature: current.nature,
        major: current.major,
        occupation: current.occupation,
      },
    ]);
    // Older still: no profile either.
    const oldest = upgradeReport(without(current, 'leaders', 'profile', 'profileNote', 'alternatives', 'band'));
    expect([oldest.profile, oldest.profileNote, oldest.leaders.length]).toEqual(['differentiated', '', 1]);
    // A current report is left as it is.
    expect(upgradeReport(current)).toEqual(current);
  });

  it('dyzn and mbti without profile fields read as differentiated with no note', () => {
    const dyzn = upgradeReport(without(demoDyzn(), 'profile', 'profileNote', 'band') as ResultData<'dyzn'>);
    expect([dyzn.profile, dyzn.profileNote, dyzn.band]).toEqual(['differentiated', '', DYZN_NEAR_POINTS]);
    const mbti = upgradeReport(without(demoMbti(), 'profile', 'profileNote') as ResultData<'mbti'>);
    expect([mbti.profile, mbti.profileNote]).toEqual(['differentiated', '']);
    expect(upgradeReport(demoMbti())).toEqual(demoMbti());
  });
});
