import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, like, lt, lte, or, type SQL } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import type { LeadDetail, LeadExportRow, LeadNote, LeadRow } from '#shared/api/console';
import { type LeadStatus, leadStatusStaffLabels } from '#shared/bookings/rules';
import { LEAD_EXPORT_MAX, type LeadKind, consoleMessages, leadKindLabels } from '#shared/console/rules';
import { chinaDayOf, chinaDayStart } from '#shared/format/time';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client';
import { enrollProjects, enrollments, leadNotes, leads, operators, users } from '#server/db/schema';
import { ApiError } from '#server/lib/errors';
import { masked } from '../bookings/public';
import { recordAudit } from './audit';
import type { OperatorCaller } from '#server/platform/operator-sessions';

/**
 * One list of every lead (docs/CONSOLE.md): bookings and consultations (`leads`) and training sign-ups
 * (`enrollments`), read from both tables and merged newest first. The list masks numbers; opening a
 * lead shows the number to call and is logged, as is every change and every export.
 */

export interface LeadFilter {
  q?: string;
  status?: LeadStatus;
  kind?: LeadKind;
  owner?: 'me' | 'none' | '' | number;
  from?: string;
  to?: string;
  due?: boolean;
}

interface Unified {
  kind: LeadKind;
  id: number;
  subject: string;
  name: string;
  contact: string;
  preferredTime: LeadDetail['preferredTime'];
  note: string;
  status: LeadStatus;
  statusChangedAt: Date;
  ownerId: number | null;
  nextContactOn: string | null;
  createdAt: Date;
}

const notFound = () => new ApiError(ApiCode.NOT_FOUND, consoleMessages.notFound);
/** `%` and `_` typed in the search box are letters, not wildcards. */
const pattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The conditions of a filter on one table's columns. */
function conditions(
  filter: LeadFilter,
  caller: OperatorCaller,
  today: string,
  columns: { createdAt: AnyPgColumn; status: AnyPgColumn; ownerId: AnyPgColumn; nextContactOn: AnyPgColumn; text: SQL[] },
): SQL[] {
  const out: SQL[] = [];
  if (filter.status) out.push(eq(columns.status, filter.status));
  if (filter.owner === 'me') out.push(eq(columns.ownerId, caller.operatorId));
  else if (filter.owner === 'none') out.push(isNull(columns.ownerId));
  else if (typeof filter.owner === 'number') out.push(eq(columns.ownerId, filter.owner));
  if (filter.from) out.push(gte(columns.createdAt, chinaDayStart(filter.from)));
  if (filter.to) out.push(lt(columns.createdAt, new Date(chinaDayStart(filter.to).getTime() + 86400_000)));
  if (filter.due) out.push(lte(columns.nextContactOn, today));
  if (filter.q) out.push(or(...columns.text)!);
  return out;
}

async function projectNames(db: Db): Promise<Map<number, string>> {
  return new Map((await db.select({ id: enrollProjects.id, name: enrollProjects.name }).from(enrollProjects)).map((p) => [p.id, p.name]));
}

const signUpSubject = (project: string, names: Map<number, string>) =>
  `培训报名 · ${project
    .split(',')
    .map((id) => names.get(Number(id)) ?? '已下线的项目')
    .join('、')}`;

/** Up to `limit` of each kind matching the filter, newest first, and how many match in all. */
async function fetchUnified(
  db: Db,
  filter: LeadFilter,
  caller: OperatorCaller,
  now: Date,
  limit: number,
): Promise<{ rows: (Unified & { raw?: typeof enrollments.$inferSelect })[]; total: number }> {
  const today = chinaDayOf(now);
  const q = filter.q ? pattern(filter.q) : '';
  const names = await projectNames(db);
  let total = 0;
  const rows: (Unified & { raw?: typeof enrollments.$inferSelect })[] = [];
  if (filter.kind !== 'signup') {
    const where = and(...conditions(filter, caller, today, { ...leads, text: [ilike(users.username, q), like(leads.contactMobile, q), ilike(leads.subjectName, q)] }));
    const [{ n }] = await db.select({ n: count() }).from(leads).innerJoin(users, eq(leads.userId, users.id)).where(where);
    total += n;
    const found = await db
      .select({ lead: leads, name: users.username })
      .from(leads)
      .innerJoin(users, eq(leads.userId, users.id))
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(limit);
    rows.push(...found.map(({ lead, name }) => bookingLead(lead, name)));
  }
  if (filter.kind !== 'booking') {
    // A sign-up's subject is its projects' names: matched by the ids of the projects whose name matches.
    const projectIds = filter.q ? [...names].filter(([, name]) => name.toLowerCase().includes(filter.q!.toLowerCase())).map(([id]) => String(id)) : [];
    const byProject = projectIds.map((id) =>
      or(eq(enrollments.project, id), like(enrollments.project, `${id},%`), like(enrollments.project, `%,${id}`), like(enrollments.project, `%,${id},%`))!,
    );
    const where = and(...conditions(filter, caller, today, { ...enrollments, text: [ilike(enrollments.name, q), like(enrollments.telphone, q), ...byProject] }));
    const [{ n }] = await db.select({ n: count() }).from(enrollments).where(where);
    total += n;
    const found = await db.select().from(enrollments).where(where).orderBy(desc(enrollments.createdAt), desc(enrollments.id)).limit(limit);
    rows.push(...found.map((row) => signUpLead(row, names)));
  }
  rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.kind === b.kind ? b.id - a.id : a.kind === 'booking' ? -1 : 1));
  return { rows, total };
}

