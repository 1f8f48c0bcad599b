import type { XuankeEditionMeta, XuankeTable } from '#shared/xuanke/edition';

/**
 * The editions of the 选科 data (docs/XUANKE.md). Each has its description here, written by hand, and
 * its table in a generated JSON file beside it (scripts/xuanke-edition.ts), loaded late: the pages that
 * show it ask for it, nothing else carries it. The rows it was computed from stay in sources/ and are
 * never loaded by the app.
 */

/** What the product calls a 专业类's requirement while the data are a sample. */
export const XUANKE_SAMPLE_LABEL = '常见要求（样本统计）';

/** Shown with every requirement and every coverage figure. */
export const XUANKE_DISCLAIMER = '以目标院校当年公布的选考科目要求为准';

export const xuankeSample2027: XuankeEditionMeta = {
  id: '2027-sample',
  name: '2027 通用版（样本统计）',
  label: XUANKE_SAMPLE_LABEL,
  disclaimer: XUANKE_DISCLAIMER,
  gaokaoYears: { from: 2027 },
  appliesTo: '2027年及以后参加高考的学生（2024年秋季及以后入读高一）。2025、2026年参加高考的学生适用2024版要求，本数据不适用。',
  isSample: true,
  sources: [
    {
      role: '选考科目要求（原始数据）',
      title: '《2027通用版普通高校拟在山东招生专业类选考科目要求（本科，2027及以后）》',
      publisher: '山东省教育招生考试院',
      url: 'https://www.sdzk.cn/NewsInfo.aspx?NewsID=6819',
      detail:
        '使用其 PDF 的文字提取版：GitHub 仓库 xuxu768212312/sdgk 的 processed/选科要求/2027版本科.csv（提交 ecf5f8edffc120d5b7ecdd6247b66baee798c86e，52,558 行本科数据）；原 PDF 在同一仓库 raw/2026/政策文件原件/。各院校按专业填报一次要求，适用于所有省份。',
    },
    {
      role: '专业类代码与名称',
      title: '《普通高等学校本科专业目录》（2020年版、2024年版）',
      publisher: '教育部',
      detail: '57 个专业类的代码与名称已在上一来源中核对；其余经公开代码表抽查。1401 交叉工程类仅有二手来源：https://www.wenkusou.cn/gzzl/gk/80792.html。',
    },
    {
      role: '仅用于核对',
      title: '《普通高校本科招生专业选考科目要求指引（通用版）》（教学厅函〔2021〕27号）',
      publisher: '教育部办公厅',
      detail:
        '未找到该指引的原表，本数据不是该指引。按两篇新闻页面转述的指引要点核对 21 项，全部一致：https://www.temai98.com/xinwen/show/82259.html、https://m.zhugewenda.com/hx/11216.html。',
    },
  ],
  sample: {
    rows: 13745,
    tallied: 13496,
    trial: 58,
    vocational: 191,
    universities: 373,
    provinces: 30,
    fileRows: 52558,
    description:
      '样本而非全量：从按院校代码排序的全国文件中抽取 54 段（每段 16,000 字符，约占文件的 26%），逐行转录 13,745 行，来自 30 个省份的 373 所院校（宁夏无院校入样）；其中 13,496 行计入专业类统计（试验班 58 行、职业本科 191 行不计）。北京、天津、河北的院校占比偏高。',
  },
  method: [
    '每行按专业代码前 4 位归入专业类；试验班（代码以 00 开头）和职业本科（代码以 2 或 3 开头）不计入。',
    '一个专业类的常见要求是其中出现最多的要求（并列时取科目多者）。第二多的要求达到最多者的 80% 时标为「分歧」；最多者不到 60% 时标为「分散」。',
    '可信度：高（至少 10 行且占比≥90%）；中（至少 5 行且占比≥70%，或至少 3 行且全部一致）；低（其余）；无（样本中未出现）。',
    '3+1+2 的要求由 3+3 的要求推出：含物理则首选物理，否则含历史则首选历史，否则物理或历史均可；其余科目为再选科目，均须选考。',
    '覆盖率：某一选科组合可报考的行占全部计入行的比例；以及常见要求被该组合满足的专业类个数。',
  ],
  limits: [
    '选考科目要求由各院校按专业设定，专业类的常见要求只是典型情况，不是规定。',
    '本数据是样本统计，不是教育部指引的原表；样本按院校成段抽取，有效样本小于行数。',
    '1401 交叉工程类在样本中未出现；民族学类、天文学类、兵器类、法医学类不足 10 行。',
    '历史学类、护理学类要求分歧；经济学类、金融学类、地理科学类、林学类要求分散，具体专业比专业类更重要。',
  ],
};

export const xuankeEditions: readonly XuankeEditionMeta[] = [xuankeSample2027];

/** The edition the product shows until an operator publishes another. */
export const currentXuankeEdition = xuankeSample2027;

const tables: Record<string, () => Promise<{ default: unknown }>> = {
  '2027-sample': () => import('./edition-2027-sample.json'),
};

/** The table of an edition, in a chunk of its own. */
export async function loadXuankeTable(id: string = currentXuankeEdition.id): Promise<XuankeTable> {
  const load = tables[id];
  if (!load) throw new Error(`没有选科数据版本「${id}」`);
  return (await load()).default as XuankeTable;
}
