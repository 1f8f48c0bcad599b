import type { AssessmentKey, HollandType, IntelligenceKey } from '#shared/assessments/types';
import type { DyznReport } from '#shared/assessments/dyzn';
import type { HldReport } from '#shared/assessments/hld';
import type { MbtiReport } from '#shared/assessments/mbti';
import { caveatOf, countWord } from '#shared/assessments/caveat';

/**
 * A class read as a whole (the class report, docs/SCHOOL.md): distributions of the three results, one row
 * per student, and the lists a counsellor acts on. Pure functions of the stored reports; the page and
 * its Excel file both show these rows as the server computed them.
 */

export interface StudentResults {
  studentId: number;
  name: string;
  studentNo: string;
  hld?: TakenResult<HldReport>;
  mbti?: TakenResult<MbtiReport>;
  dyzn?: TakenResult<DyznReport>;
}

export interface TakenResult<R> {
  resultId: number;
  report: R;
  flagged: boolean;
  /** Active seconds on the test. */
  seconds: number;
  /** When it reached the server (ms). */
  at: number;
  /** Results of this assessment in the report's scope, this one (the newest) included; 1 when absent. */
  attempts?: number;
  /** An earlier result in scope whose sheet was not flagged. */
  earlierClear?: boolean;
}

export const HOLLAND_ORDER: readonly HollandType[] = ['R', 'I', 'A', 'S', 'E', 'C'];
export const HOLLAND_NAMES: Record<HollandType, string> = { R: '现实型', I: '研究型', A: '艺术型', S: '社会型', E: '企业型', C: '常规型' };
export const MBTI_DIMENSION_ORDER = ['EI', 'SN', 'TF', 'JP'] as const;

/**
 * A multiple-intelligence profile whose highest and lowest scores lie within this many points (of 90)
 * stands out nowhere: like a flat Holland profile, worth a conversation rather than a conclusion. The
 * rule is the caveat's (src/shared/assessments/caveat.ts), so the class report and the student's own
 * report call the same profiles flat.
 */

/**
 * Which intelligences and which personality letters usually go with each Holland type. A loose map
 * from the descriptions of the types (Holland), of the intelligences (Gardner) and of the MBTI
 * preferences, used only to point out students whose three results seem to point in different
 * directions, so that a counsellor asks; never to judge a result wrong.
 */
export const HOLLAND_AFFINITY: Record<HollandType, { intelligences: IntelligenceKey[]; letters: string[] }> = {
  R: { intelligences: ['bodily', 'spatial', 'naturalist'], letters: ['S', 'T'] },
  I: { intelligences: ['logical', 'naturalist', 'intrapersonal'], letters: ['I', 'N', 'T'] },
  A: { intelligences: ['musical', 'spatial', 'linguistic', 'intrapersonal'], letters: ['N', 'F', 'P'] },
  S: { intelligences: ['interpersonal', 'linguistic', 'intrapersonal'], letters: ['E', 'F'] },
  E: { intelligences: ['interpersonal', 'linguistic', 'logical'], letters: ['E', 'T', 'J'] },
  C: { intelligences: ['logical', 'linguistic'], letters: ['S', 'J'] },
};

/** The intelligences with the highest scores (ties kept in canonical order), at most `count`. */
export function topIntelligences(report: DyznReport, count = 3): { key: IntelligenceKey; name: string; score: number }[] {
  const items = report.result_description.flatMap((level) => level.list);
  return [...items]
    .sort((a, b) => a.rank - b.rank)
    .slice(0, count)
    .map((i) => ({ key: i.key as IntelligenceKey, name: i.name, score: i.score }));
}

/**
 * The strongest intelligences as the table shows them: the first three, and every intelligence tied
 * with the third (a tie is never cut in canonical order); all of them tied is said in words.
 */
export function topIntelligencesText(report: DyznReport): string {
  const items = [...report.result_description.flatMap((level) => level.list)].sort((a, b) => a.rank - b.rank);
  if (items.length === 0) return '';
  const cut = items[Math.min(2, items.length - 1)].rank;
  const shown = items.filter((i) => i.rank <= cut);
  if (shown.length === items.length && items.every((i) => i.rank === items[0].rank)) return `${countWord(items.length)}种智能得分相同`;
  return shown.map((i) => i.name).join('、');
}

export function dyznIsFlat(report: DyznReport): boolean {
  return caveatOf('dyzn', report, null)?.kind === 'flat';
}

