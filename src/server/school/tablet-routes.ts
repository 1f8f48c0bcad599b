import type { FastifyInstance } from 'fastify';
import { CLASS_DEVICE_HEADER, schoolApi } from '#shared/api/school';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { createClassCode } from './class-codes';
import { deviceRoster, listDevices, requireDevice, revokeDevice, setupDevice } from './class-devices';
import { pinLogin } from './pin-sign-in';
import { deviceQuestions } from './device-questions';
import { linkSchoolAccount } from './school-link';

/** Class codes, set-up tablets, PIN sign-in and linking a phone account (docs/SCHOOL.md). */
export function tabletRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;

  route(app, deps, schoolApi.createClassCode, async (body, { caller }) => createClassCode(db, caller.userId, body, clock.now()));
  route(app, deps, schoolApi.getClassDevices, async (body, { caller }) => listDevices(db, caller.userId, body.classId, clock.now()));
  route(app, deps, schoolApi.revokeDevice, async (body, { caller }) => {
    await revokeDevice(db, caller.userId, body.deviceId, clock.now());
    return null;
  });

  route(app, deps, schoolApi.setupDevice, async (body, { ip, device }) => setupDevice(db, body, { ip, device }, clock.now(), deps.env.TABLET_SETUPS_HOURLY));
  route(app, deps, schoolApi.getDeviceRoster, async (_body, { request }) =>
    deviceRoster(db, await requireDevice(db, request.headers[CLASS_DEVICE_HEADER], clock.now()), clock.now()),
  );
  route(app, deps, schoolApi.getDeviceQuestions, async (body, { request }) => {
    await requireDevice(db, request.headers[CLASS_DEVICE_HEADER], clock.now());
    return deviceQuestions(body.have);
  });
  route(app, deps, schoolApi.pinLogin, async (body, { request }) => pinLogin({ db, clock }, await requireDevice(db, request.headers[CLASS_DEVICE_HEADER], clock.now()), body));

  route(app, deps, schoolApi.linkSchoolAccount, async (body, { caller }) => {
    await linkSchoolAccount({ db, clock }, caller.userId, body);
    return null;
  });
}
