/** What the rest of the server may use of family/: the child's side of the data export. */
export { familyExport } from './links';
export { parentViewsOf } from './child-view';
