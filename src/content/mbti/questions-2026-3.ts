import type { MbtiInstrument } from '#shared/assessments/types';
import { mbtiInstrumentV2 } from './questions-2026-2';

/**
 * 性格类型测评 2026.3：2026.2 的 76 道计分题（字字相同、顺序相同），加上 10 道作答检查题
 * （checks，不计分，议题 "Results a student can trust, part 2"；docs/RESPONSE-QUALITY.md）。
 * 二选一的题随意点选也有一半机会答对，所以这里比另外两个测评多放两道。
 * - 5 道指令题（请选某一项），5 道常识题（只有一个选项说得通）；要求的答案 a、b 各 5 道，
 *   总选 a、总选 b 或偏向某一边的随意作答都会答错几道。
 * - 位置：第 7、16、25、34、43、52、61、69、77、84 题，前后两半各 5 道。
 */
export const mbtiInstrumentV3: MbtiInstrument = {
  ...mbtiInstrumentV2,
  version: '2026.3',
  checks: [
    { id: 901, at: 9, kind: 'instructed', bname: '认真读题', name: '这道题用来确认你在认真读题，请选择写着“认真作答”的那一项。', a: '认真作答', b: '随便选一个', accepted: 'a' },
    { id: 902, at: 22, kind: 'infrequency', name: '你现在正在做什么？', a: '在水里游泳', b: '在做一份测评', accepted: 'b' },
    { id: 903, at: 35, kind: 'instructed', name: '这道题请选择第二项。', a: '第一项', b: '第二项', accepted: 'b' },
    { id: 904, at: 46, kind: 'infrequency', name: '一个星期有几天？', a: '七天', b: '十天', accepted: 'a' },
    { id: 905, at: 52, kind: 'instructed', name: '读到这里辛苦了。这道题请选择“我在认真读题”。', a: '我只是随便点的', b: '我在认真读题', accepted: 'b' },
    { id: 906, at: 58, kind: 'infrequency', name: '你现在读的这句话是用什么文字写的？', a: '汉字', b: '古埃及象形文字', accepted: 'a' },
    { id: 907, at: 64, kind: 'instructed', name: '这道题不问性格，只请你选择第一项。', a: '第一项', b: '第二项', accepted: 'a' },
    { id: 908, at: 70, kind: 'infrequency', name: '冬天下雪时，雪花通常是什么颜色的？', a: '鲜红色', b: '白色', accepted: 'b' },
    { id: 909, at: 76, kind: 'instructed', name: '快要完成了。这道题请选择“好的”。', a: '好的', b: '不用了', accepted: 'a' },
    { id: 910, at: 82, kind: 'infrequency', name: '人每天通常需要睡觉吗？', a: '从来不用睡觉', b: '需要', accepted: 'b' },
  ],
};
