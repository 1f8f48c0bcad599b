/** What other features and the routes use of the booking feature (docs/BOOKINGS.md); the rest stays inside. */
export { type BookingSubject, openBooking } from './booking-store';
export { BookingHost } from './booking-host';
export { bookingKeys } from './query-keys';
