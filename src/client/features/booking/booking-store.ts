import { atom, getDefaultStore } from 'jotai';
import type { PreferredTime } from '#shared/bookings/rules';

/** What a booking dialog is about; the name is only shown (the server names what it stores). */
export type BookingSubject =
  { kind: 'expert' | 'product'; id: number; name: string } | { kind: 'activity' | 'training'; slug: string; name: string } | { kind: 'one' | 'general'; name: string };

/** What was typed, kept across a login. */
export interface BookingDraft {
  time: PreferredTime;
  note: string;
  /** Another number to call; '' for the account's own. */
  mobile: string;
}

export interface OpenBooking {
  subject: BookingSubject;
  draft?: BookingDraft;
}

export const bookingAtom = atom<OpenBooking | null>(null);

/** Opens the booking dialog about `subject` (mounted once in the layout by BookingHost). */
export function openBooking(subject: BookingSubject, draft?: BookingDraft) {
  getDefaultStore().set(bookingAtom, { subject, draft });
}

export function closeBooking() {
  getDefaultStore().set(bookingAtom, null);
}

const PENDING_KEY = 'shengya.pending-booking';

interface PendingBooking extends OpenBooking {
  draft: BookingDraft;
  /** The page to reopen it on after the login. */
  returnTo: string;
}

/** A visitor is sent to log in: the booking waits in this tab's sessionStorage until they come back. */
export function savePendingBooking(pending: PendingBooking) {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  } catch {
    // Storage refused (private mode, full): the visitor types again after the login.
  }
}

/** The booking that waits for this page, taken out of storage (it reopens once). */
export function takePendingBooking(href: string): OpenBooking | null {
  try {
    const text = sessionStorage.getItem(PENDING_KEY);
    if (!text) return null;
    const pending = JSON.parse(text) as PendingBooking;
    if (pending.returnTo !== href) return null;
    sessionStorage.removeItem(PENDING_KEY);
    return { subject: pending.subject, draft: pending.draft };
  } catch {
    return null;
  }
}
