/**
 * `npm run reliability`: how the items behave on the answers students have stored, so the items can
 * be improved once real students use them (ASSESSMENTS.md: target 0.7 or more per scale on real data;
 * issue "Trustworthy results", point 7). Per assessment and instrument version:
 *
 * - which stored results count: each student's first attempt of an assessment only, flagged sheets and
 *   answers that do not fit their version's items left out (src/content/assessments/attempts.ts);
 * - per scale alpha (KR-20 for mbti), and per item endorsement, corrected item-total r and alpha if
 *   deleted, items with r < .20 or whose removal raises alpha marked (item-analysis.ts);
 * - retest agreement of students' next attempt on the same version: same summary, test-retest r per scale;
 * - the distribution of first attempts' results (mbti type, hld code, dyzn top level).
 *
 * `npm run reliability -- --write` regenerates the `measuredReliability` constant of
 * src/content/assessments/measured-reliability.ts for every assessment whose current version has at
 * least MIN_RESPONDENTS_TO_PUBLISH counted first attempts (the report's "关于本测评" panel reads it).
 *
 * Opens the database as the server does: DATABASE_URL when set, else PGlite in DATA_DIR (default ./data).
 * A PGlite directory belongs to one process, so stop the server first.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { intelligenceContent } from '#content/dyzn/intelligences';
import { hollandTypeContent } from '#content/hld/types';
import { mbtiPoleContent } from '#content/mbti/dimensions';
import { type AttemptSelection, type AttemptStatus, type StoredAttempt, resultDistribution, retestAgreement, selectFirstAttempts } from './psychometrics/attempts';
import { itemStatistics } from './psychometrics/item-analysis';
import { MIN_RESPONDENTS_TO_PUBLISH, type MeasuredReliability } from '#content/assessments/measured-reliability';
import { ASSESSMENT_KEYS, buildReport, checkSubmission, instrumentVersion, instrumentVersions } from '#content/assessments/registry';
import { type Instrument, maxItemValue, reliabilityReport, scaleMatrices, scaleScores } from './psychometrics/reliability';
import { type Database, openPglite, openPostgres } from '#server/db/client';
import { acquireDataDirLock } from '#server/db/lock';
import { assessmentResults } from '#server/db/schema';
import type { RawAnswer } from '#shared/assessments/answers';
import { MBTI_DIMENSIONS } from '#shared/assessments/mbti';
import { summarizeReport } from '#shared/assessments/summary';
import { chinaDayOf } from '#shared/format/time';
import { shownIds } from '#shared/assessments/shown-order';
import type { AssessmentKey, HollandType, IntelligenceKey, MbtiDimension } from '#shared/assessments/types';

const TARGET = 0.7;
const FEW_RESPONDENTS = 30;
const TOP_RESULTS = 20;
export const MEASURED_RELIABILITY_PATH = resolve(import.meta.dirname, '../src/content/assessments/measured-reliability.ts');

/** The Chinese name of a scale: 现实型, 语言智能, 外向—内向. */
export function scaleName(key: AssessmentKey, scale: string): string {
  if (key === 'dyzn') return intelligenceContent[scale as IntelligenceKey].name;
  if (key === 'hld') return hollandTypeContent[scale as HollandType].name;
  const poles = MBTI_DIMENSIONS.find((d) => d.key === (scale as MbtiDimension))!.poles;
  return `${mbtiPoleContent[poles[0]].label}—${mbtiPoleContent[poles[1]].label}`;
}

const SUMMARY_NAME: Record<AssessmentKey, string> = { mbti: 'type', hld: 'code', dyzn: 'top level' };

const fixed = (x: number, digits = 3) => (Number.isNaN(x) ? 'n/a' : x.toFixed(digits));
const percent = (x: number) => (Number.isNaN(x) ? 'n/a' : `${(100 * x).toFixed(1)}%`);

/** Plain text table; CJK characters take two columns in a terminal. */
function table(rows: string[][], indent = ''): string[] {
  const width = (s: string) => [...s].reduce((w, ch) => w + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 2 : 1), 0);
  const widths = rows[0].map((_, j) => Math.max(...rows.map((r) => width(r[j]))));
  return rows.map(
    (row) =>
      indent +
      row
        .map((cell, j) => cell + ' '.repeat(widths[j] - width(cell)))
        .join('  ')
        .trimEnd(),
  );
}

/** A question's text, shortened, to find it in the question file. */
function shortText(text: string): string {
  return [...text].length > 18 ? `${[...text].slice(0, 17).join('')}…` : text;
}

const itemText = (instrument: Instrument, id: number) => shortText(instrument.items.find((i) => i.id === id)!.name);

type Attempt = StoredAttempt & { key: AssessmentKey };

