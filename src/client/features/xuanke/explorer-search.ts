import { chinaDayOf } from '#shared/format/time';
import { SUBJECTS, combinationsOf, type Model } from '#shared/xuanke/requirement';
import type { RowOrder, SubjectRatings } from '#shared/xuanke/explore';
import { provinceModels } from '#content/xuanke/provinces';

/**
 * The explorer's place in its URL, so a link (a teacher's, a parent's) opens the same view:
 * `?province=广东&year=2029&combo=物理+化学+地理&order=suggested&rate=320100` (`rate`: one digit 0-3 per
 * subject, in the order of SUBJECTS). Anything the page cannot use is dropped with a message.
 */
export interface ExplorerSearch {
  province?: string;
  year?: number;
  combo?: string;
  order?: RowOrder;
  rate?: string;
}

const ORDERS: readonly RowOrder[] = ['suggested', 'programmes', 'liking'];

/** The gaokao year of a student starting 高一 this school year (China time): 高一 begins in September. */
export function defaultGaokaoYear(now: Date = new Date()): number {
  const [year, month] = chinaDayOf(now).split('-').map(Number);
  return (month >= 9 ? year : year - 1) + 3;
}

/** Years a student now in 高一, 高二 or 高三 (or about to start 高一) takes the gaokao. */
export function gaokaoYears(now: Date = new Date()): number[] {
  const first = defaultGaokaoYear(now) - 2;
  return [first, first + 1, first + 2, first + 3];
}

export interface ExplorerView {
  province: (typeof provinceModels)[number] | undefined;
  model: Model | undefined;
  year: number;
  combo: string | undefined;
  order: RowOrder;
  ratings: SubjectRatings;
  /** What in the link could not be used, in words. */
  problems: string[];
}

/**
 * What the page shows for a URL's search: every value checked here (the route passes the search as it
 * came), the unusable ones replaced by defaults and named.
 */
export function explorerView(raw: Readonly<Record<string, unknown>>, now: Date = new Date()): ExplorerView {
  const search: ExplorerSearch = {
    ...(raw.province !== undefined && { province: String(raw.province) }),
    ...(raw.year !== undefined && { year: Number(raw.year) }),
    ...(raw.combo !== undefined && { combo: String(raw.combo) }),
    ...(raw.order !== undefined && { order: String(raw.order) as RowOrder }),
    ...(raw.rate !== undefined && { rate: String(raw.rate) }),
  };
  const problems: string[] = [];
  const province = search.province === undefined ? undefined : provinceModels.find((p) => p.name === search.province);
  if (search.province !== undefined && !province) problems.push(`无法识别省份「${search.province}」，请重新选择`);
  const years = gaokaoYears(now);
  let year = defaultGaokaoYear(now);
  if (search.year !== undefined) {
    if (Number.isInteger(search.year) && years.includes(search.year)) year = search.year;
    else problems.push(`高考年份应为 ${years.join('、')} 之一，已改为 ${year}`);
  }
  const model = province?.model;
  let combo: string | undefined;
  if (search.combo !== undefined) {
    if (model && combinationsOf(model).some((c) => c.label === search.combo)) combo = search.combo;
    else problems.push(`「${search.combo}」不是${model ? `${model}模式下` : ''}可选的组合`);
  }
  let order: RowOrder = 'suggested';
  if (search.order !== undefined) {
    if (ORDERS.includes(search.order)) order = search.order;
    else problems.push('无法识别的排序方式，已按建议专业类排序');
  }
  const ratings: SubjectRatings = {};
  if (search.rate !== undefined) {
    if (/^[0-3]{6}$/.test(search.rate)) SUBJECTS.forEach((subject, i) => (ratings[subject] = Number(search.rate![i])));
    else problems.push('科目评分无法识别，已清空');
  }
  return { province, model, year, combo, order, ratings, problems };
}

/** `rate` for ratings. */
export const ratingsParam = (ratings: SubjectRatings) => SUBJECTS.map((subject) => ratings[subject] ?? 0).join('');
