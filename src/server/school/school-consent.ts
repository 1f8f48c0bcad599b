import { eq } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import { needsGuardianConsent } from '#shared/school/roster';
import type { Db } from '../db/client';
import { schoolStudents } from '../db/schema';
import { ApiError } from '../lib/errors';

/**
 * A school's student under 14 (or of unknown age) uploads results only once the school has recorded
 * how their guardian agreed (PIPL: a child's personal information needs a guardian's consent). Until
 * then the answer is 4051 and the device keeps the result and tries again later; students who signed
 * up themselves (not on a roster) agreed at registration and are not held here.
 */
export async function assertConsentForUpload(db: Db, userId: number, now: Date): Promise<void> {
  const [student] = await db
    .select({ birthMonth: schoolStudents.birthMonth, consentMethod: schoolStudents.consentMethod })
    .from(schoolStudents)
    .where(eq(schoolStudents.userId, userId));
  if (student && !student.consentMethod && needsGuardianConsent(student.birthMonth, now)) {
    throw new ApiError(ApiCode.CONSENT_REQUIRED, '老师还没有登记监护人同意，结果先保存在这台设备上，登记后会自动上传');
  }
}
