import type { ResultData } from '#client/contracts/assessment.gen';
import type { AssessmentKey } from '#shared/assessments/types';
import { NEAR_TIE_POINTS } from '#shared/assessments/hld';
import { DYZN_NEAR_POINTS } from '#shared/assessments/dyzn';

// Kept reports are typed as today's, but the fields added later may be missing: each `?? default` fills one.

function upgradeHld(old: ResultData<'hld'>): ResultData<'hld'> {
  const partial = old as Partial<typeof old>;
  const withProfile = partial.profile
    ? old
    : {
        ...old,
        alternatives: [],
        band: NEAR_TIE_POINTS,
        profile: 'differentiated' as const,
        profileNote: '',
        analysis: old.analysis.map((a) => ({ ...a, tied: a.tied ?? false })),
      };
  if (partial.leaders) return withProfile;
  // Before leaders: the traits block was the first type's alone.
  const first = withProfile.analysis[0];
  return { ...withProfile, leaders: first ? [{ type: first.type, name: first.name, score: first.score, nature: old.nature, major: old.major, occupation: old.occupation }] : [] };
}

function upgradeMbti(old: ResultData<'mbti'>): ResultData<'mbti'> {
  const partial = old as Partial<typeof old>;
  const withAlternatives = partial.alternatives ? old : { ...old, alternatives: [], dimensions: old.dimensions.map((d) => ({ ...d, undecided: d.undecided ?? false })) };
  return partial.profile ? withAlternatives : { ...withAlternatives, profile: 'differentiated', profileNote: '' };
}

function upgradeDyzn(old: ResultData<'dyzn'>): ResultData<'dyzn'> {
  const partial = old as Partial<typeof old>;
  const upgraded = { ...old, result_description: old.result_description.map((level) => ({ ...level, list: level.list.map((item) => ({ ...item, tied: item.tied ?? false })) })) };
  return partial.profile ? upgraded : { ...upgraded, band: DYZN_NEAR_POINTS, profile: 'differentiated', profileNote: '' };
}

/**
 * A report kept on this device (a local result, the offline copy of a server report) may come from a
 * build before ties and undecided letters were reported. The server rebuilds every report it sends;
 * kept copies get the fields the views read, with the meaning they had then (no ties, nothing undecided).
 */
export function upgradeReport<K extends AssessmentKey>(data: ResultData<K>): ResultData<K> {
  const report = data as ResultData;
  if (report.assessment === 'hld') return upgradeHld(report as unknown as ResultData<'hld'>) as unknown as ResultData<K>;
  if (report.assessment === 'mbti') return upgradeMbti(report as unknown as ResultData<'mbti'>) as unknown as ResultData<K>;
  return upgradeDyzn(report as unknown as ResultData<'dyzn'>) as unknown as ResultData<K>;
}
