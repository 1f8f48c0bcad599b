import type { QueryKey } from '@tanstack/react-query';
import type { AssessmentKey } from '#shared/assessments/types';
import { personalKey } from '#client/lib/query-keys';

/** What is read of a linked child, by key name. */
const CHILD = { results: 'parent-child-results', report: 'parent-child-report', portrait: 'parent-child-portrait' } as const;

/** The parent's keys (lib/query-keys.ts): personal, never persisted. */
export const parentKeys = {
  personal: {
    /** The parent's name and linked children. */
    info: () => personalKey('parent-info'),
    /** A linked child's guardian consent. */
    consent: (linkId: number) => personalKey('parent-consent', linkId),
    /** The SMS notices the parent opted in to for one child. */
    notices: (linkId: number) => personalKey('parent-notices', linkId),
    /** A child's history, through the parent's link. */
    childResults: (linkId: number) => personalKey(CHILD.results, linkId),
    /** One report of a child (the newest of the test when `id` is undefined). */
    childReport: (linkId: number, assessment: AssessmentKey, id: number | undefined) => personalKey(CHILD.report, linkId, assessment, id),
    /** A child's newest results, for their 生涯画像. */
    childPortrait: (linkId: number) => personalKey(CHILD.portrait, linkId),
  },
} as const;

/** True for a key of something read of a linked child: removed when the parent unlinks or signs out. */
export const isChildQueryKey = (key: QueryKey) => (Object.values(CHILD) as unknown[]).includes(key[1]);
