import type { Model } from '#shared/xuanke/requirement';

/**
 * The 新高考 model of each province for students who start 高一 in 2024 or later (gaokao 2027 on), the
 * years the shipped 选科 data apply to. From the provinces' published 高考综合改革实施方案 (the first
 * batches 3+3 from 2017-2020; the others 3+1+2, the last batch — 新疆、西藏 — starting with the 2024
 * 高一); docs/XUANKE.md lists them. A school should confirm its province's current rules.
 */
export interface ProvinceModel {
  name: string;
  model: Model;
  /** The first gaokao year under this model. */
  since: number;
}

const THREE_PLUS_THREE: [string, number][] = [
  ['上海', 2017],
  ['浙江', 2017],
  ['北京', 2020],
  ['天津', 2020],
  ['山东', 2020],
  ['海南', 2020],
];

const THREE_ONE_TWO: [string, number][] = [
  ['河北', 2021],
  ['辽宁', 2021],
  ['江苏', 2021],
  ['福建', 2021],
  ['湖北', 2021],
  ['湖南', 2021],
  ['广东', 2021],
  ['重庆', 2021],
  ['黑龙江', 2024],
  ['吉林', 2024],
  ['安徽', 2024],
  ['江西', 2024],
  ['广西', 2024],
  ['贵州', 2024],
  ['甘肃', 2024],
  ['山西', 2025],
  ['河南', 2025],
  ['四川', 2025],
  ['云南', 2025],
  ['陕西', 2025],
  ['青海', 2025],
  ['内蒙古', 2025],
  ['宁夏', 2025],
  ['新疆', 2027],
  ['西藏', 2027],
];

export const provinceModels: readonly ProvinceModel[] = [
  ...THREE_PLUS_THREE.map(([name, since]) => ({ name, model: '3+3' as const, since })),
  ...THREE_ONE_TWO.map(([name, since]) => ({ name, model: '3+1+2' as const, since })),
];
