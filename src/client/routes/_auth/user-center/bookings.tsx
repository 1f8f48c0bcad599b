import { createFileRoute } from '@tanstack/react-router';
import { MyBookings } from '#client/features/user-center/components/my-bookings';

export const Route = createFileRoute('/_auth/user-center/bookings')({ component: MyBookings });
