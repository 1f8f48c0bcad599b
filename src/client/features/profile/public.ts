/** What other features and the routes use of the 生涯画像 besides its pages; the rest stays inside. */
export { profileKeys } from './query-keys';
export { usePortrait } from './use-portrait';
