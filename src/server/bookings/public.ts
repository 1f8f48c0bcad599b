/** What the rest of the server may use of bookings/: everything else in the folder is its own. */
export { noticeLimitKey } from './booking-notice';
export { masked } from './my-bookings';