/** How many leads (of both kinds) each number has. */
async function leadsPerNumber(db: Db, numbers: string[]): Promise<Map<string, number>> {
  const unique = [...new Set(numbers.filter(Boolean))];
  const counts = new Map<string, number>();
  if (unique.length === 0) return counts;
  for (const r of await db.select({ number: leads.contactMobile, n: count() }).from(leads).where(inArray(leads.contactMobile, unique)).groupBy(leads.contactMobile))
    counts.set(r.number!, r.n);
  for (const r of await db.select({ number: enrollments.telphone, n: count() }).from(enrollments).where(inArray(enrollments.telphone, unique)).groupBy(enrollments.telphone))
    counts.set(r.number, (counts.get(r.number) ?? 0) + r.n);
  return counts;
}

async function ownerNames(db: Db): Promise<Map<number, string>> {
  return new Map((await db.select({ id: operators.id, name: operators.name }).from(operators)).map((o) => [o.id, o.name]));
}

function toRow(lead: Unified, owners: Map<number, string>, perNumber: Map<string, number>): LeadRow {
  return {
    kind: lead.kind,
    id: lead.id,
    subject: lead.subject,
    name: lead.name,
    contact: lead.contact ? masked(lead.contact) : '',
    status: lead.status,
    owner: lead.ownerId === null ? null : { id: lead.ownerId, name: owners.get(lead.ownerId) ?? '' },
    nextContactOn: lead.nextContactOn,
    createdAt: lead.createdAt,
    samePhone: lead.contact ? Math.max(0, (perNumber.get(lead.contact) ?? 1) - 1) : 0,
  };
}

export async function listLeads(db: Db, caller: OperatorCaller, filter: LeadFilter, page: number, pageSize: number, now: Date): Promise<{ rows: LeadRow[]; total: number }> {
  const { rows, total } = await fetchUnified(db, filter, caller, now, page * pageSize);
  const shown = rows.slice((page - 1) * pageSize, page * pageSize);
  const [owners, perNumber] = await Promise.all([
    ownerNames(db),
    leadsPerNumber(
      db,
      shown.map((r) => r.contact),
    ),
  ]);
  return { rows: shown.map((r) => toRow(r, owners, perNumber)), total };
}

async function findLead(db: Db, kind: LeadKind, id: number): Promise<Unified & { raw?: typeof enrollments.$inferSelect }> {
  const names = kind === 'signup' ? await projectNames(db) : new Map<number, string>();
  if (kind === 'booking') {
    const [found] = await db.select({ lead: leads, name: users.username }).from(leads).innerJoin(users, eq(leads.userId, users.id)).where(eq(leads.id, id));
    if (!found) throw notFound();
    return bookingLead(found.lead, found.name);
  }
  const [row] = await db.select().from(enrollments).where(eq(enrollments.id, id));
  if (!row) throw notFound();
  return signUpLead(row, names);
}

/** A booking as a lead: the student's subject, time and note, the mobile they left. */
function bookingLead(lead: typeof leads.$inferSelect, name: string): Unified {
  return {
    kind: 'booking',
    id: lead.id,
    subject: lead.subjectName,
    name,
    contact: lead.contactMobile ?? '',
    preferredTime: lead.preferredTime,
    note: lead.note,
    status: lead.status,
    statusChangedAt: lead.statusChangedAt,
    ownerId: lead.ownerId,
    nextContactOn: lead.nextContactOn,
    createdAt: lead.createdAt,
  };
}

