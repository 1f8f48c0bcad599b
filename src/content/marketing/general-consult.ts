/**
 * The name of a general question (在线咨询), apart from consult-subjects.ts: the home page's consult
 * band needs only this, not every page's text that module brings along.
 */
export const GENERAL_CONSULT_NAME = '在线咨询（留言）';
