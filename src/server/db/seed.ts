import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { appMeta, organisations, sections } from './schema';
import { seedCooperationCases } from './seed-cases';
import { seedMarketing } from './seed-marketing';

const GRADES = ['初一', '初二', '初三', '高一', '高二', '高三'];
const CLASSES_PER_GRADE = 8;

/** Each seed set runs once per database (recorded in app_meta), so operators' later edits are kept. */
async function once(db: Db, key: string, work: (tx: Db) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [done] = await t.select().from(appMeta).where(eq(appMeta.key, key));
    if (done) return;
    await work(t);
    await t.insert(appMeta).values({ key, value: new Date().toISOString() });
  });
}

export async function seed(db: Db): Promise<void> {
  await once(db, 'seed:default-organisation', async (tx) => {
    const [org] = await tx
      .insert(organisations)
      .values({ name: '生涯规划示范学校', bannerimage: '/images/org/banner.svg', reportlogo: '', sectionLabel: '年级班级', isDefault: true })
      .returning({ id: organisations.id });
    for (const [gradeIndex, grade] of GRADES.entries()) {
      const [parent] = await tx.insert(sections).values({ orgId: org.id, name: grade, sort: gradeIndex }).returning({ id: sections.id });
      await tx.insert(sections).values(Array.from({ length: CLASSES_PER_GRADE }, (_, i) => ({ orgId: org.id, parentId: parent.id, name: `${i + 1}班`, sort: i })));
    }
  });
  await once(db, 'seed:marketing-v1', seedMarketing);
  // A key of its own: databases seeded before the cases moved here get them too.
  await once(db, 'seed:cooperation-cases-v1', seedCooperationCases);
}
