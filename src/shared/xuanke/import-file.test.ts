import { describe, expect, it } from 'vitest';
import { checkImportFields, columnsOf, importErrorSummary, MAX_LISTED_ERRORS, packImport, parseCsv, rowsFromCells, unpackImport, type RawImportRow } from './import-file';

const HEADER = ['院校代码', '院校名称', '院校所在地', '专业代码', '专业名称', '选考科目要求'];
const lines = (...rows: string[][]) => rows.map((cells, i) => ({ line: i + 1, cells }));

describe('reading the official per-university file', () => {
  it('finds the columns by their Chinese headers, below a title line, in any order; 所在地 is optional', () => {
    expect(columnsOf(HEADER)).toEqual({ schoolCode: 0, schoolName: 1, province: 2, majorCode: 3, majorName: 4, requirement: 5 });
    expect(columnsOf(['专业（类）名称', '选考科目要求', '院校代码', '学校名称', '专业(类)代码'])).toEqual({
      majorName: 0,
      requirement: 1,
      schoolCode: 2,
      schoolName: 3,
      majorCode: 4,
    });
    expect(columnsOf(['院校代码', '专业代码'])).toBeNull();
    const read = rowsFromCells(
      lines(
        ['2027通用版普通高校拟在山东招生专业选考科目要求', '', '', '', '', ''],
        HEADER,
        ['10001', '北京大学', '北京', '080901', '计算机科学与技术', '物理,化学(2门科目考生均须选考方可报考)'],
        ['', '', '', '', '', ''],
        ['10001', '北京大学', '北京', '050101', '汉语言文学', '不提科目要求'],
        ['10003', '清华大学', '北京', '0802', '机械类', '物理(1门科目考生必须选考方可报考)'],
      ),
    );
    expect(read).toEqual({
      ok: true,
      rows: [
        {
          line: 3,
          schoolCode: '10001',
          schoolName: '北京大学',
          province: '北京',
          majorCode: '080901',
          majorName: '计算机科学与技术',
          requirement: '物理,化学(2门科目考生均须选考方可报考)',
          subjects: ['物理', '化学'],
        },
        { line: 5, schoolCode: '10001', schoolName: '北京大学', province: '北京', majorCode: '050101', majorName: '汉语言文学', requirement: '不提科目要求', subjects: [] },
        {
          line: 6,
          schoolCode: '10003',
          schoolName: '清华大学',
          province: '北京',
          majorCode: '0802',
          majorName: '机械类',
          requirement: '物理(1门科目考生必须选考方可报考)',
          subjects: ['物理'],
        },
      ],
    });
  });

  it('names every bad line and what is wrong with it, and accepts none of the file', () => {
    const read = rowsFromCells(
      lines(
        HEADER,
        ['10001', '北京大学', '北京', '080901', '计算机科学与技术', '物理或化学'],
        ['10001', '北京大学', '北京', '80901', '计算机科学与技术', '物理'],
        ['', '北京大学', '北京', '080902', '软件工程', '物理'],
        ['10001', '北京大学', '北京', '080903', '网络工程', '物理,天文(2门科目考生均须选考方可报考)'],
        ['10001', '北京大学', '北京', '080904', '信息安全', ''],
        ['10001', '北京大学', '北京', '08-09', '物联网工程', '物理'],
        ['10001', '北京大学', '北京', '080906', '数字媒体技术', '物理,化学(3门科目考生均须选考方可报考)'],
        ['10001', '北京大学', '北京', '080907', '智能科学与技术', '物理'],
      ),
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errorCount).toBe(7);
    expect(read.errors).toEqual([
      '第2行：「物理或化学」含「或」，本版本只支持须全部选考的要求',
      '第3行：专业代码「80901」只有5位，可能是表格去掉了开头的0（如 080202）：请把专业代码列设为文本后重新填写',
      '第4行：缺少院校代码',
      '第5行：无法识别的科目「天文」（应为 物理、化学、生物、思想政治、历史、地理 之一）',
      '第6行：选考科目要求为空（不限科目请写「不提科目要求」）',
      '第7行：专业代码「08-09」无效（应为4–7位数字，可带大写字母后缀，如 080202H）',
      '第8行：「物理,化学(3门科目考生均须选考方可报考)」列出2门科目，括号内却写3门',
    ]);
    expect(importErrorSummary(read)).toBe('文件中有7处错误，未导入任何数据');
  });

  it('lists at most 50 errors and counts them all', () => {
    const raw: RawImportRow[] = Array.from({ length: 120 }, (_, i) => ({
      line: i + 2,
      schoolCode: '1',
      schoolName: '某大学',
      province: '',
      majorCode: 'x',
      majorName: '某专业',
      requirement: '物理',
    }));
    const read = checkImportFields(raw);
    expect(read).toMatchObject({ ok: false, errorCount: 120 });
    if (!read.ok) {
      expect(read.errors).toHaveLength(MAX_LISTED_ERRORS);
      expect(importErrorSummary(read)).toBe('文件中有120处错误，未导入任何数据（下面列出前50处）');
    }
  });

  it('says what is missing in a file without a header or without rows', () => {
    expect(rowsFromCells(lines(['学校', '专业']))).toEqual({
      ok: false,
      errorCount: 1,
      errors: ['找不到表头：前10行中应有一行包含列名 院校代码、院校名称、专业代码、专业名称、选考科目要求（院校所在地可选）'],
    });
    expect(rowsFromCells(lines(HEADER))).toEqual({ ok: false, errorCount: 1, errors: ['文件中只有表头，没有数据行'] });
    expect(rowsFromCells([])).toEqual({ ok: false, errorCount: 1, errors: ['文件中没有内容'] });
  });
});

