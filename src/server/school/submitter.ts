import { ApiCode, SUBMITTER_HEADER, UPLOAD_CREDENTIAL_HEADER } from '#shared/api/envelope';
import { CLASS_DEVICE_HEADER } from '#shared/api/school';
import { parseId } from '#shared/validation/formats';
import type { Db } from '../db/client';
import { ApiError, invalid, notLoggedIn } from '../lib/errors';
import { requireDevice } from './class-devices';
import { userOfCredential } from './upload-credentials';

type Headers = Record<string, string | string[] | undefined>;

/**
 * Whose answers (or test progress) a device sends, and from which class tablet. A class tablet's
 * upload credential names the student itself (it is bound to them and to that tablet). Otherwise the
 * session's user, who must be the user the answers were saved under on the device (SUBMITTER_HEADER),
 * so a shared tablet never stores one student's answers under another's account.
 */
export async function submitterOf(db: Db, headers: Headers, sessionUser: number | null, now: Date): Promise<{ userId: number; deviceId: number | null }> {
  const credential = headers[UPLOAD_CREDENTIAL_HEADER];
  if (typeof credential === 'string') return userOfCredential(db, credential, headers[CLASS_DEVICE_HEADER], now);
  if (sessionUser === null) throw notLoggedIn();
  const submitter = headers[SUBMITTER_HEADER];
  if (submitter !== undefined) {
    if (typeof submitter !== 'string' || parseId(submitter) === null) throw invalid('答卷所属账号的编号格式不正确');
    if (parseId(submitter) !== sessionUser) throw new ApiError(ApiCode.FORBIDDEN, '这份答卷属于另一个账号，请用答题时的账号登录后再上传');
  }
  return { userId: sessionUser, deviceId: await classTabletOf(db, headers[CLASS_DEVICE_HEADER], now) };
}

/** The class tablet a signed-in request says it comes from, when its token is live; a phone or a stopped tablet is none. */
async function classTabletOf(db: Db, token: string | string[] | undefined, now: Date): Promise<number | null> {
  if (token === undefined) return null;
  try {
    return (await requireDevice(db, token, now)).id;
  } catch {
    return null;
  }
}
