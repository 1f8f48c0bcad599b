/** What the rest of the server may use of family/: the child's side of the data export. */
export { familyExport } from './links';
export { consentRecordOf } from './guardian-consent';
export { notifyParents } from './notices';
export { parentViewsOf } from './child-view';
