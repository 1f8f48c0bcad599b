/** What the rest of the server may use of school/: everything else in the folder is its own. */
export { forgetViewer, myReportViews } from './report-views';
export { currentSchoolYear, requireAdmin } from './school-access';
export { assertConsentForUpload, consentFactsOf } from './school-consent';
export { createSchool } from './school-staff';
export { submitterOf } from './submitter';
export { choicesLockKey, myXuankeChoices } from './xuanke-rounds';
export { discardHeldResult, forgetHeldResult, heldResultToStore, myHeldResults } from './held-results';
export { heldMessage, judgeSignedResult, type SignedVerdict } from './signed-results';
