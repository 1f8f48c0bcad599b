import { and, eq } from 'drizzle-orm';
import type { TestStatus } from '#shared/api/user';
import type { Db } from '../db/client';
import { assessmentResults } from '../db/schema';

/** 1 for each assessment the user has a result of (spec: keys hld, mbti, dyzn). */
export async function testStatus(db: Db, userId: number): Promise<TestStatus> {
  const rows = await db
    .selectDistinct({ assessment: assessmentResults.assessment })
    .from(assessmentResults)
    .where(and(eq(assessmentResults.userId, userId)));
  const taken = new Set(rows.map((r) => r.assessment));
  return { hld: taken.has('hld') ? 1 : 0, mbti: taken.has('mbti') ? 1 : 0, dyzn: taken.has('dyzn') ? 1 : 0 };
}
