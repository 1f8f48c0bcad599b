/** What the rest of the server may use of xuanke/: everything else in the folder is its own. */
export { newestEditionId } from './editions';
