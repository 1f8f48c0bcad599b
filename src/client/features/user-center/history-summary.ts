import type { ResultData } from '#shared/api/assessment';
import type { AssessmentKey } from '#shared/assessments/types';

/** The short summary of a result, as the server's history writes it (for reports kept on this device). */
export function summarizeResult(key: AssessmentKey, data: ResultData): string {
  if (key === 'mbti') return (data as ResultData<'mbti'>).result;
  if (key === 'hld') return (data as ResultData<'hld'>).type;
  const top = (data as ResultData<'dyzn'>).result_description?.[0];
  return top ? `优势：${top.list.map((i) => i.name).join('、')}` : '';
}
