/** What other features and the routes use of the marketing feature; the rest stays inside. */
export { bannersQuery, productListQuery, teamListQuery } from './api';
export { idSearch, newsSearch, type NewsSearch } from './search';
export { marketingKeys } from './query-keys';