interface Group {
  key: AssessmentKey;
  instrument: Instrument;
  current: boolean;
  classified: { attempt: Attempt; status: AttemptStatus }[];
  retests: { first: Attempt; second: Attempt }[];
}

async function readAttempts(database: Database): Promise<{ attempts: Attempt[]; unknown: Map<string, number> }> {
  const rows = await database.db
    .select({
      id: assessmentResults.id,
      userId: assessmentResults.userId,
      assessment: assessmentResults.assessment,
      version: assessmentResults.instrumentVersion,
      answers: assessmentResults.answers,
      quality: assessmentResults.quality,
      createdAt: assessmentResults.createdAt,
    })
    .from(assessmentResults);
  const attempts: Attempt[] = [];
  const unknown = new Map<string, number>();
  for (const row of rows) {
    const key = ASSESSMENT_KEYS.find((k) => k === row.assessment);
    const known = key && (instrumentVersions[key] as readonly Instrument[]).some((i) => i.version === row.version);
    if (!key || !known) {
      const label = `${row.assessment} ${row.version}`;
      unknown.set(label, (unknown.get(label) ?? 0) + 1);
      continue;
    }
    const answers = typeof row.answers === 'string' ? JSON.parse(row.answers) : row.answers;
    const checked = Array.isArray(answers) ? checkSubmission(key, answers as RawAnswer[], row.version) : null;
    const quality = (typeof row.quality === 'string' ? JSON.parse(row.quality) : row.quality) as { flagged?: boolean } | null;
    attempts.push({
      id: row.id,
      userId: row.userId,
      assessment: key,
      key,
      version: row.version,
      createdAt: new Date(row.createdAt),
      flagged: quality?.flagged === true,
      values: checked?.ok ? checked.values : null,
    });
  }
  return { attempts, unknown };
}

/** Attempts by assessment and version, assessments in ASSESSMENT_KEYS order, versions newest first. */
function groupAttempts({ classified, retests }: AttemptSelection<Attempt>): Group[] {
  const groups: Group[] = [];
  for (const key of ASSESSMENT_KEYS) {
    for (const instrument of instrumentVersions[key] as readonly Instrument[]) {
      const inGroup = (a: Attempt) => a.key === key && a.version === instrument.version;
      const own = classified.filter((c) => inGroup(c.attempt));
      if (own.length) groups.push({ key, instrument, current: instrument.version === instrumentVersion(key), classified: own, retests: retests.filter((r) => inGroup(r.first)) });
    }
  }
  return groups;
}

