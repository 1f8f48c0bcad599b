/** What the rest of the server may use of accounts/: everything else in the folder is its own. */
export { CONSENT_VERSION, getUserInfo } from './accounts';
