import { z } from 'zod/mini';

/** Which notices the parent opted in to for one child: true = an SMS is sent. */
export const noticePrefsData = z.strictObject({ finished: z.boolean(), booking: z.boolean(), consent: z.boolean() });

export const parentNoticesResponses = { getNoticePrefs: noticePrefsData, setNoticePref: noticePrefsData };
