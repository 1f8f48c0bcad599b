import type { DyznReport } from '#shared/assessments/dyzn';
import { DYZN_LOW_TOP } from '#shared/assessments/dyzn';
import type { HldReport } from '#shared/assessments/hld';
import type { MbtiReport } from '#shared/assessments/mbti';

/**
 * Three sentences at the top of each report, built from the report itself: what came out, what it
 * means, and how certain it is or what to do with it. Ties, near-ties (within the report's band) and
 * undecided letters are said, not hidden; nothing is claimed that the scores do not allow.
 */
const sentences = (text: string) => text.match(/[^。！？]+[。！？]/g) ?? (text ? [text] : []);
const first = (text: string) => sentences(text)[0] ?? '';
const list = (names: string[]) => (names.length <= 2 ? names.join('和') : `${names.slice(0, -1).join('、')}和${names.at(-1)}`);

/** "分数并列" when the scores are equal, else how close they are. */
const closeness = (scores: number[], band: number) => (new Set(scores).size === 1 ? '分数并列' : `分数相差不到${band}分，在测量误差范围内`);

export function hldSummary(data: HldReport): string[] {
  const scores = data.scorelist.map((s) => s.score);
  if (data.profile === 'flat') {
    return [
      `你的六种兴趣得分比较接近（最高${Math.max(...scores)}分，最低${Math.min(...scores)}分），还没有哪一种明显突出。`,
      Math.max(...scores) <= 34
        ? first(data.profileNote)
        : Math.min(...scores) >= 50
          ? '你对很多类型的活动都有兴趣，这在你这个年龄很常见。'
          : '你的兴趣还没有明显的偏向，这在你这个年龄很常见。',
      '多参加不同类型的活动，留意哪些事让你做得投入，下次再测会更清楚。',
    ];
  }
  const leaders = data.leaders ?? [];
  const top = data.analysis.slice(0, 3).map((a) => `${a.name}${a.score}分`);
  const opening =
    leaders.length > 1
      ? `你得分最高的是${list(leaders.map((l) => `${l.name}（${l.score}分）`))}，${closeness(
          leaders.map((l) => l.score),
          data.band,
        )}，分不出谁更强；按分数排出的兴趣代码是 ${data.type}（${data.group_type}）。`
      : `你的兴趣代码是 ${data.type}（${data.group_type}）：${list(top)}排在前三。`;
  const last =
    data.alternatives.length > 0
      ? `第三位有分数相同的兴趣，${data.alternatives.map((a) => `${a.type}（${a.group_type}）`).join('、')}也同样符合你的分数，阅读时可以把它们一起看。`
      : first(data.profileNote) || data.differentiation.text;
  return [opening, first(data.group_description), last];
}

export function mbtiSummary(data: MbtiReport): string[] {
  const undecided = data.dimensions.filter((d) => d.undecided);
  const strongest = [...data.dimensions].sort((a, b) => Number(b.difference) - Number(a.difference))[0];
  const label = (pole: string) => data.ratioList.find((r) => r.name === pole)?.label ?? pole;
  if (data.profile === 'flat') {
    return [
      `这次你在四个方面的两种倾向都很接近，四个字母都还不能确定；按分数排出的类型是 ${data.result}「${data.description.name}」。`,
      '很多同学在不同场合会有不同的做法，性格也还在成长中，这并不奇怪。',
      '可以用报告里的自我检查，选出更像平时的你的描述，也可以过一段时间再测一次。',
    ];
  }
  return [
    `你的性格类型倾向是 ${data.result}「${data.description.name}」。`,
    first(data.description.t_nature),
    undecided.length > 0
      ? `其中${undecided.map((d) => d.poles.map((p) => `${label(p)}${p}`).join('与')).join('、')}两端得分接近，还不能确定${data.alternatives.length > 0 ? `，你也可能是 ${data.alternatives.map((a) => a.type).join('、')}` : ''}，可以用报告里的自我检查再想一想。`
      : `四个维度的偏好都比较清楚，最明显的是${label(strongest.preferred)}（${strongest.preferred}，${strongest.strengthLabel}）。`,
  ];
}

export function dyznSummary(data: DyznReport): string[] {
  const all = data.result_description.flatMap((g) => g.list.map((item) => ({ ...item, level: g.level })));
  const scores = all.map((i) => i.score);
  const max = Math.max(...scores);
  const min = Math.min(...scores);
  const band = data.band;
  if (data.profile === 'flat') {
    return [
      `你的八种智能得分很接近（最高${max}分，最低${min}分），这次没有哪一种明显突出，也没有哪一种明显偏弱。`,
      max < DYZN_LOW_TOP ? first(data.profileNote) : '这说明你对自己各方面的评价比较均衡，这在你这个年龄很常见。',
      '多参加不同的课程和活动，留意哪些事你做起来又快又开心，过一段时间再测一次。',
    ];
  }
  // The highest group: every intelligence within the band of the highest score, highest first.
  const top = all.filter((i) => max - i.score < band).sort((a, b) => b.score - a.score);
  const weak = all.filter((i) => i.level === 'weak').sort((a, b) => b.score - a.score);
  const named = list(top.map((i) => `${i.name}（${i.score}分）`));
  const tie =
    top.length > 1
      ? `，${closeness(
          top.map((i) => i.score),
          band,
        )}`
      : '';
  const strong = max >= DYZN_LOW_TOP;
  const description = sentences(top[0].descrition);
  return [
    strong ? `你最突出的是${named}${tie}。` : `和你自己的其他几项相比，得分相对高一点的是${named}${tie}。`,
    strong ? (description[1] ?? description[0] ?? first(top[0].summary)) : first(data.profileNote),
    weak.length > 0
      ? `相对弱一些的是${list(weak.map((i) => i.name))}：这只是和你自己的其他智能相比，不等于学不好，找到合适的方法可以慢慢练。`
      : '其余几种智能和它们的差距在测量误差范围内或不大，没有哪一项明显偏弱。',
  ];
}
