import type { AssessmentKey } from '#shared/assessments/types';
import { personalKey } from '#client/lib/query-keys';

/** The report's keys (lib/query-keys.ts). */
export const reportKeys = {
  personal: {
    report: (assessment: AssessmentKey, userId: number | undefined, id: number | 'latest') => personalKey('report', assessment, userId, id),
    shareToken: (assessment: AssessmentKey, id: number) => personalKey('share-token', assessment, id),
    /** Someone's report opened through a share link: personal data even without a login. */
    sharedReport: (assessment: AssessmentKey, viewtoken: string) => personalKey('shared-report', assessment, viewtoken),
    /** A student's report opened by staff. */
    studentReport: (studentId: number, assessment: AssessmentKey, id: number | undefined) => personalKey('student-report', studentId, assessment, id),
  },
} as const;
