import type { CellValue } from 'exceljs';

/** A date cell as the roster wants it: 出生年月 is a month. Excel keeps dates as UTC midnights. */
const yearMonth = (date: Date) => `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;

/** A number as a person typed it: 学号 20230101 stays 20230101 (never 2.0230101e7 nor 20230101.0000001). */
function numberText(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(15)));
}

/**
 * The text of one spreadsheet cell, whatever exceljs holds there: text, a number, a date, rich
 * text, a hyperlink, a formula (its last result) or an error (empty).
 */
export function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : yearMonth(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('error' in value) return '';
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result as CellValue | undefined);
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text as CellValue);
  return '';
}