/** A training sign-up as a lead: its projects' names as the subject, the reason as the note; the row kept for the panel. */
function signUpLead(row: typeof enrollments.$inferSelect, names: Map<number, string>): Unified & { raw: typeof enrollments.$inferSelect } {
  return {
    kind: 'signup',
    id: row.id,
    subject: signUpSubject(row.project, names),
    name: row.name,
    contact: row.telphone,
    preferredTime: null,
    note: row.why,
    status: row.status,
    statusChangedAt: row.statusChangedAt,
    ownerId: row.ownerId,
    nextContactOn: row.nextContactOn,
    createdAt: row.createdAt,
    raw: row,
  };
}

/** A sign-up's other answers; the ID-card number shows its first 3 and last 4 characters only. */
function signUpFields(row: typeof enrollments.$inferSelect): { label: string; value: string }[] {
  const idCard = row.cardnum ? `${row.cardnum.slice(0, 3)}${'*'.repeat(Math.max(0, row.cardnum.length - 7))}${row.cardnum.slice(-4)}` : '';
  return [
    { label: '性别', value: row.gender },
    { label: '身份证号', value: idCard },
    { label: '地址', value: row.address },
    { label: '学历', value: row.edu },
    { label: '专业', value: row.major },
    { label: '单位', value: row.company },
    { label: '职业', value: row.occupation },
    { label: '工作描述', value: row.workDescription },
    { label: '成果', value: row.results },
  ].filter((f) => f.value);
}

const notesOf = (kind: LeadKind, id: number) => (kind === 'booking' ? eq(leadNotes.leadId, id) : eq(leadNotes.enrollmentId, id));

/** One lead, its number in full, its notes and the other leads of that number; the opening is logged. */
export async function getLead(db: Db, caller: OperatorCaller, kind: LeadKind, id: number, now: Date): Promise<LeadDetail> {
  const lead = await findLead(db, kind, id);
  const owners = await ownerNames(db);
  const notes = await db
    .select({ id: leadNotes.id, body: leadNotes.body, author: operators.name, createdAt: leadNotes.createdAt })
    .from(leadNotes)
    .innerJoin(operators, eq(leadNotes.operatorId, operators.id))
    .where(notesOf(kind, id))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
  let related: LeadRow[] = [];
  if (lead.contact) {
    const sameNumber = [
      ...(await db.select({ id: leads.id }).from(leads).where(eq(leads.contactMobile, lead.contact))).map((r) => ({ kind: 'booking' as const, id: r.id })),
      ...(await db.select({ id: enrollments.id }).from(enrollments).where(eq(enrollments.telphone, lead.contact))).map((r) => ({ kind: 'signup' as const, id: r.id })),
    ].filter((r) => !(r.kind === kind && r.id === id));
    const others = await Promise.all(sameNumber.slice(0, 20).map((r) => findLead(db, r.kind, r.id)));
    const perNumber = await leadsPerNumber(db, [lead.contact]);
    related = others.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map((r) => toRow(r, owners, perNumber));
  }
  await recordAudit(db, caller.operatorId, { action: 'lead.view', targetKind: kind, targetId: id, summary: `查看${leadKindLabels[kind]}线索 #${id}（含联系电话）` }, now);
  const row = toRow(lead, owners, await leadsPerNumber(db, [lead.contact]));
  return {
    ...row,
    contact: lead.contact,
    preferredTime: lead.preferredTime,
    note: lead.note,
    fields: lead.raw ? signUpFields(lead.raw) : [],
    statusChangedAt: lead.statusChangedAt,
    notes,
    related,
  };
}

export interface LeadChange {
  status?: LeadStatus;
  owner?: '' | number;
  nextContactOn?: string;
}

/**
 * Status, owner and next contact day, changed in one transaction with its audit entry (before and
 * after of what changed). The row is locked while it changes, so two operators' changes are both
 * recorded, one after the other.
 */
