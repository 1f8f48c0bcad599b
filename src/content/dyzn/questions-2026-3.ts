import type { DyznInstrument } from '#shared/assessments/types';
import { dyznInstrumentV2 } from './questions-2026-2';

/**
 * 多元智能自评量表 2026.3：2026.2 的 72 道计分题（字字相同、顺序相同），加上 8 道作答检查题
 * （checks，不计分，议题 "Results a student can trust, part 2"；docs/RESPONSE-QUALITY.md）。
 * - 5 道指令题要求的选项覆盖四档（「完全不像我」2 道，「有点像我」「比较像我」「非常像我」各 1 道），
 *   3 道常识题：两道人人都「完全不像我」（背出整本字典、徒手举起汽车），一道人人都像（看懂汉字，
 *   「比较像我」或「非常像我」都算对）。只选中间两档、只选高的两档或偏向“像我”的随意作答都会答错几道。
 * - 位置：第 7、17、27、37、47、56、65、74 题，前后两半各 4 道，每半都有高低两端的要求。
 */
export const dyznInstrumentV3: DyznInstrument = {
  ...dyznInstrumentV2,
  version: '2026.3',
  checks: [
    { id: 901, at: 8, kind: 'instructed', name: '这道题用来确认你在认真读题，请直接选择“完全不像我”。', accepted: [0] },
    { id: 902, at: 21, kind: 'infrequency', name: '我能一字不差地背出整本《新华字典》。', accepted: [0] },
    { id: 903, at: 34, kind: 'instructed', name: '请在这道题选择“比较像我”。', accepted: [2] },
    { id: 904, at: 43, kind: 'infrequency', name: '我能看懂用汉字写的句子。', accepted: [2, 3] },
    { id: 905, at: 52, kind: 'instructed', name: '读到这里辛苦了。这道题请选择“非常像我”。', accepted: [3] },
    { id: 906, at: 61, kind: 'infrequency', name: '我能不用任何工具，徒手把一辆汽车举过头顶。', accepted: [0] },
    { id: 907, at: 69, kind: 'instructed', name: '这道题不问能力，只请你选择“有点像我”。', accepted: [1] },
    { id: 908, at: 76, kind: 'instructed', name: '快要完成了。这道题请选择“完全不像我”。', accepted: [0] },
  ],
};
