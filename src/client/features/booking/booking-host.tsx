import { useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { tokenAtom } from '#client/session/auth';
import { bookingAtom, openBooking, takePendingBooking } from './booking-store';

const BookingDialog = lazy(() => import('./booking-dialog'));

/**
 * Mounted once in the layout: shows the booking dialog when a page opens one, and reopens the booking a
 * visitor started before logging in, with what they typed, once they are back on its page signed in.
 */
export function BookingHost() {
  const open = useAtomValue(bookingAtom);
  const token = useAtomValue(tokenAtom);
  const href = useRouterState({ select: (s) => s.location.href });

  useEffect(() => {
    if (!token) return;
    const pending = takePendingBooking(href);
    if (pending) openBooking(pending.subject, pending.draft);
  }, [token, href]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <BookingDialog key={JSON.stringify(open.subject)} subject={open.subject} draft={open.draft} />
    </Suspense>
  );
}
