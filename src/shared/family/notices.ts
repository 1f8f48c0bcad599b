/**
 * SMS notices a parent opted in to, per kind and per child (docs/PARENTS.md, "Notices"). None is
 * marketing and none carries a result: the text names the child and what happened, nothing more.
 */
export const NOTICE_KINDS = ['finished', 'booking', 'consent'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** What the parent ticks on 家长首页. */
export const noticeKindLabels: Record<NoticeKind, string> = {
  finished: '孩子完成一项测评时',
  booking: '孩子提交预约时',
  consent: '孩子有测评结果等您同意时（每天最多一条）',
};

/** The `${event}` of the approved template, per kind: never a result, never an offer. */
export const noticeEvents: Record<NoticeKind, string> = {
  finished: '刚完成了一项生涯测评',
  booking: '提交了一项咨询预约',
  consent: '有测评结果在等待您的同意',
};

/** The whole text as the dev outbox shows it; a provider's approved template should read the same. */
export const familyNoticeText = (child: string, kind: NoticeKind) =>
  `【生涯规划】您关联的孩子${child}${noticeEvents[kind]}，详情请在生涯规划家长端查看。如不想再收到，可在家长首页关闭。`;