function describeGroup(group: Group): { lines: string[]; respondents: number; scales: { scale: string; coefficient: number }[] } {
  const { key, instrument } = group;
  const count = (status: AttemptStatus) => group.classified.filter((c) => c.status === status).length;
  const usable = group.classified.filter((c) => c.status === 'first').map((c) => c.attempt);
  const rows = usable.map((a) => a.values!);
  const lines = [
    '',
    `== ${key} ${instrument.version}${group.current ? ' (current)' : ' (older version)'}: ${group.classified.length} stored, ${usable.length} first attempts counted; excluded: ${count('not-first')} not first, ${count('flagged')} flagged, ${count('unfit')} answers do not fit`,
  ];
  if (usable.length === 0) return { lines: [...lines, 'nothing to analyse'], respondents: 0, scales: [] };

  const reliability = reliabilityReport(instrument, rows);
  lines.push(
    ...table([
      ['scale', 'name', 'respondents', 'items', 'coefficient', 'method', ''],
      ...reliability.map((r) => [
        r.scale,
        scaleName(key, r.scale),
        String(r.respondents),
        String(r.items),
        fixed(r.coefficient),
        r.method,
        Number.isNaN(r.coefficient) ? 'not computable' : r.coefficient < TARGET ? `<< below ${TARGET}` : '',
      ]),
    ]),
  );
  if (usable.length < FEW_RESPONDENTS) lines.push(`Note: fewer than ${FEW_RESPONDENTS} respondents; these coefficients are not stable yet.`);

  // Items: position on screen, id, endorsement, corrected item-total r, alpha if deleted, marks.
  const position = new Map(shownIds(instrument).map((id, i) => [id, i + 1]));
  const maxValue = maxItemValue(instrument);
  lines.push(
    '',
    `items (endorsement = ${key === 'mbti' ? 'share toward the first pole' : `mean / ${maxValue}`}; r = corrected item-total r; marked: r < .20 or alpha rises without the item)`,
  );
  for (const { scale, itemIds, matrix } of scaleMatrices(instrument, rows)) {
    const { alpha, items } = itemStatistics(matrix, maxValue);
    lines.push(`  ${scale} ${scaleName(key, scale)}: ${key === 'mbti' ? 'KR-20' : 'alpha'} ${fixed(alpha)}, ${matrix.length} respondents`);
    lines.push(
      ...table(
        [
          ['item', 'endorse', 'r', 'alpha-if-del', 'mark', 'text'],
          ...items.map((s) => {
            const id = itemIds[s.index];
            const mark = s.marks.map((m) => (m === 'low-r' ? 'r<.20' : 'alpha rises')).join(', ');
            return [`#${position.get(id)} id ${id}`, fixed(s.endorsement, 2), fixed(s.correctedR, 2), fixed(s.alphaIfDeleted), mark ? `<< ${mark}` : '', itemText(instrument, id)];
          }),
        ],
        '    ',
      ),
    );
  }

  // Validity items: how often sheets the check did not flag missed each one (the readers' slip rate the
  // check assumes, docs/RESPONSE-QUALITY.md).
  const checks = instrument.checks ?? [];
  if (checks.length) {
    lines.push('', `validity items (missed = not answered as asked, among the ${rows.length} counted sheets; the check assumes readers miss about 1.5 %)`);
    const asAsked = (accepted: readonly number[] | 'a' | 'b', value: unknown) => (typeof accepted === 'string' ? value === accepted : accepted.includes(value as number));
    const missedBy = (check: (typeof checks)[number]) => rows.filter((v) => !asAsked(check.accepted, v.get(check.id))).length;
    lines.push(
      ...table(
        [
          ['item', 'missed', 'text'],
          ...checks.map((c) => [`#${position.get(c.id)} id ${c.id}`, `${missedBy(c)} (${fixed((100 * missedBy(c)) / rows.length, 1)} %)`, shortText(c.name)]),
        ],
        '    ',
      ),
    );
  }

  // Retest: the next attempt on the same version after a counted first attempt.
  const sheet = (a: Attempt) => ({
    createdAt: a.createdAt,
    summary: summarizeReport(key, buildReport(key, a.values!, instrument.version)),
    scores: scaleScores(instrument, a.values!),
  });
  const agreement = retestAgreement(
    group.retests.map((r) => ({ first: sheet(r.first), second: sheet(r.second) })),
    reliability.map((r) => r.scale),
  );
  lines.push('');
  if (agreement.pairs === 0) lines.push('retest: no student has a second attempt on this version yet');
  else {
    lines.push(
      `retest: ${agreement.pairs} student(s) with a second attempt, median ${fixed(agreement.medianDays, 1)} days apart; same ${SUMMARY_NAME[key]} ${agreement.sameSummary}/${agreement.pairs} (${percent(agreement.share)})`,
      `retest r per scale: ${agreement.correlations.map((c) => `${c.scale} ${fixed(c.r, 2)}`).join(', ')}${agreement.pairs < FEW_RESPONDENTS ? ` (only ${agreement.pairs} pairs: not stable yet)` : ''}`,
    );
  }

  // Distribution of first attempts' results.
  const distribution = resultDistribution(
    usable.map((a) => summarizeReport(key, buildReport(key, a.values!, instrument.version))),
    TOP_RESULTS,
  );
  lines.push(
    '',
    `results of the ${distribution.total} first attempts (${SUMMARY_NAME[key]}; ${distribution.distinct} distinct${distribution.distinct > TOP_RESULTS ? `, top ${TOP_RESULTS}` : ''}):`,
  );
  lines.push(...table([['result', 'count', 'share'], ...distribution.rows.map((r) => [r.summary || '(none)', String(r.count), percent(r.share)])], '  '));
  return { lines, respondents: usable.length, scales: reliability.map((r) => ({ scale: r.scale, coefficient: r.coefficient })) };
}

/** `source` (measured-reliability.ts) with its `measuredReliability` constant replaced; the rest is kept. */
export function withMeasuredReliability(source: string, entries: Partial<Record<AssessmentKey, MeasuredReliability>>): string {
  const start = source.indexOf('export const measuredReliability');
  if (start < 0) throw new Error('measured-reliability.ts has no `export const measuredReliability`');
  const body = Object.entries(entries).map(([key, m]) =>
    [
      `  ${key}: {`,
      `    version: '${m.version}',`,
      `    respondents: ${m.respondents},`,
      `    measuredAt: '${m.measuredAt}',`,
      '    scales: [',
      ...m.scales.map((s) => `      { scale: '${s.scale}', name: '${s.name}', coefficient: ${s.coefficient} },`),
      '    ],',
      '  },',
    ].join('\n'),
  );
  const constant = body.length ? `{\n${body.join('\n')}\n}` : '{}';
  return `${source.slice(0, start)}export const measuredReliability: Partial<Record<AssessmentKey, MeasuredReliability>> = ${constant};\n`;
}

