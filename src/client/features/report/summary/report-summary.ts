import type { DyznReport } from '#shared/assessments/dyzn';
import type { HldReport } from '#shared/assessments/hld';
import type { MbtiReport } from '#shared/assessments/mbti';

/**
 * Three sentences at the top of each report, built from the report itself: what came out, what it
 * means, and how certain it is or what to do with it. Ties and undecided letters are said, not hidden.
 */
const sentences = (text: string) => text.match(/[^。！？]+[。！？]/g) ?? (text ? [text] : []);
const first = (text: string) => sentences(text)[0] ?? '';
const list = (names: string[]) => (names.length <= 2 ? names.join('和') : `${names.slice(0, -1).join('、')}和${names.at(-1)}`);

export function hldSummary(data: HldReport): string[] {
  const scores = data.scorelist.map((s) => s.score);
  if (data.profile === 'flat') {
    return [
      `你的六种兴趣得分比较接近（最高${Math.max(...scores)}分，最低${Math.min(...scores)}分），还没有哪一种明显突出。`,
      first(data.profileNote) || first(data.differentiation.text),
      '多参加不同类型的活动，留意哪些事让你做得投入，下次再测会更清楚。',
    ];
  }
  const top = data.analysis.slice(0, 3).map((a) => `${a.name}${a.score}分`);
  return [
    `你的兴趣代码是 ${data.type}（${data.group_type}）：${list(top)}排在前三。`,
    first(data.group_description),
    data.alternatives.length > 0 ? `前几种兴趣的分数很接近，${data.alternatives.map((a) => a.type).join('、')} 也同样可能，阅读时可以把它们一起看。` : data.differentiation.text,
  ];
}

export function mbtiSummary(data: MbtiReport): string[] {
  const undecided = data.dimensions.filter((d) => d.undecided);
  const strongest = [...data.dimensions].sort((a, b) => Number(b.difference) - Number(a.difference))[0];
  const label = (pole: string) => data.ratioList.find((r) => r.name === pole)?.label ?? pole;
  return [
    `你的性格类型倾向是 ${data.result}「${data.description.name}」。`,
    first(data.description.t_nature),
    undecided.length > 0
      ? `其中${undecided.map((d) => d.poles.map((p) => `${label(p)}${p}`).join('与')).join('、')}两端得分接近，还不能确定${data.alternatives.length > 0 ? `，你也可能是 ${data.alternatives.map((a) => a.type).join('、')}` : ''}，可以用报告里的自我检查再想一想。`
      : `四个维度的偏好都比较清楚，最明显的是${label(strongest.preferred)}（${strongest.preferred}，${strongest.strengthLabel}）。`,
  ];
}

export function dyznSummary(data: DyznReport): string[] {
  const [strong, , , weak] = data.result_description;
  const ranked = data.result_description.flatMap((g) => g.list).sort((a, b) => a.rank - b.rank);
  const top = strong.list.length > 0 ? strong.list : ranked.filter((i) => i.rank === ranked[0].rank);
  const tied = top.some((i) => i.tied && top.filter((o) => o.rank === i.rank).length > 1);
  const lowest = weak.list.length > 0 ? weak.list : ranked.filter((i) => i.rank === ranked.at(-1)!.rank);
  const topDescription = sentences(top[0].descrition);
  return [
    `你最突出的是${list(top.map((i) => `${i.name}（${i.score}分）`))}${tied ? '，分数并列' : ''}。`,
    topDescription[1] ?? topDescription[0] ?? first(top[0].summary),
    `相对弱一些的是${list(lowest.map((i) => i.name))}：这只是和你自己的其他智能相比，不等于学不好，找到合适的方法可以慢慢练。`,
  ];
}
