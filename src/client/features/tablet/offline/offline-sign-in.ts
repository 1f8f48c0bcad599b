import type { DeviceRoster } from '#client/contracts/school.gen';
import type { MyAssignment } from '#client/contracts/lesson-progress.gen';
import { getClassDevice } from '#client/lib/class-device';
import { sealPin } from '#client/lib/device-crypto';
import { keepOfflineSignIn, offlineKitOf, offlineTokenOf, offlineUserIdOf, rosterCopyOf } from '#client/lib/offline-tablet';
import { queryClient } from '#client/lib/query-client';
import { storeUser } from '#client/lib/token-storage';
import { db } from '#client/offline/db';
import { forgetSession, signIn } from '#client/session/auth';
import { userInfoQuery } from '#client/session/user';
import { windowStateOf } from '#shared/school/lesson-state';
import type { RosterStudent } from '../name-list';

/**
 * A student signs in on a set-up tablet with no network (docs/OFFLINE-LESSON.md). Nothing on the tablet
 * can tell a right PIN from a wrong one (any verifier of a 6-digit PIN is reversed in a second by whoever
 * holds the tablet): the PIN typed is sealed for the server, goes with every test the student finishes
 * here, and the server checks it when the results arrive, holding for the teacher what does not match.
 * Null when the tablet cannot do it (set up before it had a key, or never had the names).
 */
export async function signInOffline(student: RosterStudent, pin: string, now = Date.now()): Promise<{ userId: number } | null> {
  const device = getClassDevice();
  const kit = device && (await offlineKitOf(device.deviceToken));
  const roster = device && (await rosterCopyOf(device.deviceToken));
  if (!device || !kit || !roster) return null;
  const sealedPin = await sealPin(kit.sealKey, pin, `${kit.deviceId}~${student.id}`);
  const userId = offlineUserIdOf(student.id);
  forgetSession();
  signIn(offlineTokenOf(student.id), { remember: false });
  keepOfflineSignIn({ studentId: student.id, sealedPin, startedAt: now });
  const user = {
    id: userId,
    nickname: student.name,
    username: student.name,
    mobile: '',
    avatar: '',
    sectionstr: '',
    sectionid: '',
    orginfo: { bannerimage: '', reportlogo: '' },
    school: null,
  };
  storeUser(user);
  queryClient.setQueryData(userInfoQuery.queryKey, user);
  await db.assignments.put({ userId, list: assignmentsOf(roster, student.id, now), fetchedAt: now });
  return { userId };
}

/** The class's assignments for one student, as getMyAssignments would list them (nothing is done yet as far as the tablet knows). */
export function assignmentsOf(roster: DeviceRoster, studentId: number, now: number): MyAssignment[] {
  return roster.assignments
    .filter((a) => a.studentIds === null || a.studentIds.includes(studentId))
    .map((a) => ({
      id: a.id,
      assessments: a.assessments.map((key) => ({ key, done: null })),
      startsAt: a.startsAt,
      endsAt: a.endsAt,
      note: a.note,
      className: roster.classLabel,
      teacherName: a.teacherName,
      state: windowStateOf({ startsAt: new Date(a.startsAt).getTime(), endsAt: new Date(a.endsAt).getTime() }, now),
    }));
}
