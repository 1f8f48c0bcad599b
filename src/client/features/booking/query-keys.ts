import { personalKey } from '#client/lib/query-keys';

/** The bookings' keys (lib/query-keys.ts). */
export const bookingKeys = {
  personal: {
    /** 我的预约/报名: the user's bookings, consultations and sign-ups. */
    myBookings: () => personalKey('my-bookings'),
  },
} as const;
