import { SUBMITTER_HEADER, UPLOAD_CREDENTIAL_HEADER } from '#shared/api/envelope';
import { CLASS_DEVICE_HEADER } from '#client/contracts/school.gen';
import { getClassDevice } from '../lib/class-device';

/**
 * How the device sends what it kept for a user (a finished test from the outbox, a progress report for
 * the class board): with the login of the user it belongs to (`token`), never with whatever the tab
 * holds now; or, on a class tablet after the student handed it over, with that student's upload
 * credential beside the tablet's own token (docs/SCHOOL.md) and no login at all.
 */
export type SendAs = { token: string } | { credential: string; deviceToken: string };

/**
 * The login token and headers of such a call (server school/submitter.ts reads them). With a login the
 * request names the user the data was saved under, so the server refuses it under anyone else's
 * session, and a set-up tablet says which it is, as a credential does: the class board shows where a
 * student works, and the tablet's use keeps it from expiring as idle.
 */
export function uploadAuth(userId: number, as: SendAs): { token: string; headers: Record<string, string> } {
  if ('credential' in as) return { token: '', headers: { [UPLOAD_CREDENTIAL_HEADER]: as.credential, [CLASS_DEVICE_HEADER]: as.deviceToken } };
  const device = getClassDevice();
  return { token: as.token, headers: { [SUBMITTER_HEADER]: String(userId), ...(device ? { [CLASS_DEVICE_HEADER]: device.deviceToken } : {}) } };
}
