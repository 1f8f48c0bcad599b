import { NEAR_TIE_POINTS } from '#shared/assessments/hld';
import type { AssessmentKey } from '#shared/assessments/types';

/**
 * 报告末尾「关于本测评」：这份测评是什么、不能说明什么、信度如何（原创文字）。
 * 模拟信度来自 tests/support/psychometrics/simulate.ts 的异质题目模拟（docs/ASSESSMENTS.md）；
 * 真实信度由 `npm run reliability -- --write` 写入 measured-reliability.ts 后显示。
 */
export interface AboutInstrument {
  what: string;
  limits: string[];
  /** Internal consistency per scale in the heterogeneous-item simulation, as a range. */
  simulated: string;
}

export const aboutInstrument: Record<AssessmentKey, AboutInstrument> = {
  hld: {
    what: '本测评依据霍兰德职业兴趣理论自主编制，共72道题，六种兴趣类型各12题，题目顺序经过打乱。它了解的是你喜欢做哪类事情，而不是你擅长什么，也不代表你适合或不适合某个职业。',
    limits: [
      '兴趣会随着经历变化，12-18岁尤其如此；没接触过的活动，很难知道自己喜不喜欢。',
      `两种类型相差不到${NEAR_TIE_POINTS}分时，在测量误差范围内，不能说哪一个更强，报告会标出并列和接近的情况。`,
      '结果不应该用来给人贴标签，也不能单独用来决定选科、专业或职业，最好结合成绩、能力和与老师家长的交流。',
    ],
    simulated: '在模拟的学生作答中，六个分量表的内部一致性（α系数）约为 0.78-0.84',
  },
  mbti: {
    what: '本测评依据荣格心理类型理论自主编制（并非官方 MBTI® 量表），共76道二选一题，四个维度各19题。它描述你在四个方面的习惯倾向，倾向没有好坏之分。',
    limits: [
      '性格类型测评的重测一致性有限：同一个人隔几周再测，四个字母完全相同的情况大约只有一半，倾向轻微的维度最容易变。',
      '差值小于20的维度标为"待确认"，这时两种倾向都可能适合你，可以结合自我确认和身边人的看法来判断。',
      '类型描述的是常见的倾向，不是能力，也不决定你能做什么；不要用它给自己或别人贴标签。',
    ],
    simulated: '在模拟的学生作答中，四个维度的内部一致性（KR-20）约为 0.83-0.85',
  },
  dyzn: {
    what: '本测评依据加德纳多元智能理论自主编制，不取自 MIDAS 或任何商业量表，共72道自评题，八种智能各9题。它比较的是你自己身上八种智能的相对强弱，不和别的同学比较。',
    limits: [
      '这是自我评价，会受到自信心、经历和心情的影响；没有机会尝试过的事情，容易低估自己。',
      '分数相同的智能并列；进入"优势"等级除了排名，还需要达到一定的分数，所以有的等级可能是空的。',
      '"弱势"只表示在你自己身上相对靠后，多加练习通常都能进步，不代表做不好。',
    ],
    simulated: '在模拟的学生作答中，八个分量表的内部一致性（α系数）约为 0.74-0.87',
  },
};
