import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import { TABLET_IDLE_DAYS, TABLET_LIFETIME_DAYS } from '#shared/school/class-code';
import { classLabel } from '#shared/school/grades';
import { sameNameMarks } from '#shared/school/same-name';
import type { Db } from '../db/client';
import { classDevices, classStudents, organisations, schoolClasses, schoolStudents } from '../db/schema';
import { randomToken, sha256 } from '../lib/crypto';
import { ApiError } from '../lib/errors';
import { takeDevicePlace } from './class-codes';
import { isDevicePublicKey, pinSealKey } from './device-keys';
import { hitEach, type Origin, perDevice } from '../platform/rate-limit';
import { requireClass } from './school-access';
import { tabletAssignments } from './assignments';
import { TOKEN_256_PATTERN } from '#shared/validation/formats';

/**
 * Classroom tablets (docs/SCHOOL.md, "Set-up tablets"). A teacher's device code sets a tablet up for
 * one class: the tablet gets a 256-bit token (stored hashed) that lets it list that class's names
 * and take PIN sign-ins for its students, nothing else. A teacher can stop a tablet at any time.
 */

export interface ClassDevice {
  id: number;
  classId: number;
}

/** Last use is written at most this often. */
const TOUCH_EVERY_MS = 5 * 60_000;
const DAY_MS = 86400_000;

const notSetUp = () => new ApiError(ApiCode.FORBIDDEN, '这台设备还没有设置为班级平板，或设置已过期、已被老师停用，请让老师重新设置');
const codeProblem = (message: string) => new ApiError(ApiCode.INVALID_PARAMS, message, { errors: [{ field: 'code', message }] });

/** When a tablet set up at `createdAt` and last seen at `lastSeenAt` stops working. */
export const deviceExpiry = (createdAt: Date, lastSeenAt: Date) =>
  new Date(Math.min(createdAt.getTime() + TABLET_LIFETIME_DAYS * DAY_MS, lastSeenAt.getTime() + TABLET_IDLE_DAYS * DAY_MS));

async function classInfo(db: Db, classId: number) {
  const [row] = await db
    .select({ grade: schoolClasses.grade, name: schoolClasses.name, schoolName: organisations.name })
    .from(schoolClasses)
    .innerJoin(organisations, eq(schoolClasses.orgId, organisations.id))
    .where(eq(schoolClasses.id, classId));
  return { classLabel: classLabel(row.grade, row.name), schoolName: row.schoolName };
}

/**
 * A tablet types the teacher's code: it is set up for that class, if the code has a place left.
 * Guesses count per device, per address and for the whole server (`setupsPerHour`, env.ts).
 */
export async function setupDevice(db: Db, input: { code: string; label?: string; publicKey?: string }, origin: Origin, now: Date, setupsPerHour: number) {
  if (input.publicKey !== undefined && !isDevicePublicKey(input.publicKey)) {
    throw new ApiError(ApiCode.INVALID_PARAMS, '平板密钥格式不正确', { errors: [{ field: 'publicKey', message: '平板密钥格式不正确' }] });
  }
  await hitEach(
    db,
    [
      ...perDevice(origin, { prefix: 'tablet-setup', limit: 20, windowSeconds: 3600, what: '设置平板' }),
      { key: `tablet-setup:ip:${origin.ip}`, limit: 300, windowSeconds: 3600, what: '设置平板' },
      { key: 'tablet-setup:all', limit: setupsPerHour, windowSeconds: 3600, what: '设置平板' },
    ],
    now,
  );
  const deviceToken = randomToken(32);
  const { classId, deviceId } = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const place = await takeDevicePlace(tx, input.code, now);
    if (place === null) throw codeProblem('平板设置码不正确或已过期，请向老师确认');
    if (place === 'full') throw codeProblem('这个平板设置码能设置的平板已经满了，请老师重新生成平板设置码');
    const [row] = await tx
      .insert(classDevices)
      .values({ classId: place.classId, tokenHash: sha256(deviceToken), label: input.label ?? '', createdAt: now, lastSeenAt: now, publicKey: input.publicKey ?? null })
      .returning({ id: classDevices.id });
    return { classId: place.classId, deviceId: row.id };
  });
  return { deviceToken, deviceId, sealKey: (await pinSealKey(db)).publicKey, ...(await classInfo(db, classId)) };
}

