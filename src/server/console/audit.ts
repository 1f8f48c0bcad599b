import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '#shared/api/console';
import type { AuditAction } from '#shared/console/rules';
import { chinaDayStart } from '#shared/format/time';
import type { Db } from '#server/db/client';
import { auditLog, operators } from '#server/db/schema';

export interface AuditRecord {
  action: AuditAction;
  targetKind?: string;
  targetId?: string | number;
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Writes one entry. Call it with the transaction of the change it records, so there is never a change
 * without its entry (nor an entry for a change that was rolled back). `operatorId` null: the command line.
 */
export async function recordAudit(db: Db, operatorId: number | null, entry: AuditRecord, now: Date): Promise<void> {
  await db.insert(auditLog).values({
    operatorId,
    action: entry.action,
    targetKind: entry.targetKind ?? '',
    targetId: entry.targetId === undefined ? '' : String(entry.targetId),
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: now,
  });
}

export interface AuditFilter {
  operatorId?: number | '';
  action?: string;
  from?: string;
  to?: string;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.operatorId) parts.push(eq(auditLog.operatorId, filter.operatorId));
  if (filter.action) parts.push(eq(auditLog.action, filter.action));
  if (filter.from) parts.push(gte(auditLog.createdAt, chinaDayStart(filter.from)));
  if (filter.to) parts.push(lt(auditLog.createdAt, new Date(chinaDayStart(filter.to).getTime() + 86400_000)));
  return parts.length ? and(...parts) : undefined;
}

const entryColumns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  operatorId: auditLog.operatorId,
  operatorName: operators.name,
  action: auditLog.action,
  targetKind: auditLog.targetKind,
  targetId: auditLog.targetId,
  summary: auditLog.summary,
  before: auditLog.before,
  after: auditLog.after,
};

type EntryRow = { [K in keyof typeof entryColumns]: unknown } & { operatorName: string | null; operatorId: number | null };

/** Who did what the log records without an operator: a guardian on the parents' side, else the command line. */
const actorOutsideConsole = (action: string) => (action.startsWith('guardian_consent.') ? '家长（家长端）' : '命令行');

const toEntry = (row: EntryRow): AuditEntry => ({
  id: row.id as number,
  createdAt: row.createdAt as Date,
  operator: row.operatorName ?? actorOutsideConsole(row.action as string),
  operatorId: row.operatorId,
  action: row.action as string,
  targetKind: row.targetKind as string,
  targetId: row.targetId as string,
  summary: row.summary as string,
  before: (row.before as Record<string, unknown> | null) ?? null,
  after: (row.after as Record<string, unknown> | null) ?? null,
});

/** The log, newest first, `pageSize` a page. */
export async function listAudit(db: Db, filter: AuditFilter, page: number, pageSize: number): Promise<{ rows: AuditEntry[]; total: number }> {
  const where = whereOf(filter);
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(operators, eq(auditLog.operatorId, operators.id))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows: rows.map(toEntry), total };
}

/** At most `max` entries of the filter, newest first; undefined when there are more (narrow the filter). */
export async function auditForExport(db: Db, filter: AuditFilter, max: number): Promise<AuditEntry[] | undefined> {
  const rows = await db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(operators, eq(auditLog.operatorId, operators.id))
    .where(whereOf(filter))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(max + 1);
  return rows.length > max ? undefined : rows.map(toEntry);
}
