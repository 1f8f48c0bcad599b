/** What other features and the routes use of the 选科 data and explorer besides its pages; the rest stays inside. */
export type { ExplorerSearch } from './explorer-search';
export { useXuankeEdition } from './edition-source';
