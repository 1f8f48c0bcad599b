import { z } from 'zod/mini';
import { LEAD_STATUSES, PREFERRED_TIMES, SUBJECT_KINDS } from '#shared/bookings/rules';
import { positiveId } from './common';

/** Schemas of what the booking calls answer (see ../bookings.ts); the client takes only their types. */

/** A time: the server's handler gives a Date, JSON carries it as an ISO string. */
const time = z.union([z.custom<Date>((v) => v instanceof Date), z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/))]);
/** A number shown masked: 138****0000, ****1234 for a landline, '' when none. */
const maskedContact = z.string().check(z.regex(/^(|1\d{2}\*{4}\d{4}|\*{4}\d{4})$/));

export const bookingReceiptData = z.strictObject({
  id: positiveId,
  subject: z.string().check(z.minLength(1)),
  time: z.enum(PREFERRED_TIMES),
  contact: maskedContact,
  /** Whether a confirming SMS went to the account's mobile. */
  sms: z.boolean(),
});

export const myBookingData = z.strictObject({
  kind: z.enum(['booking', 'signup']),
  id: positiveId,
  subjectKind: z.enum([...SUBJECT_KINDS, 'signup']),
  subject: z.string().check(z.minLength(1)),
  time: z.nullable(z.enum(PREFERRED_TIMES)),
  note: z.string(),
  contact: maskedContact,
  status: z.enum(LEAD_STATUSES),
  createdAt: time,
});

export const bookingsResponses = {
  consultSubscribe: bookingReceiptData,
  getMyBookings: z.array(myBookingData),
};
