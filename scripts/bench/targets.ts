/**
 * Issue 29's targets for the front end, judged on the bench's own figures: Lighthouse mobile (median run),
 * CLS 0 everywhere, the report's TBT, and the JavaScript each page loads against the React floor.
 */
import type { LighthouseRow } from './lighthouse';
import type { LoadedJsRow } from './loaded-js';

const PERFORMANCE_TARGET: Record<string, number> = { home: 97, 'assessment list': 97, 'test page (mbti)': 95, 'report page (mbti)': 92 };
const REPORT_TBT_MS = 150;

export interface Verdict {
  what: string;
  target: string;
  measured: string;
  met: boolean;
}

export function lighthouseVerdicts(rows: LighthouseRow[]): Verdict[] {
  return rows.flatMap((r) => {
    const verdicts: Verdict[] = [];
    const target = PERFORMANCE_TARGET[r.page];
    if (target !== undefined) verdicts.push({ what: `${r.page}: Lighthouse performance`, target: `≥ ${target}`, measured: String(r.performance), met: r.performance >= target });
    verdicts.push({ what: `${r.page}: CLS`, target: '0', measured: r.cls.toFixed(3), met: r.cls === 0 });
    if (r.page.startsWith('report')) verdicts.push({ what: `${r.page}: TBT`, target: `≤ ${REPORT_TBT_MS} ms`, measured: `${Math.round(r.tbt)} ms`, met: r.tbt <= REPORT_TBT_MS });
    return verdicts;
  });
}

export function loadedJsVerdicts(rows: LoadedJsRow[], floorKb: number): Verdict[] {
  return rows.flatMap((r) => {
    if (r.budgetKb === undefined) return [];
    const before = r.kb - r.chartsKb;
    const verdicts: Verdict[] = [
      {
        what: `${r.page}: JavaScript loaded${r.chartsKb ? ' before the charts' : ''}`,
        target: `≤ ${r.budgetKb.toFixed(1)} KB (floor ${floorKb.toFixed(1)} + ${(r.budgetKb - floorKb).toFixed(0)})`,
        measured: `${before.toFixed(1)} KB (own code ${(before - floorKb).toFixed(1)})`,
        met: before <= r.budgetKb,
      },
    ];
    if (r.page.startsWith('report')) {
      const after = r.chartsAfterTextMs;
      verdicts.push({
        what: `${r.page}: charts requested after the text painted`,
        target: '≥ 0 ms after',
        measured: after === null ? 'no charts or no title paint seen' : `${Math.round(after)} ms after (${r.chartsKb.toFixed(1)} KB)`,
        met: after !== null && after >= 0,
      });
    }
    return verdicts;
  });
}
