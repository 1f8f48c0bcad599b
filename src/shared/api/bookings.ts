import { z } from 'zod/mini';
import { bookingMessages, contactSchema, noteSchema, preferredTimeSchema } from '../bookings/rules';
import { endpoint, returns } from './envelope';
import type { bookingReceiptData, myBookingData } from './responses/bookings';

/**
 * Bookings and consultations (docs/BOOKINGS.md). The expert and product bookings of the spec keep their
 * calls in `gaokaoApi` (with the optional fields below); these are the additive ones.
 */

export type BookingReceipt = z.output<typeof bookingReceiptData>;
export type MyBooking = z.output<typeof myBookingData>;

/** The optional fields every booking call takes: when to call, a note, another number. */
export const bookingFields = { time: preferredTimeSchema, note: noteSchema, mobile: contactSchema };

const slug = z.pipe(
  z.transform((v: unknown) => (v === undefined ? '' : v)),
  z.string({ error: bookingMessages.subject }).check(z.trim(), z.maxLength(40, bookingMessages.subject), z.regex(/^[a-z]*$/, bookingMessages.subject)),
);

export const bookingsApi = {
  /**
   * A consultation about an activity or a training (by its page slug), the one-to-one service or a
   * general question (在线咨询). Login required (staff call back). Success msg 提交成功; the same
   * subject again within 10 minutes updates the first request; 4029 after 10 new ones an hour.
   */
  consultSubscribe: endpoint(
    '/api/gaokao/consultSubscribe',
    'required',
    z.object({ subject: z.enum(['activity', 'training', 'one', 'general'], { error: bookingMessages.subject }), slug, ...bookingFields }),
    returns<BookingReceipt>(),
  ),
  /** The caller's bookings, consultations and training sign-ups with their status, newest first. */
  getMyBookings: endpoint('/api/user/getMyBookings', 'required', z.object({}), returns<MyBooking[]>()),
};
