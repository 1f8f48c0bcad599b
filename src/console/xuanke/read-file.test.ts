import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { readOfficialFile } from './read-file';

/** A chosen file as the browser gives it. */
const fileOf = (name: string, bytes: Uint8Array) => ({ name, size: bytes.byteLength, arrayBuffer: async () => bytes.slice().buffer });
const utf8 = (text: string) => new TextEncoder().encode(text);

const CSV = '院校代码,院校名称,专业代码,专业名称,选考科目要求\r\n10001,北京大学,080901,计算机科学与技术,"物理,化学(2门科目考生均须选考方可报考)"\r\n';
/** The same file as Excel saves「CSV（逗号分隔）」 on a Chinese Windows: GBK. */
const GBK = Uint8Array.from(
  'd4bad0a3b4fac2eb2cd4bad0a3c3fbb3c62cd7a8d2b5b4fac2eb2cd7a8d2b5c3fbb3c62cd1a1bfbcbfc6c4bfd2aac7f30d0a31303030312cb1b1bea9b4f3d1a72c3038303930312cbcc6cbe3bbfabfc6d1a7d3ebbcbccaf52c22ceefc0ed2cbbafd1a72832c3c5bfc6c4bfbfbcc9fabef9d0ebd1a1bfbcb7bdbfc9b1a8bfbc29220d0a'
    .match(/../g)!
    .map((byte) => parseInt(byte, 16)),
);

describe('reading the official file in the console', () => {
  it('reads CSV in UTF-8 (with a byte-order mark) and in GBK alike', async () => {
    for (const bytes of [utf8(CSV), utf8(`\uFEFF${CSV}`), GBK]) {
      const read = await readOfficialFile(fileOf('要求.csv', bytes));
      expect(read.ok && read.rows.map((r) => [r.line, r.schoolName, r.majorCode, r.subjects])).toEqual([[2, '北京大学', '080901', ['物理', '化学']]]);
    }
  });

  it('reads an .xlsx, a code typed as a number included, keeping Excel’s row numbers', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('要求');
    sheet.addRow(['2028年选考科目要求']);
    sheet.addRow([]);
    sheet.addRow(['院校代码', '院校名称', '院校所在地', '专业代码', '专业名称', '选考科目要求']);
    sheet.addRow([10001, '北京大学', '北京', '080901', '计算机科学与技术', '不提科目要求']);
    sheet.addRow([10001, '北京大学', '北京', 80902, '软件工程', '物理(1门科目考生必须选考方可报考)']);
    const read = await readOfficialFile(fileOf('要求.xlsx', new Uint8Array(await book.xlsx.writeBuffer())));
    expect(read).toMatchObject({
      ok: false,
      errorCount: 1,
      errors: ['第5行：专业代码「80902」只有5位，可能是表格去掉了开头的0（如 080202）：请把专业代码列设为文本后重新填写'],
    });
  });

  it('refuses what it cannot read, saying what to do', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await readOfficialFile(fileOf('要求.xls', utf8('x')))).ok).toBe(false);
    expect(await readOfficialFile(fileOf('要求.pdf', utf8('x')))).toMatchObject({ errors: ['请选择 Excel 工作簿（.xlsx）或 CSV 文件'] });
    expect(await readOfficialFile(fileOf('要求.csv', new Uint8Array()))).toMatchObject({ errors: ['文件是空的'] });
    expect(await readOfficialFile(fileOf('要求.xlsx', utf8('not a zip')))).toMatchObject({ errors: ['无法读取这个 Excel 文件：请确认它是 .xlsx 格式且没有设置密码'] });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
