import type { XuankeRoundStudent } from '#client/contracts/xuanke-rounds.gen';

/** The per-student columns of a round, for its page and its Excel sheet (one definition, so they cannot differ). */
export const ROUND_COLUMNS: { header: string; width: number; value: (row: XuankeRoundStudent) => string | Date | null }[] = [
  { header: '班级', width: 12, value: (r) => r.classLabel },
  { header: '姓名', width: 10, value: (r) => r.name },
  { header: '学号', width: 14, value: (r) => r.studentNo },
  { header: '选科组合', width: 20, value: (r) => r.choice?.combination ?? '未提交' },
  { header: '提交时间', width: 18, value: (r) => (r.choice ? new Date(r.choice.submittedAt) : null) },
  { header: '上一轮组合', width: 20, value: (r) => r.previous ?? '' },
  { header: '备注', width: 30, value: (r) => r.choice?.note ?? '' },
];
