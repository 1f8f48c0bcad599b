import type { QueryKey } from '@tanstack/react-query';
import type { AssessmentKey } from '#shared/assessments/types';

/**
 * Every TanStack Query key of the client comes from this factory (docs/OFFLINE.md, "The query cache").
 *
 * Each group builds its keys under its own root, so a group cannot make a key outside it. Everything
 * about the signed-in user (user info, test status, the organisation's class tree, history, reports,
 * share tokens) and a report opened through a share link goes in `personal`: those queries are never
 * persisted to IndexedDB and are removed at logout, both decided by `isPersonalQueryKey` alone.
 * The other groups hold public content, the same for every visitor, which is persisted so pages
 * render offline. A new query that is about the user goes in `personal`.
 */
export const PERSONAL_ROOT = 'personal';

/** A key builder fixed to one root: whatever the parts, the key starts with the root. */
function under<const Root extends string>(root: Root) {
  return <const Parts extends readonly unknown[]>(...parts: Parts) => [root, ...parts] as const;
}

const personal = under(PERSONAL_ROOT);
const marketing = under('marketing');
const enroll = under('enroll');

export const queryKeys = {
  personal: {
    userInfo: () => personal('user-info'),
    testStatus: () => personal('test-status'),
    /** The class tree of the user's organisation (it depends on who is signed in). */
    sections: () => personal('sections'),
    history: (assessment: AssessmentKey, userId: number | undefined) => personal('history', assessment, userId),
    report: (assessment: AssessmentKey, userId: number | undefined, id: number | 'latest') => personal('report', assessment, userId, id),
    shareToken: (assessment: AssessmentKey, id: number) => personal('share-token', assessment, id),
    /** Someone's report opened through a share link: personal data even without a login. */
    sharedReport: (assessment: AssessmentKey, viewtoken: string) => personal('shared-report', assessment, viewtoken),
    /** The school side (staff only): the school, its classes, teachers, a class's roster and tablets. */
    schoolInfo: () => personal('school-info'),
    schoolTeachers: () => personal('school-teachers'),
    classRoster: (classId: number) => personal('class-roster', classId),
    classDevices: (classId: number) => personal('class-devices', classId),
    classAssignments: (classId: number) => personal('class-assignments', classId),
    classBoard: (classId: number, assignmentId: number | undefined) => personal('class-board', classId, assignmentId),
    classReport: (classId: number, assignmentId: number | undefined) => personal('class-report', classId, assignmentId),
    schoolReport: () => personal('school-report'),
    studentReport: (studentId: number, assessment: AssessmentKey, id: number | undefined) => personal('student-report', studentId, assessment, id),
    myReportViews: () => personal('my-report-views'),
    /** 我的预约/报名: the user's bookings, consultations and sign-ups. */
    myBookings: () => personal('my-bookings'),
  },
  marketing: {
    team: () => marketing('team'),
    products: () => marketing('products'),
    product: (id: number) => marketing('product', id),
    banners: (tags: string) => marketing('banners', tags),
    bannerArticle: (id: number) => marketing('banner-article', id),
    newsTypes: () => marketing('news-types'),
    news: (typeid: number, page: number) => marketing('news', typeid, page),
    newsInfo: (id: number) => marketing('news-info', id),
    cases: () => marketing('cases'),
    caseInfo: (id: number) => marketing('case-info', id),
  },
  enroll: {
    projects: () => enroll('projects'),
  },
} as const;

/** True for a key that holds personal data: it is never persisted and is removed at logout. */
export function isPersonalQueryKey(queryKey: QueryKey): boolean {
  return queryKey[0] === PERSONAL_ROOT;
}
