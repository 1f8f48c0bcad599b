import type { ServerModule } from '../http/server-module';
import { bookingRoutes } from './booking-routes';

/** Every booking button's request (docs/BOOKINGS.md) and the user's 我的预约. */
export const bookingsModule: ServerModule = { name: 'bookings', register: bookingRoutes };
