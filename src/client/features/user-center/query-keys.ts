import type { AssessmentKey } from '#shared/assessments/types';
import { personalKey } from '#client/lib/query-keys';

/** 个人中心's keys (lib/query-keys.ts). */
export const userCenterKeys = {
  personal: {
    /** The class tree of the user's organisation (it depends on who is signed in). */
    sections: () => personalKey('sections'),
    history: (assessment: AssessmentKey, userId: number | undefined) => personalKey('history', assessment, userId),
    myReportViews: () => personalKey('my-report-views'),
    /** 家长关联: the linked parents and the live invite. */
    familyLinks: () => personalKey('family-links'),
    /** Where a guardian's consent stands (under 14). */
    myConsent: () => personalKey('my-consent'),
    /** What each linked parent can read and who looked when. */
    parentSight: () => personalKey('parent-sight'),
  },
} as const;