export interface ReliabilityOptions {
  /** Regenerate measured-reliability.ts (at `outputPath`) for the assessments with enough data. */
  write?: boolean;
  outputPath?: string;
  /** The measuredAt date; default today (China time). */
  today?: Date;
  minRespondents?: number;
}

/** The whole analysis as text; with `write`, also the file it wrote (if any). */
export async function reliabilityText(database: Database, options: ReliabilityOptions = {}): Promise<{ text: string; wrote: AssessmentKey[] }> {
  const { attempts, unknown } = await readAttempts(database);
  if (attempts.length === 0 && unknown.size === 0) return { text: `no results stored yet${options.write ? '\n--write: nothing written.' : ''}`, wrote: [] };
  const lines: string[] = [];
  const selection = selectFirstAttempts(attempts);
  const excluded = (status: AttemptStatus) => selection.classified.filter((c) => c.status === status).length;
  lines.push(
    `${attempts.length + [...unknown.values()].reduce((a, b) => a + b, 0)} stored result(s); counted: each student's first attempt per assessment, not flagged, answers fitting its version.`,
    `excluded overall: ${excluded('not-first')} not first, ${excluded('flagged')} flagged by the response-quality check, ${excluded('unfit')} answers do not fit their version's items`,
  );
  for (const [label, n] of unknown) lines.push(`${label}: ${n} result(s) skipped (no such assessment or instrument version in the code)`);

  const published: Partial<Record<AssessmentKey, MeasuredReliability>> = {};
  const minRespondents = options.minRespondents ?? MIN_RESPONDENTS_TO_PUBLISH;
  const measuredAt = chinaDayOf(options.today ?? new Date());
  const currentCounts: string[] = [];
  const groups = groupAttempts(selection);
  for (const key of ASSESSMENT_KEYS) {
    const own = groups.filter((g) => g.key === key);
    if (own.length === 0) lines.push('', `== ${key}: no results stored`);
    for (const group of own) {
      const described = describeGroup(group);
      lines.push(...described.lines);
      if (!group.current) continue;
      currentCounts.push(`${key} ${group.instrument.version}: ${described.respondents}`);
      if (described.respondents >= minRespondents && described.scales.every((s) => Number.isFinite(s.coefficient))) {
        published[key] = {
          version: group.instrument.version,
          respondents: described.respondents,
          measuredAt,
          scales: described.scales.map((s) => ({ scale: s.scale, name: scaleName(key, s.scale), coefficient: Number(s.coefficient.toFixed(3)) })),
        };
      }
    }
  }

  const wrote = Object.keys(published) as AssessmentKey[];
  if (options.write) {
    lines.push('');
    const path = options.outputPath ?? MEASURED_RELIABILITY_PATH;
    if (wrote.length === 0) {
      lines.push(
        `--write: nothing written. A current version needs at least ${minRespondents} counted first attempts to publish (${currentCounts.join(', ') || 'none stored'}); ${path} is unchanged.`,
      );
    } else {
      writeFileSync(path, withMeasuredReliability(readFileSync(path, 'utf8'), published));
      lines.push(`--write: wrote ${path}:`);
      for (const key of wrote) {
        const m = published[key]!;
        lines.push(`  ${key} ${m.version}: ${m.respondents} respondents, measured ${m.measuredAt}: ${m.scales.map((s) => `${s.scale} ${s.coefficient.toFixed(3)}`).join(', ')}`);
      }
      const left = ASSESSMENT_KEYS.filter((k) => !published[k]);
      if (left.length) lines.push(`  left out (fewer than ${minRespondents} counted first attempts on the current version, or a scale not computable): ${left.join(', ')}`);
    }
  }
  return { text: lines.join('\n'), wrote: options.write ? wrote : [] };
}

async function openDatabase(): Promise<{ database: Database; release: () => void } | null> {
  if (process.env.DATABASE_URL) return { database: await openPostgres(process.env.DATABASE_URL, { max: 1 }), release: () => {} };
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  // No database yet: say so rather than create an empty one.
  if (!existsSync(resolve(dataDir, 'pglite'))) return null;
  let release: () => void;
  try {
    release = acquireDataDirLock(dataDir); // refuses while a live server holds server.lock
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!/in use by process/.test(message)) throw error;
    console.error(`${message}\nA running server holds the database: stop it (npm start / npm run dev) first, then run this script again.`);
    process.exit(1);
  }
  try {
    return { database: await openPglite(resolve(dataDir, 'pglite')), release };
  } catch (error) {
    release();
    throw error;
  }
}

async function main() {
  const opened = await openDatabase();
  if (!opened) {
    console.log(`no results stored yet${process.argv.includes('--write') ? '\n--write: nothing written.' : ''}`);
    return;
  }
  const { database, release } = opened;
  try {
    console.log((await reliabilityText(database, { write: process.argv.includes('--write') })).text);
  } finally {
    await database.close();
    release();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
