/**
 * Grades as numbers 1-12 (小学一年级 … 高三), the names schools write them with, and the school year.
 * One implementation for the roster import's preview (client) and its checks (server).
 */

import { chinaDayOf } from '../format/time';

export const MIN_GRADE = 1;
export const MAX_GRADE = 12;

const DIGITS: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };
const STAGE_NAMES = ['初一', '初二', '初三', '高一', '高二', '高三'];

/** 7 → 初一, 10 → 高一, 3 → 三年级. */
export function gradeName(grade: number): string {
  if (grade >= 7 && grade <= 12) return STAGE_NAMES[grade - 7];
  const digit = Object.keys(DIGITS).find((key) => DIGITS[key] === grade);
  return digit ? `${digit}年级` : `${grade}年级`;
}

/** 初一 / 初1 / 七年级 / 7年级 / 7 → 7; 高一 / 高1 / 十年级 / 10 → 10; 一年级 … 六年级 → 1-6. Null when unreadable. */
export function parseGrade(raw: string): number | null {
  const text = raw.replace(/\s+/g, '').replace(/[（(].*?[)）]/g, '');
  if (!text) return null;
  const number = (part: string): number | null => {
    if (/^\d{1,2}$/.test(part)) return Number(part);
    if (part === '十一') return 11;
    if (part === '十二') return 12;
    return DIGITS[part] ?? null;
  };
  const stage = /^(初|高)(中)?([一二三123])(年级)?$/.exec(text);
  if (stage) return (stage[1] === '初' ? 6 : 9) + (number(stage[3]) ?? 0);
  const plain = /^([0-9]{1,2}|[一二三四五六七八九十]|十一|十二)(年级)?$/.exec(text);
  if (!plain) return null;
  const grade = number(plain[1]);
  return grade !== null && grade >= MIN_GRADE && grade <= MAX_GRADE ? grade : null;
}

/** A class's name as schools write it: 3 / 3班 / （3）班 / 三班 → 3班; other names (实验班) stay as they are. */
export function normalizeClassName(raw: string): string {
  const text = raw.replace(/\s+/g, '').replace(/[（(]([^)）]+)[)）]/, '$1');
  const numbered = /^(\d{1,2}|[一二三四五六七八九十]|十[一二三四五六七八九])班?$/.exec(text);
  if (!numbered) return text;
  const part = numbered[1];
  const value = /^\d+$/.test(part) ? Number(part) : part.length === 1 ? DIGITS[part] : 10 + (DIGITS[part[1]] ?? 0);
  return `${value}班`;
}

/** The school year a date falls in, named by the year it starts (September): 2026-11 → 2026, 2027-03 → 2026. */
export function schoolYearOf(date: Date): number {
  const [year, month] = chinaDayOf(date).split('-').map(Number);
  return month >= 8 ? year : year - 1;
}

/** 2026 → 2026-2027学年. */
export const schoolYearName = (year: number) => `${year}-${year + 1}学年`;

/** 初一 3班. */
export const classLabel = (grade: number, name: string) => `${gradeName(grade)} ${name}`;
