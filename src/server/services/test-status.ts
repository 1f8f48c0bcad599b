import type { TestStatus } from '../../shared/api/user';
import type { Db } from '../db/client';

/** Which assessments the user has taken (1) — none until results are stored. */
export async function testStatus(_db: Db, _userId: number): Promise<TestStatus> {
  return { hld: 0, mbti: 0, dyzn: 0 };
}
