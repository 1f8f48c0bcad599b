/** What other features and the routes use of 个人中心 besides its pages (a route renders those directly); the rest stays inside. */
export { userCenterKeys } from './query-keys';