/** The set-up tablet a request comes from (its token in CLASS_DEVICE_HEADER), or 4003. */
export async function requireDevice(db: Db, token: unknown, now: Date): Promise<ClassDevice> {
  if (typeof token !== 'string' || !TOKEN_256_PATTERN.test(token)) throw notSetUp();
  const [device] = await db
    .select({ id: classDevices.id, classId: classDevices.classId, createdAt: classDevices.createdAt, lastSeenAt: classDevices.lastSeenAt })
    .from(classDevices)
    .where(and(eq(classDevices.tokenHash, sha256(token)), isNull(classDevices.revokedAt)));
  if (!device || deviceExpiry(device.createdAt, device.lastSeenAt) <= now) throw notSetUp();
  if (now.getTime() - device.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(classDevices)
      .set({ lastSeenAt: now })
      .where(and(eq(classDevices.id, device.id), lt(classDevices.lastSeenAt, now)));
  }
  return { id: device.id, classId: device.classId };
}

/**
 * The names a set-up tablet lists: its class's students, in 学号 order (the order of the class list on
 * the wall), a shared name with the mark its card shows; the 学号 itself stays on the server.
 */
export async function deviceRoster(db: Db, device: ClassDevice, now: Date) {
  const rows = await db
    .select({ id: schoolStudents.id, name: schoolStudents.name, studentNo: schoolStudents.studentNo })
    .from(classStudents)
    .innerJoin(schoolStudents, eq(classStudents.studentId, schoolStudents.id))
    .where(eq(classStudents.classId, device.classId))
    .orderBy(asc(schoolStudents.studentNo));
  const marks = sameNameMarks(rows);
  const students = rows.map(({ id, name }) => ({ id, name, mark: marks.get(id) ?? null }));
  return {
    ...(await classInfo(db, device.classId)),
    students,
    deviceId: device.id,
    sealKey: (await pinSealKey(db)).publicKey,
    assignments: await tabletAssignments(db, device.classId, now),
  };
}

/**
 * The class's tablets of the last 180 days: the working ones, each with when it stops working, and the
 * stopped ones with when they were stopped. Each with its public key: the teacher's phone checks scanned
 * results with it, and refuses one a stopped tablet finished after its stop.
 */
export async function listDevices(db: Db, userId: number, classId: number, now: Date) {
  await requireClass(db, userId, classId, now);
  const rows = await db
    .select({
      id: classDevices.id,
      label: classDevices.label,
      createdAt: classDevices.createdAt,
      lastSeenAt: classDevices.lastSeenAt,
      publicKey: classDevices.publicKey,
      stoppedAt: classDevices.revokedAt,
    })
    .from(classDevices)
    .where(and(eq(classDevices.classId, classId), gt(classDevices.createdAt, new Date(now.getTime() - TABLET_LIFETIME_DAYS * DAY_MS))))
    .orderBy(asc(classDevices.id));
  return rows.map((row) => ({ ...row, expiresAt: deviceExpiry(row.createdAt, row.lastSeenAt) })).filter((row) => row.stoppedAt !== null || row.expiresAt > now);
}

/** Stops a tablet: its token, and with it every upload credential issued on it, stops working at once. */
export async function revokeDevice(db: Db, userId: number, deviceId: number, now: Date): Promise<void> {
  const [device] = await db.select({ classId: classDevices.classId }).from(classDevices).where(eq(classDevices.id, deviceId));
  if (!device) throw new ApiError(ApiCode.FORBIDDEN, '无权管理这个班级');
  await requireClass(db, userId, device.classId, now);
  await db
    .update(classDevices)
    .set({ revokedAt: now })
    .where(and(eq(classDevices.id, deviceId), isNull(classDevices.revokedAt)));
}