export async function updateLead(db: Db, caller: OperatorCaller, kind: LeadKind, id: number, change: LeadChange, now: Date): Promise<LeadRow> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const table = kind === 'booking' ? leads : enrollments;
    const [current] = await tx.select({ status: table.status, ownerId: table.ownerId, nextContactOn: table.nextContactOn }).from(table).where(eq(table.id, id)).for('update');
    if (!current) throw notFound();
    if (typeof change.owner === 'number') {
      const [owner] = await tx
        .select({ id: operators.id })
        .from(operators)
        .where(and(eq(operators.id, change.owner), isNull(operators.disabledAt)));
      if (!owner) throw new ApiError(ApiCode.INVALID_PARAMS, '跟进人无效', { errors: [{ field: 'owner', message: '跟进人无效' }] });
    }
    const next = {
      status: change.status ?? current.status,
      ownerId: change.owner === undefined ? current.ownerId : change.owner === '' ? null : change.owner,
      nextContactOn: change.nextContactOn === undefined ? current.nextContactOn : change.nextContactOn === '' ? null : change.nextContactOn,
    };
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const key of ['status', 'ownerId', 'nextContactOn'] as const) {
      if (next[key] !== current[key]) {
        before[key] = current[key];
        after[key] = next[key];
      }
    }
    if (Object.keys(after).length > 0) {
      await tx
        .update(table)
        .set({ ...next, ...(next.status !== current.status ? { statusChangedAt: now } : {}) })
        .where(eq(table.id, id));
      const owners = await ownerNames(tx);
      const ownerName = (ownerId: unknown) => (ownerId === null ? '无' : (owners.get(ownerId as number) ?? ''));
      const parts: string[] = [];
      if ('status' in after) parts.push(`状态：${leadStatusStaffLabels[current.status]} → ${leadStatusStaffLabels[next.status]}`);
      if ('ownerId' in after) parts.push(`跟进人：${ownerName(current.ownerId)} → ${ownerName(next.ownerId)}`);
      if ('nextContactOn' in after) parts.push(`下次联系：${current.nextContactOn ?? '无'} → ${next.nextContactOn ?? '无'}`);
      await recordAudit(
        tx,
        caller.operatorId,
        { action: 'lead.update', targetKind: kind, targetId: id, summary: `修改${leadKindLabels[kind]}线索 #${id}：${parts.join('，')}`, before, after },
        now,
      );
    }
    const lead = await findLead(tx, kind, id);
    return toRow(lead, await ownerNames(tx), await leadsPerNumber(tx, [lead.contact]));
  });
}

/** A note on a lead; the log records that one was added, not its words. */
export async function addLeadNote(db: Db, caller: OperatorCaller, kind: LeadKind, id: number, body: string, now: Date): Promise<LeadNote> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await findLead(tx, kind, id);
    const [note] = await tx
      .insert(leadNotes)
      .values({ ...(kind === 'booking' ? { leadId: id } : { enrollmentId: id }), operatorId: caller.operatorId, body, createdAt: now })
      .returning({ id: leadNotes.id, createdAt: leadNotes.createdAt });
    const [author] = await tx.select({ name: operators.name }).from(operators).where(eq(operators.id, caller.operatorId));
    await recordAudit(
      tx,
      caller.operatorId,
      { action: 'lead.note', targetKind: kind, targetId: id, summary: `为${leadKindLabels[kind]}线索 #${id} 添加备注`, after: { noteId: note.id, characters: [...body].length } },
      now,
    );
    return { id: note.id, body, author: author?.name ?? '', createdAt: note.createdAt };
  });
}

/** Every lead of the filter (at most LEAD_EXPORT_MAX) with full numbers; logged with the filter and the count. */
export async function exportLeads(db: Db, caller: OperatorCaller, filter: LeadFilter, now: Date): Promise<LeadExportRow[]> {
  const { rows, total } = await fetchUnified(db, filter, caller, now, LEAD_EXPORT_MAX);
  if (total > LEAD_EXPORT_MAX) throw new ApiError(ApiCode.INVALID_PARAMS, consoleMessages.tooMany);
  const owners = await ownerNames(db);
  const noteCounts = new Map<string, number>();
  for (const r of await db
    .select({ leadId: leadNotes.leadId, enrollmentId: leadNotes.enrollmentId, n: count() })
    .from(leadNotes)
    .groupBy(leadNotes.leadId, leadNotes.enrollmentId)) {
    noteCounts.set(r.leadId ? `booking:${r.leadId}` : `signup:${r.enrollmentId}`, r.n);
  }
  await recordAudit(
    db,
    caller.operatorId,
    { action: 'lead.export', targetKind: 'leads', summary: `导出线索 ${rows.length} 条（含联系电话）`, after: { filter: { ...filter }, count: rows.length } },
    now,
  );
  return rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    createdAt: r.createdAt,
    subject: r.subject,
    name: r.name,
    mobile: r.contact,
    preferredTime: r.preferredTime,
    note: r.note,
    status: r.status,
    statusChangedAt: r.statusChangedAt,
    owner: r.ownerId === null ? '' : (owners.get(r.ownerId) ?? ''),
    nextContactOn: r.nextContactOn,
    notes: noteCounts.get(`${r.kind}:${r.id}`) ?? 0,
  }));
}
