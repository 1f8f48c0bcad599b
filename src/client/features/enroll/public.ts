/** What other features and the routes use of the sign-up feature; the rest stays inside. */
export { enrollProjectsQuery, formatPrice } from './enroll-projects';
export { parseSignUpSearch, type SignUpSearch } from './search';
