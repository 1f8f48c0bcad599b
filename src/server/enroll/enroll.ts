import { and, asc, eq, gt } from 'drizzle-orm';
import type { EnrollProject } from '#shared/api/marketing';
import type { EnrollForm } from '#shared/validation/enroll';
import type { Db } from '../db/client';
import { enrollments, enrollProjects } from '../db/schema';
import type { Clock } from '../lib/clock';
import { invalid, tooMany } from '../lib/errors';
import { withKeyLock } from '../platform/dedupe';
import { hitLimit } from '../platform/rate-limit';
import { onSite } from '../marketing/public';

/** The same telphone applying for the same projects again within this window is one application. */
export const ENROLL_DEDUPE_MS = 10 * 60_000;
/** New applications per address per hour: enough for a family or an office, not for a script. */
export const ENROLL_PER_IP_HOURLY = 5;

/** The projects the sign-up form offers now. */
export async function listEnrollProjects(db: Db, now: Date): Promise<EnrollProject[]> {
  return db
    .select({ id: enrollProjects.id, name: enrollProjects.name, price: enrollProjects.price })
    .from(enrollProjects)
    .where(onSite(enrollProjects, now))
    .orderBy(asc(enrollProjects.sort), asc(enrollProjects.id));
}

const PROJECT_GONE = '所选项目不存在，请刷新页面后重新选择';

/** Every chosen project is one the site offers now (a withdrawn one cannot be signed up for). */
async function projectsExist(db: Db, ids: number[], now: Date): Promise<boolean> {
  const rows = await db.select({ id: enrollProjects.id }).from(enrollProjects).where(onSite(enrollProjects, now));
  const known = new Set(rows.map((r) => r.id));
  return ids.every((id) => known.has(id));
}

/** Stores a training application (a lead staff call back). The captcha is checked by the caller. */
export async function submitEnroll(deps: { db: Db; clock: Clock }, form: EnrollForm, who: { userId: number | null; ip: string }): Promise<void> {
  const { db, clock } = deps;
  if (!(await projectsExist(db, form.project, clock.now()))) {
    throw invalid(PROJECT_GONE, { errors: [{ field: 'project', message: PROJECT_GONE }] });
  }
  const project = form.project.join(',');
  const now = clock.now();
  // Resolves to the seconds to wait when the limit refuses, else null.
  const refusedFor = await withKeyLock(db, `enroll:${form.telphone}:${project}`, async (tx) => {
    const since = new Date(now.getTime() - ENROLL_DEDUPE_MS);
    const [recent] = await tx
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(and(eq(enrollments.telphone, form.telphone), eq(enrollments.project, project), gt(enrollments.createdAt, since)))
      .limit(1);
    if (recent) return null; // a double submit: the first one already counts
    const limit = await hitLimit(tx, `enroll:ip:${who.ip}`, ENROLL_PER_IP_HOURLY, 3600, now);
    if (!limit.allowed) return limit.retryAfter;
    const { work_description: workDescription, ...rest } = form;
    await tx.insert(enrollments).values({ ...rest, workDescription, project, userId: who.userId, ip: who.ip, createdAt: now });
    return null;
  });
  if (refusedFor !== null) throw tooMany(refusedFor, '报名提交');
}