describe('CSV', () => {
  it('reads quotes, doubled quotes, commas and line breaks inside quotes, a BOM and CRLF, keeping each row’s line', () => {
    const text =
      '\uFEFF院校代码,院校名称,专业代码,专业名称,选考科目要求\r\n10001,北京大学,080901,"计算机科学与技术","物理,化学(2门科目考生均须选考方可报考)"\r\n10002,"中国""人民""大学",020101,"经济学\n（拔尖）",不提科目要求\r\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['院校代码', '院校名称', '专业代码', '专业名称', '选考科目要求'] },
      { line: 2, cells: ['10001', '北京大学', '080901', '计算机科学与技术', '物理,化学(2门科目考生均须选考方可报考)'] },
      { line: 3, cells: ['10002', '中国"人民"大学', '020101', '经济学\n（拔尖）', '不提科目要求'] },
    ]);
    const read = rowsFromCells(parseCsv(text));
    expect(read.ok && read.rows.map((r) => [r.line, r.subjects])).toEqual([
      [2, ['物理', '化学']],
      [3, []],
    ]);
  });
});

describe('packing the rows for the server', () => {
  const raw: RawImportRow[] = [
    {
      line: 2,
      schoolCode: '10001',
      schoolName: '北京大学',
      province: '北京',
      majorCode: '080901',
      majorName: '计算机科学与技术',
      requirement: '物理,化学(2门科目考生均须选考方可报考)',
    },
    { line: 3, schoolCode: '10001', schoolName: '北京大学', province: '北京', majorCode: '080902', majorName: '软件工程', requirement: '物理,化学(2门科目考生均须选考方可报考)' },
    { line: 5, schoolCode: '10003', schoolName: '清华大学', province: '北京', majorCode: '080901', majorName: '计算机科学与技术', requirement: '不提科目要求' },
  ];
  it('writes each text once and reads back the same rows', () => {
    const packed = packImport(raw);
    expect(packed.schools).toHaveLength(2);
    expect(packed.names).toHaveLength(2);
    expect(packed.requirements).toHaveLength(2);
    expect(unpackImport(JSON.parse(JSON.stringify(packed)))).toEqual({ ok: true, rows: raw });
  });
  it('refuses a payload that is not one, whatever part is broken', () => {
    const packed = packImport(raw);
    expect(unpackImport(null).ok).toBe(false);
    expect(unpackImport({ ...packed, rows: [[2, 5, '080901', 0, 0]] }).ok).toBe(false);
    expect(unpackImport({ ...packed, rows: [packed.rows[1], packed.rows[0]] })).toEqual({ ok: false, error: '导入数据格式不正确（行号），请重新选择文件' });
    expect(unpackImport({ ...packed, schools: [['10001', 3, '北京']] }).ok).toBe(false);
  });
});
