import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { cellText } from './cell-text';
import { decodeCsvBytes } from './decode-text';
import { readCsv } from './read-csv';
import { fileKind, readRosterFile } from './read-roster-file';
import { readXlsx } from './read-xlsx';
import { csvTemplate, SAMPLE_ROW, xlsxTemplate } from './template';
import { rowsFromTable } from '#shared/school/roster';

const arrayBuffer = (bytes: Uint8Array) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
const asFile = (name: string, bytes: Uint8Array) => ({ name, size: bytes.byteLength, arrayBuffer: async () => arrayBuffer(bytes) });

/** A school's own export, the way Excel keeps it: a date cell, a numeric 学号, rich text, a formula, a blank row. */
async function schoolWorkbook(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('说明').state = 'hidden';
  const sheet = workbook.addWorksheet('初一名单');
  sheet.addRow(['学生姓名', '学号', '性别', '年级', '班级', '出生日期']);
  sheet.addRow(['张三', 2023001, '男', '初一', 3, new Date(Date.UTC(2013, 4, 17))]);
  sheet.addRow([{ richText: [{ text: '李' }, { text: '小红', font: { bold: true } }] }, '2023002', '女', '七年级', '（3）班', '2012/11']);
  sheet.addRow([]);
  sheet.addRow(['王五', { formula: '2023000+3', result: 2023003 }, '', '初一', '3班', null]);
  sheet.addRow([]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** 姓名,学号,性别,年级,班级,出生年月 and two students, saved by Excel as「CSV（逗号分隔）」: GBK bytes. */
const GBK_CSV = Uint8Array.from(
  Buffer.from(
    'd0d5c3fb2cd1a7bac52cd0d4b1f02cc4eabcb62cb0e0bcb62cb3f6c9fac4ead4c20d0ad5c5c8fd2c323032333030312cc4d02cb3f5d2bb2c33b0e02c323031332d30350d0ac0eed0a1baec2c323032333030322cc5ae2cb3f5d2bb2ca3a833a3a9b0e02c323031322f31310d0a',
    'hex',
  ),
);

describe('cellText', () => {
  it('reads numbers as typed, dates as a month and every other kind of cell as its text', () => {
    expect(cellText(2023001)).toBe('2023001');
    expect(cellText(20230010001)).toBe('20230010001');
    expect(cellText(0.1 + 0.2)).toBe('0.3');
    expect(cellText(new Date(Date.UTC(2013, 0, 31)))).toBe('2013-01');
    expect(cellText({ richText: [{ text: '张' }, { text: '三' }] })).toBe('张三');
    expect(cellText({ text: '李四', hyperlink: 'mailto:x@example.com' })).toBe('李四');
    expect(cellText({ formula: 'A1', result: 7 })).toBe('7');
    expect(cellText({ error: '#N/A' })).toBe('');
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
  });
});

describe('readXlsx', () => {
  it('reads the first visible sheet of a real workbook into roster rows, lines as in Excel', async () => {
    const table = await readXlsx(arrayBuffer(await schoolWorkbook()));
    const { rows, fileProblems } = rowsFromTable(table);
    expect(fileProblems).toEqual([]);
    expect(rows).toEqual([
      { line: 2, name: '张三', studentNo: '2023001', gender: '男', grade: '初一', className: '3', birthMonth: '2013-05' },
      { line: 3, name: '李小红', studentNo: '2023002', gender: '女', grade: '七年级', className: '（3）班', birthMonth: '2012/11' },
      { line: 5, name: '王五', studentNo: '2023003', gender: '', grade: '初一', className: '3班', birthMonth: '' },
    ]);
  });
});

describe('CSV files', () => {
  it('decodes UTF-8 (with or without a byte-order mark) and falls back to GBK', () => {
    expect(decodeCsvBytes(new TextEncoder().encode('\uFEFF姓名,学号'))).toBe('姓名,学号');
    expect(decodeCsvBytes(new TextEncoder().encode('姓名,学号'))).toBe('姓名,学号');
    expect(decodeCsvBytes(GBK_CSV).split('\r\n')[0]).toBe('姓名,学号,性别,年级,班级,出生年月');
  });

  it('reads a GBK CSV saved by Excel into roster rows', async () => {
    const result = await readRosterFile(asFile('初一名单.csv', GBK_CSV));
    expect(result).toEqual({
      fileProblems: [],
      rows: [
        { line: 2, name: '张三', studentNo: '2023001', gender: '男', grade: '初一', className: '3班', birthMonth: '2013-05' },
        { line: 3, name: '李小红', studentNo: '2023002', gender: '女', grade: '初一', className: '（3）班', birthMonth: '2012/11' },
      ],
    });
  });

  it('keeps quoted commas and line breaks inside a cell', async () => {
    const table = await readCsv(arrayBuffer(new TextEncoder().encode('姓名,备注\r\n"张三","住校, 周五回家\n走读"\r\n')));
    expect(table).toEqual([
      ['姓名', '备注'],
      ['张三', '住校, 周五回家\n走读'],
    ]);
  });
});

describe('readRosterFile', () => {
  it('names the files it cannot read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(fileKind('名单.XLSX')).toBe('xlsx');
    expect((await readRosterFile(asFile('名单.xls', Uint8Array.of(1)))).fileProblems[0]).toMatch(/另存为/);
    expect((await readRosterFile(asFile('名单.pdf', Uint8Array.of(1)))).fileProblems[0]).toMatch(/xlsx.*CSV/);
    expect((await readRosterFile(asFile('名单.csv', new Uint8Array(0)))).fileProblems).toEqual(['文件是空的']);
    expect((await readRosterFile(asFile('名单.xlsx', new TextEncoder().encode('不是表格')))).fileProblems[0]).toMatch(/无法读取/);
    expect((await readRosterFile(asFile('名单.csv', new TextEncoder().encode('名字,班级\n张三,3班\n')))).fileProblems[0]).toMatch(/缺少列：学号、年级/);
  });
});

describe('the templates', () => {
  const sample = {
    line: 2,
    name: SAMPLE_ROW.姓名,
    studentNo: SAMPLE_ROW.学号,
    gender: SAMPLE_ROW.性别,
    grade: SAMPLE_ROW.年级,
    className: SAMPLE_ROW.班级,
    birthMonth: SAMPLE_ROW.出生年月,
  };

  it('read back as the sample row, from Excel and from CSV', async () => {
    expect(rowsFromTable(await readXlsx(arrayBuffer(await xlsxTemplate()))).rows).toEqual([sample]);
    expect(rowsFromTable(await readCsv(arrayBuffer(new TextEncoder().encode(csvTemplate())))).rows).toEqual([sample]);
  });

  it('are filled in below the sample row, which reading skips', async () => {
    const alone = await readRosterFile(asFile('模板.xlsx', await xlsxTemplate()));
    expect(alone).toEqual({ rows: [], fileProblems: [expect.stringMatching(/只有模板中的示例行/)] });
    const filled = new TextEncoder().encode(`${csvTemplate()}李四,2026070302,女,初一,3班,2013-08\r\n`);
    expect(await readRosterFile(asFile('名单.csv', filled))).toEqual({
      rows: [{ line: 3, name: '李四', studentNo: '2026070302', gender: '女', grade: '初一', className: '3班', birthMonth: '2013-08' }],
      fileProblems: [],
    });
  });

  it('give the Excel columns widths and keep 学号 and 出生年月 as text', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(arrayBuffer(await xlsxTemplate()));
    const sheet = workbook.worksheets[0];
    expect(sheet.columns.map((column) => column.width)).toEqual([14, 18, 8, 10, 10, 14]);
    expect(sheet.getCell('B2').numFmt).toBe('@');
    expect(sheet.getCell('A1').note).toBeTruthy();
  });
});