/**
 * The three results point in different directions: the top Holland type shares neither an
 * intelligence among the student's top three nor a letter of their personality type with the
 * affinities above. Needs all three results, and a differentiated Holland profile.
 */
export function pointsApart(student: StudentResults): boolean {
  const { hld, mbti, dyzn } = student;
  if (!hld || !mbti || !dyzn || hld.report.profile === 'flat') return false;
  const top = hld.report.type[0] as HollandType;
  const affinity = HOLLAND_AFFINITY[top];
  if (!affinity) return false;
  const sharesIntelligence = topIntelligences(dyzn.report).some((i) => affinity.intelligences.includes(i.key));
  const sharesLetter = [...mbti.report.result].some((letter) => affinity.letters.includes(letter));
  return !sharesIntelligence && !sharesLetter;
}

export type AttentionReason = 'retest' | 'flat-hld' | 'flat-dyzn' | 'apart';

export const attentionLabel: Record<AttentionReason, string> = {
  retest: '建议重测',
  'flat-hld': '兴趣尚未分化',
  'flat-dyzn': '智能剖面平坦',
  apart: '三项结果方向不一致',
};

const ASSESSMENT_WORDS: Record<AssessmentKey, string> = { hld: '职业兴趣', mbti: '性格类型', dyzn: '多元智能' };

/** One row of the class's table, the same on screen and in Excel. */
export interface ClassReportRow {
  studentId: number;
  studentNo: string;
  name: string;
  hldCode: string;
  hldNames: string;
  mbtiType: string;
  topIntelligences: string;
  /** 建议重测（职业兴趣）; 兴趣尚未分化; … */
  notes: string[];
  reasons: AttentionReason[];
  /** Whole minutes of the tests taken, null when none. */
  minutes: number | null;
  /** When the last of them reached the server (ms), null when none. */
  completedAt: number | null;
  resultIds: Partial<Record<AssessmentKey, number>>;
}

/** Marks a result cell of a flagged sheet, so the code is never read bare. */
export const FLAGGED_CELL = '（待重测）';

/**
 * One row per student, with the caveats of the student's own reports (caveatOf: one rule for both):
 * a flagged sheet is marked in its cell and listed for a retest, a flat profile is noted, and a
 * student with more than one result in scope is told apart: the row shows the newest, and says so.
 */
export function reportRow(student: StudentResults): ClassReportRow {
  const taken = (['hld', 'mbti', 'dyzn'] as const).filter((k) => student[k]);
  const caveat = (k: (typeof taken)[number]) => caveatOf(k, student[k]!.report, { flagged: student[k]!.flagged })?.kind;
  const flaggedIn = taken.filter((k) => caveat(k) === 'flagged');
  const reasons: AttentionReason[] = [];
  const notes: string[] = [];
  if (flaggedIn.length) {
    reasons.push('retest');
    notes.push(`建议重测（${flaggedIn.map((k) => ASSESSMENT_WORDS[k]).join('、')}）`);
  }
  if (student.hld && caveat('hld') === 'flat') {
    reasons.push('flat-hld');
    notes.push(attentionLabel['flat-hld']);
  }
  if (student.dyzn && caveat('dyzn') === 'flat') {
    reasons.push('flat-dyzn');
    notes.push(attentionLabel['flat-dyzn']);
  }
  if (student.mbti && caveat('mbti') === 'flat') notes.push('性格各维度两端接近');
  if (flaggedIn.length === 0 && pointsApart(student)) {
    reasons.push('apart');
    notes.push(attentionLabel.apart);
  }
  for (const k of taken) {
    const { attempts = 1, earlierClear } = student[k]!;
    if (attempts < 2) continue;
    const also = caveat(k) === 'flagged' && earlierClear ? '；较早的一次没有作答提示，可在学生的测评记录中查看' : '';
    notes.push(`${ASSESSMENT_WORDS[k]}做了${attempts}次，表中是最近一次${also}`);
  }
  const mark = (k: (typeof taken)[number], text: string) => (text && caveat(k) === 'flagged' ? `${text}${FLAGGED_CELL}` : text);
  const seconds = taken.reduce((sum, k) => sum + student[k]!.seconds, 0);
  return {
    studentId: student.studentId,
    studentNo: student.studentNo,
    name: student.name,
    hldCode: mark('hld', student.hld?.report.type ?? ''),
    hldNames: student.hld?.report.name ?? '',
    mbtiType: mark('mbti', student.mbti?.report.result ?? ''),
    topIntelligences: mark('dyzn', student.dyzn ? topIntelligencesText(student.dyzn.report) : ''),
    notes,
    reasons,
    minutes: taken.length ? Math.max(1, Math.round(seconds / 60)) : null,
    completedAt: taken.length ? Math.max(...taken.map((k) => student[k]!.at)) : null,
    resultIds: Object.fromEntries(taken.map((k) => [k, student[k]!.resultId])),
  };
}

