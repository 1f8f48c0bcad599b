/** What other features and the routes use of the 选科 explorer besides its pages; the rest stays inside. */
export type { ExplorerSearch } from './explorer-search';
export { useXuankeTable } from './use-table';
