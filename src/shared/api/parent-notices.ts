import { z } from 'zod/mini';
import { NOTICE_KINDS } from '../family/notices';
import { parentEndpoint, returns } from './envelope';
import { idField } from './fields';
import type { noticePrefsData } from './responses/parent-notices';

/** SMS notices a parent opted in to, per kind and per linked child (docs/PARENTS.md, "Notices"). */

export type NoticePrefs = z.output<typeof noticePrefsData>;

const linkId = idField('关联');

export const parentNoticesApi = {
  getNoticePrefs: parentEndpoint('/api/parent/getNoticePrefs', z.object({ linkId }), returns<NoticePrefs>()),
  setNoticePref: parentEndpoint(
    '/api/parent/setNoticePref',
    z.object({ linkId, kind: z.enum(NOTICE_KINDS, { error: '通知类型无效' }), on: z.enum(['0', '1'], { error: '参数错误' }) }),
    returns<NoticePrefs>(),
  ),
};
