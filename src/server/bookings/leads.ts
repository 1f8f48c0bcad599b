import { and, eq, gt } from 'drizzle-orm';
import { type ConsultSubject, consultSubjectName } from '#content/marketing/consult-subjects';
import { bookingMessages, type PreferredTime, preferredTimeLabels } from '#shared/bookings/rules';
import type { AfterReply } from '../lib/after-reply';
import type { Db } from '../db/client';
import { experts, leads, products, users } from '../db/schema';
import type { Env } from '../env';
import type { Clock } from '../lib/clock';
import { maskMobile } from '../lib/crypto';
import { invalid, tooMany } from '../lib/errors';
import { claimNotice, dispatchNotice } from './booking-notice';
import { notifyParents } from '../family/public';
import { notFound, onSite } from '../marketing/public';
import { withKeyLock } from '../platform/dedupe';
import { hitLimit } from '../platform/rate-limit';
import type { SmsSender } from '../platform/sms-sender';

export interface LeadDeps {
  db: Db;
  env: Env;
  clock: Clock;
  sms: SmsSender;
  afterReply: AfterReply;
}

/** A repeat of the same booking within this window is the same request (double click, retry, a changed mind). */
export const LEAD_DEDUPE_MS = 10 * 60_000;
/** New bookings per user per hour; staff call each one back, so a script must not flood them. */
export const LEADS_PER_HOUR = 10;

export type LeadSubject = { kind: 'expert' | 'product'; id: number } | ConsultSubject;

export interface LeadRequest {
  subject: LeadSubject;
  time: PreferredTime;
  note: string;
  /** Another number to call; missing: the account's mobile. */
  contact?: string;
}

/** What the student is told: the subject, the time, the masked number to be called and whether an SMS confirms it. */
export interface LeadReceipt {
  id: number;
  subject: string;
  time: PreferredTime;
  contact: string;
  sms: boolean;
}

const missing = { expert: '该专家不存在，请刷新页面后重试', product: '该产品不存在或已下架' } as const;

/** The stored name of the subject (from the database or src/content, never from the request); 4004 when it is gone or withdrawn. */
async function subjectName(db: Db, subject: LeadSubject, now: Date): Promise<string> {
  if (subject.kind === 'expert' || subject.kind === 'product') {
    const table = subject.kind === 'expert' ? experts : products;
    const [row] = await db
      .select({ name: table.name })
      .from(table)
      .where(and(eq(table.id, subject.id), onSite(table, now)));
    if (!row) throw notFound(missing[subject.kind]);
    return `${subject.kind === 'expert' ? '专家预约' : '产品预约'} · ${row.name}`;
  }
  return consultSubjectName(subject as ConsultSubject);
}

const idOf = (subject: LeadSubject) => (subject.kind === 'expert' || subject.kind === 'product' ? subject.id : null);
const slugOf = (subject: LeadSubject) => (subject.kind === 'activity' || subject.kind === 'training' ? subject.slug : '');

/**
 * Records a booking or consultation request as a lead (status new). The same subject again within
 * 10 minutes is the same lead: its time, note and number are updated, no second row, no second SMS.
 * Runs under an advisory lock per (user, subject), so parallel clicks insert once on any number of
 * servers. A new lead is confirmed by SMS to the account's own mobile (never to a number typed in).
 */
export async function createLead(deps: LeadDeps, userId: number, request: LeadRequest): Promise<LeadReceipt> {
  const { db, clock } = deps;
  const name = await subjectName(db, request.subject, clock.now());
  const [user] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
  const contact = request.contact ?? user?.mobile ?? null;
  if (!contact) throw invalid(bookingMessages.noContact, { errors: [{ field: 'mobile', message: bookingMessages.noContact }] });
  const subjectId = idOf(request.subject);
  const subjectSlug = slugOf(request.subject);
  const fields = { preferredTime: request.time, note: request.note, contactMobile: contact };
  // Only the account's own, verified number is told by SMS: never a number typed into the form.
  const ownNumber = Boolean(user?.mobile) && contact === user?.mobile;
  const now = clock.now();
  const outcome = await withKeyLock(db, `lead:${userId}:${request.subject.kind}:${subjectId ?? subjectSlug}`, async (tx) => {
    const since = new Date(now.getTime() - LEAD_DEDUPE_MS);
    const sameSubject = and(
      eq(leads.userId, userId),
      eq(leads.subjectKind, request.subject.kind),
      subjectId === null ? undefined : eq(leads.subjectId, subjectId),
      eq(leads.subjectSlug, subjectSlug),
      gt(leads.createdAt, since),
    );
    const [recent] = await tx.select({ id: leads.id, status: leads.status, notifiedAt: leads.notifiedAt }).from(leads).where(sameSubject).limit(1);
    if (recent) {
      // Already booked: the latest time and note win while nobody has called yet.
      if (recent.status === 'new') await tx.update(leads).set(fields).where(eq(leads.id, recent.id));
      return { id: recent.id, created: false, notified: recent.notifiedAt !== null } as const;
    }
    // Counted only for a new lead, so a double click does not use up the user's allowance.
    const limit = await hitLimit(tx, `reserve:user:${userId}`, LEADS_PER_HOUR, 3600, now);
    if (!limit.allowed) return { id: undefined, retryAfter: limit.retryAfter } as const;
    const notified = ownNumber && (await deps.sms.sendsNotices()) && (await claimNotice(tx, deps.env, userId, now));
    const [row] = await tx
      .insert(leads)
      .values({
        userId,
        subjectKind: request.subject.kind,
        subjectId,
        subjectSlug,
        subjectName: name,
        ...fields,
        statusChangedAt: now,
        notifiedAt: notified ? now : null,
        createdAt: now,
      })
      .returning({ id: leads.id });
    return { id: row.id, created: true, notified } as const;
  });
  if (outcome.id === undefined) throw tooMany(outcome.retryAfter, '预约');
  if (outcome.created && outcome.notified) dispatchNotice(deps, outcome.id, contact, { subject: name, time: preferredTimeLabels[request.time] });
  // Parents who opted in hear that their child booked something (never what was said in it).
  if (outcome.created) notifyParents(deps, userId, 'booking');
  return { id: outcome.id, subject: name, time: request.time, contact: maskMobile(contact), sms: outcome.notified };
}
