import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SectionNode } from '#shared/api/user';
import { messages } from '#shared/validation/rules';
import type { Db } from '../db/client';
import { organisations, sections, users } from '../db/schema';
import { invalid } from '../lib/errors';

async function orgOf(db: Db, userId: number) {
  const [row] = await db.select({ org: organisations }).from(users).innerJoin(organisations, eq(users.orgId, organisations.id)).where(eq(users.id, userId));
  return row?.org ?? null;
}

/** The grade → class tree of the user's organisation. */
export async function sectionTree(db: Db, userId: number): Promise<{ list: SectionNode[]; lable: string }> {
  const org = await orgOf(db, userId);
  if (!org) return { list: [], lable: '年级班级' };
  const rows = await db.select().from(sections).where(eq(sections.orgId, org.id)).orderBy(asc(sections.sort), asc(sections.id));
  const byParent = new Map<number | null, typeof rows>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const build = (parentId: number | null): SectionNode[] => (byParent.get(parentId) ?? []).map((row) => ({ id: row.id, name: row.name, childlist: build(row.id) }));
  return { list: build(null), lable: org.sectionLabel };
}

/** Checks that the ids form a path from the top of the user's organisation's tree down to a leaf. */
export async function validateSectionPath(db: Db, userId: number, sectionid: string): Promise<string> {
  const org = await orgOf(db, userId);
  const label = org?.sectionLabel ?? '年级班级';
  const ids = sectionid.split(',').map(Number);
  if (!org) throw invalid(messages.section(label));
  const rows = await db
    .select()
    .from(sections)
    .where(and(eq(sections.orgId, org.id), inArray(sections.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  let parent: number | null = null;
  for (const id of ids) {
    const row = byId.get(id);
    if (!row || row.parentId !== parent) throw invalid(messages.section(label), { errors: [{ field: 'sectionid', message: messages.section(label) }] });
    parent = row.id;
  }
  const [child] = await db.select({ id: sections.id }).from(sections).where(eq(sections.parentId, parent!)).limit(1);
  if (child) throw invalid(messages.section(label), { errors: [{ field: 'sectionid', message: messages.section(label) }] });
  return ids.join(',');
}

/** 「初一 / 3班」 for the ids of a chosen path. */
export async function sectionPath(db: Db, sectionIds: string): Promise<string> {
  const ids = sectionIds ? sectionIds.split(',').map(Number) : [];
  if (ids.length === 0) return '';
  const rows = await db.select({ id: sections.id, name: sections.name }).from(sections).where(inArray(sections.id, ids));
  const names = new Map(rows.map((r) => [r.id, r.name]));
  return ids
    .map((id) => names.get(id))
    .filter(Boolean)
    .join(' ');
}
