import { and, eq, gt, isNull } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import type { Db } from '../db/client';
import { classDevices, uploadCredentials } from '../db/schema';
import { randomToken, sha256 } from '../lib/crypto';
import { ApiError } from '../lib/errors';
import { TOKEN_256_PATTERN } from '#shared/validation/formats';

/**
 * Upload credentials (docs/SCHOOL.md, "Uploads after the hand-over"). A student signed in by PIN on
 * a set-up tablet hands it to the next one long before their finished test may reach the server. The
 * tablet keeps, with each finished test in its outbox, a credential issued at that student's sign-in:
 * 256 bits, stored hashed, bound to the student and to that tablet, valid 14 days. It only submits
 * answers, only with that tablet's own token beside it, and only as that student.
 */
export const UPLOAD_CREDENTIAL_DAYS = 14;

export async function issueUploadCredential(db: Db, userId: number, deviceId: number, now: Date): Promise<string> {
  const credential = randomToken(32);
  await db.insert(uploadCredentials).values({
    tokenHash: sha256(credential),
    userId,
    deviceId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + UPLOAD_CREDENTIAL_DAYS * 86400_000),
  });
  return credential;
}

const refused = () => new ApiError(ApiCode.NOT_LOGGED_IN, '上传凭证已失效，请该同学在这台平板上重新登录后上传');

/** The student a credential submits for (and its tablet), when it is live and comes with the token of the tablet it was issued on. */
export async function userOfCredential(db: Db, credential: string, deviceToken: unknown, now: Date): Promise<{ userId: number; deviceId: number }> {
  if (!TOKEN_256_PATTERN.test(credential) || typeof deviceToken !== 'string' || !TOKEN_256_PATTERN.test(deviceToken)) throw refused();
  const [row] = await db
    .select({ userId: uploadCredentials.userId, deviceId: uploadCredentials.deviceId })
    .from(uploadCredentials)
    .innerJoin(classDevices, eq(uploadCredentials.deviceId, classDevices.id))
    .where(
      and(
        eq(uploadCredentials.tokenHash, sha256(credential)),
        gt(uploadCredentials.expiresAt, now),
        eq(classDevices.tokenHash, sha256(deviceToken)),
        isNull(classDevices.revokedAt),
      ),
    );
  if (!row) throw refused();
  return row;
}
