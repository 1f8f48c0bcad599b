import type { FastifyInstance } from 'fastify';
import { consultSubjectOf } from '#content/marketing/consult-subjects';
import { bookingsApi } from '#shared/api/bookings';
import { gaokaoApi } from '#shared/api/marketing';
import { bookingMessages } from '#shared/bookings/rules';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { invalid } from '../lib/errors';
import { createLead } from './leads';
import { myBookings } from './my-bookings';

/**
 * Appointments with an expert or about a product, consultations about activities, trainings, the one-to-one
 * service and general questions; the user's own list. Booking needs a login so staff can call back.
 */
export function bookingRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, deps, gaokaoApi.teamSubscribe, async (body, { caller, setMessage }) => {
    const receipt = await createLead(deps, caller.userId, { subject: { kind: 'expert', id: body.id }, time: body.time, note: body.note, contact: body.mobile });
    setMessage('预约成功');
    return receipt;
  });

  route(app, deps, gaokaoApi.productSubscribe, async (body, { caller, setMessage }) => {
    const receipt = await createLead(deps, caller.userId, { subject: { kind: 'product', id: body.id }, time: body.time, note: body.note, contact: body.mobile });
    setMessage('预约成功');
    return receipt;
  });

  route(app, deps, bookingsApi.consultSubscribe, async (body, { caller, setMessage }) => {
    const subject = consultSubjectOf(body.subject, body.slug);
    if (!subject) throw invalid(bookingMessages.subject, { errors: [{ field: 'slug', message: bookingMessages.subject }] });
    const receipt = await createLead(deps, caller.userId, { subject, time: body.time, note: body.note, contact: body.mobile });
    setMessage('提交成功');
    return receipt;
  });

  route(app, deps, bookingsApi.getMyBookings, async (_body, { caller }) => myBookings(deps.db, caller.userId));
}