export interface ClassReportSummary {
  students: number;
  completed: Record<AssessmentKey, number>;
  hld: {
    firstLetters: Record<HollandType, number>;
    codes: { code: string; count: number }[];
    /** Mean score per type, in R-I-A-S-E-C order, one decimal. */
    means: { type: HollandType; name: string; mean: number }[];
  };
  mbti: {
    types: { type: string; count: number }[];
    /** Per dimension: how many prefer each pole, how many are undecided, the mean difference of the percentages. */
    dimensions: { dimension: string; poles: [string, string]; counts: [number, number]; undecided: number; meanDifference: number }[];
  };
  dyzn: { profile: { key: IntelligenceKey; name: string; mean: number }[]; strongest: { name: string; count: number }[] };
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const mean = (values: number[]) => (values.length ? round1(values.reduce((a, b) => a + b, 0) / values.length) : 0);
const countBy = (values: string[]) =>
  [...values.reduce((m, v) => m.set(v, (m.get(v) ?? 0) + 1), new Map<string, number>())]
    .map(([k, count]) => ({ k, count }))
    .sort((a, b) => b.count - a.count || a.k.localeCompare(b.k));

/** The class's distributions; flagged sheets are left out of them (they are listed for a retest instead). */
export function summarize(students: StudentResults[]): ClassReportSummary {
  const hld = students.map((s) => s.hld).filter((r): r is TakenResult<HldReport> => Boolean(r && !r.flagged));
  const mbti = students.map((s) => s.mbti).filter((r): r is TakenResult<MbtiReport> => Boolean(r && !r.flagged));
  const dyzn = students.map((s) => s.dyzn).filter((r): r is TakenResult<DyznReport> => Boolean(r && !r.flagged));
  const firstLetters = Object.fromEntries(HOLLAND_ORDER.map((t) => [t, hld.filter((r) => r.report.type[0] === t).length])) as Record<HollandType, number>;
  const dimensions = MBTI_DIMENSION_ORDER.map((dimension) => {
    const scores = mbti.map((r) => r.report.dimensions.find((d) => d.dimension === dimension)).filter((d) => d !== undefined);
    const poles = (scores[0]?.poles ?? [dimension[0], dimension[1]]) as [string, string];
    return {
      dimension,
      poles,
      counts: [scores.filter((d) => d.preferred === poles[0]).length, scores.filter((d) => d.preferred === poles[1]).length] as [number, number],
      undecided: scores.filter((d) => d.undecided).length,
      meanDifference: mean(scores.map((d) => Number(d.difference))),
    };
  });
  const profileKeys = dyzn[0] ? dyzn[0].report.result_description.flatMap((l) => l.list).map((i) => ({ key: i.key as IntelligenceKey, name: i.name })) : [];
  const scoreOf = (report: DyznReport, key: string) => report.result_description.flatMap((l) => l.list).find((i) => i.key === key)?.score ?? 0;
  return {
    students: students.length,
    completed: { hld: students.filter((s) => s.hld).length, mbti: students.filter((s) => s.mbti).length, dyzn: students.filter((s) => s.dyzn).length },
    hld: {
      firstLetters,
      codes: countBy(hld.map((r) => r.report.type)).map(({ k, count }) => ({ code: k, count })),
      means: HOLLAND_ORDER.map((type) => ({ type, name: HOLLAND_NAMES[type], mean: mean(hld.map((r) => r.report.scorelist.find((s) => s.type === type)?.score ?? 0)) })),
    },
    mbti: { types: countBy(mbti.map((r) => r.report.result)).map(({ k, count }) => ({ type: k, count })), dimensions },
    dyzn: {
      profile: [...profileKeys]
        .sort((a, b) => a.key.localeCompare(b.key))
        .map(({ key, name }) => ({ key, name, mean: mean(dyzn.map((r) => scoreOf(r.report, key))) }))
        .sort((a, b) => b.mean - a.mean),
      strongest: countBy(dyzn.map((r) => topIntelligences(r.report, 1)[0]?.name ?? ''))
        .filter((x) => x.k)
        .map(({ k, count }) => ({ name: k, count })),
    },
  };
}
