import type { XuankeEditionMeta, XuankeTable } from '#shared/xuanke/edition';
import { XUANKE_DISCLAIMER, xuankeSample2027 } from '#content/xuanke/editions';

/** What the product calls a 专业类's requirement in an edition counted from a whole official file. */
export const XUANKE_PUBLISHED_LABEL = '常见要求（院校数据统计）';

interface EditionRow {
  id: number;
  name: string;
  sourceTitle: string;
  sourcePublisher: string;
  sourceUrl: string;
  fileName: string;
  gaokaoFrom: number;
  gaokaoTo: number | null;
  publishedAt: Date;
}

const day = (date: Date) => new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

/**
 * The description of a published edition in the shape of the shipped one's (src/content/xuanke/editions.ts):
 * the operator's name and source, the counts of its rows, the same method (the same shared rules), and
 * its limits. The disclaimer is the shipped one: it goes with every figure of every edition.
 */
export function publishedMeta(row: EditionRow, table: XuankeTable): XuankeEditionMeta {
  const { counts } = table;
  const years = row.gaokaoTo === null ? { from: row.gaokaoFrom } : { from: row.gaokaoFrom, to: row.gaokaoTo };
  const catalogueSource = xuankeSample2027.sources.find((source) => source.role === '专业类代码与名称');
  return {
    id: `published-${row.id}`,
    name: row.name,
    label: XUANKE_PUBLISHED_LABEL,
    disclaimer: XUANKE_DISCLAIMER,
    gaokaoYears: years,
    appliesTo:
      row.gaokaoTo === null
        ? `${row.gaokaoFrom}年及以后参加高考的学生。`
        : row.gaokaoTo === row.gaokaoFrom
          ? `${row.gaokaoFrom}年参加高考的学生。`
          : `${row.gaokaoFrom}–${row.gaokaoTo}年参加高考的学生。`,
    isSample: false,
    sources: [
      {
        role: '选考科目要求（原始数据）',
        title: row.sourceTitle,
        publisher: row.sourcePublisher,
        ...(row.sourceUrl ? { url: row.sourceUrl } : {}),
        detail: `由管理后台导入${row.fileName ? `（文件 ${row.fileName}）` : ''}，${day(row.publishedAt)} 发布；共 ${counts.rows} 行，来自 ${counts.schools} 所院校。`,
      },
      ...(catalogueSource ? [catalogueSource] : []),
    ],
    sample: {
      rows: counts.rows,
      tallied: counts.tallied,
      trial: counts.trial,
      vocational: counts.vocational,
      universities: counts.schools,
      provinces: counts.provinces,
      fileRows: counts.rows,
      description: `全部数据而非样本：导入文件的 ${counts.rows} 行全部统计，来自 ${counts.schools} 所院校；其中 ${counts.tallied} 行计入专业类统计（试验班 ${counts.trial} 行、职业本科 ${counts.vocational} 行、专业类不在目录中的 ${counts.unknown} 行不计）。`,
    },
    method: [...xuankeSample2027.method, '每个专业（6 位代码，忽略字母后缀）按与专业类相同的规则统计常见要求；按类招生（4 位代码）只计入专业类。'],
    limits: [
      '选考科目要求由各院校按专业设定，专业类和专业的常见要求只是典型情况，不是规定。',
      '数据按导入文件统计，文件的转录或整理错误会带入统计结果。',
      '要求分歧或分散的专业类中，具体专业比专业类更重要（见各专业类的说明和专业表）。',
    ],
  };
}
