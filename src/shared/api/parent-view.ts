import { z } from 'zod/mini';
import type { ResultData } from './assessment';
import { endpoint, parentEndpoint, returns } from './envelope';
import { idField } from './fields';
import type { childPortraitData, childResultsData, parentSightData } from './responses/parent-view';

/**
 * What a linked parent sees of a child (docs/PARENTS.md, "What a parent sees"): the history, each
 * report and the 生涯画像, read only, never the answers item by item. Every call checks that the
 * parent's link to the child is approved and records the view; the child reads who looked when.
 */

export type ChildResults = z.output<typeof childResultsData>;
export type ChildReport = ResultData<'dyzn'> | ResultData<'hld'> | ResultData<'mbti'>;
export type ChildPortrait = z.output<typeof childPortraitData>;
export type ParentSight = z.output<typeof parentSightData>;

const linkId = idField('关联');
const assessment = z.enum(['dyzn', 'hld', 'mbti'], { error: '测评类型无效' });

/** The parent's calls, with the parent's own header; `linkId` names the child through the parent's own link. */
export const parentViewApi = {
  /** The child's name and every result of the three tests (time, summary, caveat): the history. */
  childResults: parentEndpoint('/api/parent/childResults', z.object({ linkId }), returns<ChildResults>()),
  /** One report of the child (the newest of the test, or `id`), as the child sees it. */
  childReport: parentEndpoint('/api/parent/childReport', z.object({ linkId, assessment, id: z.optional(idField('报告编号')) }), returns<ChildReport>()),
  /** The newest result of each test, from which the page draws the child's 生涯画像. */
  childPortrait: parentEndpoint('/api/parent/childPortrait', z.object({ linkId }), returns<ChildPortrait>()),
};

/** The student's side: what each linked parent can see, and every time one looked. */
export const familyViewApi = {
  getParentSight: endpoint('/api/family/getParentSight', 'required', z.object({}), returns<ParentSight>()),
};
