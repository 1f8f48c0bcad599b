/** What other features and the routes may use of the parents' side. */
export { clearParentToken, getParentToken, PARENT_LOGIN, parentCall, parentTarget, setParentToken } from './parent-session';
export { isChildQueryKey, parentKeys } from './query-keys';
export { parentChildSearch, type ParentChildSearch } from './child-search';
