import type { HldInstrument } from '#shared/assessments/types';
import { hldInstrumentV2 } from './questions-2026-2';

/**
 * 霍兰德职业兴趣测评 2026.3：2026.2 的 72 道计分题（字字相同、顺序相同），加上 8 道作答检查题
 * （checks，不计分，议题 "Results a student can trust, part 2"）。
 *
 * 检查题是什么、为什么这样放（docs/RESPONSE-QUALITY.md）：
 * - 5 道「指令题」（instructed）直接告诉学生选哪一项；3 道「常识题」（infrequency）说的事几乎人人
 *   答法相同（没有人骑恐龙上学）。题面用 12-18 岁学生熟悉的说法，不开会让人想“开玩笑”的玩笑。
 * - 要求的答案有「否」（4 道）、「是」（2 道）、「不确定」（2 道）：只选高的两项、只选中间、
 *   总选同一项或偏向“是”的随意作答都会答错其中几道；认真读题的学生不会。
 * - 位置分散在整套题里（第 7、17、27、37、47、56、65、74 题），前后两半各 4 道，每半都有
 *   「否」「是」「不确定」：中途开始乱选的作答也会碰到检查题。
 * 计分题与 2026.2 相同，所以同样的答案得到同样的分数和报告。
 */
export const hldInstrumentV3: HldInstrument = {
  ...hldInstrumentV2,
  version: '2026.3',
  checks: [
    { id: 901, at: 8, kind: 'instructed', name: '这道题用来确认你在认真读题，请直接选择“否”。', accepted: [0] },
    { id: 902, at: 21, kind: 'infrequency', name: '我每天都骑着恐龙去上学。', accepted: [0] },
    { id: 903, at: 34, kind: 'instructed', name: '请在这道题选择“不确定”。', accepted: [1] },
    { id: 904, at: 43, kind: 'infrequency', name: '我能看懂用汉字写的句子。', accepted: [2] },
    { id: 905, at: 52, kind: 'instructed', name: '读到这里辛苦了。这道题请选择“是”。', accepted: [2] },
    { id: 906, at: 61, kind: 'infrequency', name: '我曾经在月球上上过体育课。', accepted: [0] },
    { id: 907, at: 69, kind: 'instructed', name: '这道题不问兴趣，只请你选择“不确定”。', accepted: [1] },
    { id: 908, at: 76, kind: 'instructed', name: '快要完成了。这道题请选择“否”。', accepted: [0] },
  ],
};
