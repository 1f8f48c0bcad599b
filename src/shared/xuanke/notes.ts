import { requirementLabel } from './requirement';
import { distributionOf, rowsByCategory, type CategoryTally, type EditionTally, type XuankeRow } from './tally';

/**
 * The `notes` of a 专业类 in words, generated from its rows as tally.mjs generates them: the distribution,
 * the specialties behind each non-modal requirement (at least 5 rows of it, at least 3 per specialty), and
 * the specialties with at least 3 rows whose own most frequent requirement differs from the class's.
 */

/** Names of the codes a note may cite: 6-digit specialty codes (as printed in the file). */
export type SpecialtyNames = Readonly<Record<string, string>>;

const baseOf = (majorCode: string) => majorCode.replace(/[A-Z]+$/, '');

/** Counts in first-seen order, most first; equal counts keep that order. */
function countByBase(rows: readonly XuankeRow[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(baseOf(row.majorCode), (counts.get(baseOf(row.majorCode)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/** The note of one observed class; undefined when every row has the modal requirement. Throws on a cited code without a name. */
export function categoryNotes(category: CategoryTally, className: string, rows: readonly XuankeRow[], names: SpecialtyNames): string | undefined {
  const { n, distribution, status } = category;
  if (!n) return undefined;
  const [modal, modalCount] = distribution[0];
  const nameOf = (code: string) => {
    if (code.length === 4) return `${code} ${className}（按类招生）`;
    const name = names[code];
    if (!name) throw new Error(`专业代码 ${code} 缺少名称`);
    return `${code} ${name}`;
  };
  const labelled = rows.map((row) => ({ row, label: requirementLabel(row.subjects) }));
  const item = ([label, count]: [string, number]) => {
    if (label === modal || count < 5) return `${label} ${count}条`;
    const top = countByBase(labelled.filter((x) => x.label === label).map((x) => x.row))
      .filter(([, k]) => k >= 3)
      .slice(0, 2);
    return `${label} ${count}条${top.length ? `（多见于 ${top.map(([base, k]) => `${nameOf(base)} ${k}`).join('、')}）` : ''}`;
  };
  const parts: string[] = [];
  if (n < 5) parts.push(`仅${n}条观测，样本太小`);
  if (status === 'split') {
    const rest = distribution.slice(2).map(item).join('、');
    parts.push(`分裂：${item(distribution[0])}、${item(distribution[1])}${rest ? `，其余${rest}` : ''}（共${n}条）`);
  } else if (status === 'mixed') {
    parts.push(`要求分散，无一种达到60%：${distribution.slice(0, 4).map(item).join('、')}${distribution.length > 4 ? '等' : ''}（共${n}条）`);
  } else if (modalCount < n) {
    const others = distribution.slice(1);
    parts.push(`${n}条中${modal} ${modalCount}条；其余${others.slice(0, 4).map(item).join('、')}${others.length > 4 ? '等' : ''}`);
  }
  const exceptions: { base: string; label: string; count: number; k: number }[] = [];
  const bySpecialty = new Map<string, XuankeRow[]>();
  for (const row of rows) {
    const base = baseOf(row.majorCode);
    if (base.length === 6) bySpecialty.set(base, [...(bySpecialty.get(base) ?? []), row]);
  }
  for (const [base, own] of bySpecialty) {
    if (own.length < 3) continue;
    const [label, count] = distributionOf(own)[0];
    if (label !== modal && count / own.length >= 0.5) exceptions.push({ base, label, count, k: own.length });
  }
  exceptions.sort((a, b) => b.k - a.k || (a.base < b.base ? -1 : 1));
  if (exceptions.length) {
    parts.push(
      '专业层面例外（该专业≥3条，且最常见要求不同于本类众数）：' +
        exceptions
          .slice(0, 8)
          .map((e) => `${nameOf(e.base)} ${e.label} ${e.count}/${e.k}`)
          .join('；'),
    );
  }
  return parts.length ? parts.join('。') + '。' : undefined;
}

/**
 * The notes of every observed class of an edition, by code. A class without rows keeps the note it is
 * given in `fallback` (a fact of the catalogue, such as 「样本中未观测到」).
 */
export function editionNotes(
  rows: readonly XuankeRow[],
  tally: EditionTally,
  catalogue: readonly { code: string; name: string }[],
  names: SpecialtyNames,
  fallback: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const byClass = rowsByCategory(
    rows,
    catalogue.map((entry) => entry.code),
  );
  const out: Record<string, string> = {};
  for (const entry of catalogue) {
    const category = tally.categories.find((c) => c.code === entry.code);
    const note = category && category.n ? categoryNotes(category, entry.name, byClass.get(entry.code) ?? [], names) : fallback[entry.code];
    if (note) out[entry.code] = note;
  }
  return out;
}
