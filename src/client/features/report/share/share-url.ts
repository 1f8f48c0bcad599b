import type { AssessmentKey } from '#shared/assessments/types';
import { reportMeta } from '../report-meta';

/** The public address of a shared report. */
export function shareUrl(key: AssessmentKey, viewtoken: string, origin = window.location.origin): string {
  return `${origin}${reportMeta[key].sharePath}?token=${encodeURIComponent(viewtoken)}`;
}
