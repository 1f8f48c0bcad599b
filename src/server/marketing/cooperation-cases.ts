import { and, asc, eq, ne } from 'drizzle-orm';
import type { CaseDetail, CaseSummary } from '#shared/api/cases';
import type { Db } from '../db/client';
import { cooperationCases } from '../db/schema';
import { safeImageSrc, sanitizeHtml } from '../lib/sanitize-html';
import { notFound, onSite } from './content';

/** Read side of the cooperation cases (/cooperation): only what is on the site; URLs and HTML cleaned on every read. */

const image = (src: string) => safeImageSrc(src) ?? '';
const order = [asc(cooperationCases.sort), asc(cooperationCases.id)];

export async function caseList(db: Db, now: Date): Promise<CaseSummary[]> {
  const rows = await db
    .select({ id: cooperationCases.id, title: cooperationCases.title, summary: cooperationCases.summary, cover: cooperationCases.cover })
    .from(cooperationCases)
    .where(onSite(cooperationCases, now))
    .orderBy(...order);
  return rows.map((c) => ({ ...c, cover: image(c.cover) }));
}

export async function caseInfo(db: Db, id: number, now: Date): Promise<CaseDetail> {
  const [row] = await db
    .select({ id: cooperationCases.id, title: cooperationCases.title, subtitle: cooperationCases.subtitle, cover: cooperationCases.cover, content: cooperationCases.content })
    .from(cooperationCases)
    .where(and(eq(cooperationCases.id, id), onSite(cooperationCases, now)));
  if (!row) throw notFound('该案例不存在或已下线');
  const others = await db
    .select({ id: cooperationCases.id, title: cooperationCases.title, summary: cooperationCases.summary })
    .from(cooperationCases)
    .where(and(ne(cooperationCases.id, id), onSite(cooperationCases, now)))
    .orderBy(...order);
  return { ...row, cover: image(row.cover), content: sanitizeHtml(row.content), others };
}
