import type { ComponentType } from 'react';
import type { ResultData } from '#client/contracts/assessment.gen';
import type { AssessmentKey } from '#shared/assessments/types';

/**
 * The body of one assessment's report. Each route passes its own view, so a route loads only its
 * own chart library (the Holland radar, or the bar charts of the other two).
 */
export type ReportView<K extends AssessmentKey = AssessmentKey> = ComponentType<{ data: ResultData<K>; nickname: string }>;
