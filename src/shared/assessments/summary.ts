import type { AssessmentReport } from './exchange-types';
import type { AssessmentKey } from './types';

/**
 * The one-line summary of a result in the history list: the server writes it for stored results,
 * the device for reports it keeps (e.g. finished offline), so both must read the same.
 */
export function summarizeReport(key: AssessmentKey, report: AssessmentReport[AssessmentKey]): string {
  if (key === 'mbti') return (report as AssessmentReport['mbti']).result;
  if (key === 'hld') return (report as AssessmentReport['hld']).type;
  // A flat profile has no level that stands out (all 一般): say so rather than list all eight.
  const dyzn = report as AssessmentReport['dyzn'];
  if (dyzn.profile === 'flat') return '八种智能得分接近';
  // The highest level that holds an intelligence: a low-scoring sheet may have no 优势.
  const top = dyzn.result_description?.find((level) => level.list.length > 0);
  return top ? `${top.name}：${top.list.map((i) => i.name).join('、')}` : '';
}
