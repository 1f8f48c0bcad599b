/** What the rest of the server may use of assessments/: everything else in the folder is its own. */
export { history, reportOf, resultsLockKey, spentPrefix, studentResult } from './assessments';
