/** What other features and the routes use of the school's staff pages; the rest stays inside. */
export { assignmentSearch } from './assignment-search';
export { schoolKeys } from './query-keys';
