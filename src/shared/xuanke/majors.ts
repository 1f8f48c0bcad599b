import type { Subject } from './requirement';
import { round } from './edition';
import { placeOf, tallyCategory, type CategoryStatus, type CategoryTally, type Confidence, type XuankeRow } from './tally';

/**
 * Per-专业 requirements from the full per-university rows (docs/XUANKE.md, "Per 专业"): the rows of one
 * 6-digit 专业 code (letter suffixes such as H ignored) are counted with the very rules of a 专业类
 * (`tallyCategory`: distribution, modal requirement, status, confidence), so the two tables cannot drift.
 * Only rows a 专业类 tallies count (not 试验班, 职业本科 or an unknown class); 4-digit codes (按类招生) and
 * codes of 5 or 7 digits belong to no 专业 and stay in their class only.
 */

/** The 6-digit 专业 code of a printed code (080202H → 080202), or null when it names no single 专业. */
export function specialtyCodeOf(majorCode: string): string | null {
  const base = majorCode.replace(/[A-Z]+$/, '');
  return /^\d{6}$/.test(base) ? base : null;
}

/** The name of each code's rows (letter suffixes ignored): the most frequent one, ties to the first seen. */
export function specialtyNamesOf(rows: readonly { majorCode: string; majorName: string }[]): Record<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const base = row.majorCode.replace(/[A-Z]+$/, '');
    const name = row.majorName.trim();
    if (!name) continue;
    const names = counts.get(base) ?? new Map<string, number>();
    names.set(name, (names.get(name) ?? 0) + 1);
    counts.set(base, names);
  }
  const out: Record<string, string> = {};
  for (const [base, names] of counts) {
    let best = '';
    let most = 0;
    for (const [name, count] of names)
      if (count > most) {
        best = name;
        most = count;
      }
    out[base] = best;
  }
  return out;
}

export interface MajorTally extends CategoryTally {
  /** The 专业类 (first 4 digits). */
  category: string;
}

/** Every 专业 with at least one tallied row, by code; `catalogue` is the 专业类 codes rows are counted in. */
export function tallyMajors(rows: readonly XuankeRow[], catalogue: readonly string[]): MajorTally[] {
  const known = new Set(catalogue);
  const byCode = new Map<string, XuankeRow[]>();
  for (const row of rows) {
    if (placeOf(row.majorCode, known).kind !== 'class') continue;
    const code = specialtyCodeOf(row.majorCode);
    if (!code) continue;
    const list = byCode.get(code);
    if (list) list.push(row);
    else byCode.set(code, [row]);
  }
  return [...byCode.keys()].sort().map((code) => ({ ...tallyCategory(code, byCode.get(code) ?? []), category: code.slice(0, 4) }));
}

/** One 专业 as the product shows it: its modal requirement with the evidence behind it. */
export interface XuankeMajor {
  code: string;
  name: string;
  category: string;
  status: CategoryStatus;
  confidence: Confidence;
  /** The modal requirement (canonical; empty = 不提科目要求). */
  subjects: Subject[];
  /** The runner-up of a `split` 专业. */
  alternative: Subject[] | null;
  n: number;
  /** The modal requirement's share, 2 decimals. */
  modalShare: number;
  distribution: [label: string, rows: number][];
}

export interface XuankeMajorTable {
  edition: string;
  majors: XuankeMajor[];
}

/** The per-专业 table of an edition; a code without a name in `names` is named by its code. */
export function buildMajorTable(edition: string, tallies: readonly MajorTally[], names: Readonly<Record<string, string>>): XuankeMajorTable {
  return {
    edition,
    majors: tallies.map((t) => ({
      code: t.code,
      name: names[t.code] ?? t.code,
      category: t.category,
      status: t.status,
      confidence: t.confidence,
      subjects: t.modal ?? [],
      alternative: t.alternative,
      n: t.n,
      modalShare: round(t.modalShare, 2),
      distribution: t.distribution,
    })),
  };
}
