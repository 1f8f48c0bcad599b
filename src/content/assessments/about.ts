import { DYZN_NEAR_POINTS, DYZN_SE_DIFFERENCE } from '#shared/assessments/dyzn';
import { HLD_SE_DIFFERENCE, NEAR_TIE_POINTS } from '#shared/assessments/hld';
import { MBTI_UNDECIDED_BELOW } from '#shared/assessments/mbti';
import type { AssessmentKey } from '#shared/assessments/types';

/**
 * 报告末尾「关于本测评」（原创文字）。
 * 给学生看的部分（what、limits、steadiness）不用专业术语，13岁的学生读出来也能懂；
 * 信度系数、测量误差等技术细节放在 forAdults，页面上折叠在「给老师和家长」里。
 * 模拟数字来自 tests/support/psychometrics/ 的异质题目模拟（docs/ASSESSMENTS.md、docs/REPORTS.md）；
 * 真实信度由 `npm run reliability -- --write` 写入 measured-reliability.ts 后显示。
 */
export interface AboutInstrument {
  what: string;
  limits: string[];
  /** How steady the scores are, in plain words, for the student. */
  steadiness: string;
  /** Technical details for teachers and parents (shown collapsed). */
  forAdults: string[];
  /** Internal consistency per scale in the heterogeneous-item simulation, as a range (for adults). */
  simulated: string;
}

export const aboutInstrument: Record<AssessmentKey, AboutInstrument> = {
  hld: {
    what: '本测评依据霍兰德职业兴趣理论自主编制，共80道题：六种兴趣类型各12题，另有8道检查你是否在认真读题的题（不计分），题目顺序经过打乱。它了解的是你喜欢做哪类事情，而不是你擅长什么，也不代表你适合或不适合某个职业。',
    limits: [
      '兴趣会随着经历变化，12-18岁尤其如此；没接触过的活动，很难知道自己喜不喜欢。',
      `两种类型相差不到${NEAR_TIE_POINTS}分时，不能说哪一个更强，报告会把它们放在一起说，并标出并列和接近的情况。`,
      '结果不应该用来给人贴标签，也不能单独用来决定选科、专业或职业，最好结合成绩、能力和与老师家长的交流。',
    ],
    steadiness: `同一个人过几天再做一次，每种兴趣的分数常常会上下差几分，两种兴趣之间的差距也会跟着变。所以相差不到${NEAR_TIE_POINTS}分的两种兴趣，这份报告不说谁更强。`,
    forAdults: [
      `近似并列的范围取两个分量表之差的标准误（SE_diff）。用模拟学生在题目参数不同、兴趣互相关联的条件下作答两次估计：SE_diff ≈ ${HLD_SE_DIFFERENCE}分（满分100），取整为${NEAR_TIE_POINTS}分；由单次作答的α系数和标准差计算的结果相同。`,
      '兴趣代码里分数完全相同的类型，先后顺序由答卷决定的中性规则排出，不按 R-I-A-S-E-C 的顺序，报告会同时说明并列；只有第三位出现完全并列时，才列出“分数同样支持”的其他组合。',
    ],
    simulated: '在模拟的学生作答中，六个分量表的内部一致性（α系数）约为 0.78-0.84',
  },
  mbti: {
    what: '本测评依据荣格心理类型理论自主编制（并非官方 MBTI® 测评），共86道二选一题：四个维度各19题，另有10道检查你是否在认真读题的题（不计分）。它描述你在四个方面的习惯倾向，倾向没有好坏之分。',
    limits: [
      '性格倾向会随着成长变化：同一个人隔几周再测，四个字母完全一样的情况大约只有一半，两边很接近的那一项最容易变。',
      '如果你在某一项上两边选得差不多（19题里12比7或更接近），这个字母就标为"待确认"，这时两种倾向都可能适合你，可以结合报告里的自我检查和身边人的看法来判断。',
      '类型描述的是常见的倾向，不是能力，也不决定你能做什么；不要用它给自己或别人贴标签。',
    ],
    steadiness: '同一个人过几天再做一次，两边选得很接近的那一项常常会换边，选得明显偏向一边的那一项一般不会变。所以报告只对明显偏向一边的字母下结论。',
    forAdults: [
      `“待确认”的界线来自模拟：模拟学生各作答两次，按每一维度的选择比例统计字母与真实倾向不符、以及重测翻转的比例。12:7 的字母约10-13%与真实倾向不符、18-23%在重测时翻转；13:6 约4-7%不符、9-14%翻转。规则是只有错判少于十分之一的字母才下结论，所以百分比之差小于${MBTI_UNDECIDED_BELOW}（即12:7及更接近）标为待确认。四个字母都待确认时，报告按“没有明显倾向”来写。`,
      '报告解读中的“做事方式的四个层次”对应荣格类型理论中的主导、辅助、第三和劣势功能，学生版用日常语言表述。',
    ],
    simulated: '在模拟的学生作答中，四个维度的内部一致性（KR-20）约为 0.83-0.85',
  },
  dyzn: {
    what: '本测评依据加德纳多元智能理论自主编制，不取自 MIDAS 或任何商业测评，共80道自评题：八种智能各9题，另有8道检查你是否在认真读题的题（不计分）。它比较的是你自己身上八种智能的相对强弱，不和别的同学比较。',
    limits: [
      '这是自我评价，会受到自信心、经历和心情的影响；没有机会尝试过的事情，容易低估自己。',
      `两种智能相差不到${DYZN_NEAR_POINTS}分时，分不出哪一项更强。所以等级看的是和你自己最高分、最低分的距离，不是名次；进入"优势"还需要达到45分，所以有的等级可能是空的。`,
      '"弱势"只表示在你自己身上相对靠后，多加练习通常都能进步，不代表做不好。',
    ],
    steadiness: `同一个人过几天再做一次，每种智能的分数常常会上下差几分。所以相差不到${DYZN_NEAR_POINTS}分的两种智能，这份报告不说谁更强，也不会把它们分到差得很远的等级。`,
    forAdults: [
      `误差范围取两个分量表之差的标准误（SE_diff）。用模拟学生在题目参数不同、智能之间有一般因素相关的条件下作答两次估计：SE_diff ≈ ${DYZN_SE_DIFFERENCE}分（满分90），取整为${DYZN_NEAR_POINTS}分；由单次作答的α系数和标准差计算的结果相同。`,
      `等级规则：与最高分相差不到${DYZN_NEAR_POINTS}分且明显高于最低分为优势（至少45分）；明显高于最低分、明显低于最高分为较优势；与最低分相差不到${DYZN_NEAR_POINTS}分且明显低于最高分为弱势；与两端都分不开为一般；最高分与最低分相差不到${DYZN_NEAR_POINTS}分时整体按“没有明显突出”处理。`,
    ],
    simulated: '在模拟的学生作答中，八个分量表的内部一致性（α系数）约为 0.74-0.87',
  },
};
