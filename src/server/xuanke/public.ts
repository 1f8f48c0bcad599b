/** What the rest of the server may use of xuanke/: everything else in the folder is its own. */
export { newestEditionId, servedTable } from './editions';
export { XUANKE_PUBLISHED_LABEL } from './meta';
