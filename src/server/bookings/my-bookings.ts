import { desc, eq, or } from 'drizzle-orm';
import type { LeadStatus, PreferredTime, SubjectKind } from '#shared/bookings/rules';
import type { Db } from '../db/client';
import { enrollments, enrollProjects, leads, users } from '../db/schema';
import { maskMobile } from '../lib/crypto';

/** One line of 我的预约/报名: a booking or consultation (a lead) or a training sign-up. */
export interface MyBooking {
  kind: 'booking' | 'signup';
  id: number;
  subjectKind: SubjectKind | 'signup';
  subject: string;
  /** Null for a sign-up (the form asks for none). */
  time: PreferredTime | null;
  note: string;
  contact: string;
  status: LeadStatus;
  createdAt: Date;
}

/** Sign-ups are the user's when made under the account or with its mobile (as the export and deletion find them). */
const signUpsOf = (userId: number, mobile: string | null) => (mobile ? or(eq(enrollments.userId, userId), eq(enrollments.telphone, mobile)) : eq(enrollments.userId, userId));

/** Contacts are masked: a number of 11 digits as 138****0000, a landline by its last four. */
export const masked = (contact: string) => (contact.length === 11 ? maskMobile(contact) : contact.length > 4 ? `****${contact.slice(-4)}` : '');

/** The user's bookings and sign-ups, newest first (at most the last 100 of each). */
export async function myBookings(db: Db, userId: number): Promise<MyBooking[]> {
  const [user] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
  const booked = await db.select().from(leads).where(eq(leads.userId, userId)).orderBy(desc(leads.createdAt), desc(leads.id)).limit(100);
  const signedUp = await db
    .select()
    .from(enrollments)
    .where(signUpsOf(userId, user?.mobile ?? null))
    .orderBy(desc(enrollments.createdAt), desc(enrollments.id))
    .limit(100);
  const projects = new Map((await db.select({ id: enrollProjects.id, name: enrollProjects.name }).from(enrollProjects)).map((p) => [p.id, p.name]));
  const rows: MyBooking[] = [
    ...booked.map((lead) => ({
      kind: 'booking' as const,
      id: lead.id,
      subjectKind: lead.subjectKind,
      subject: lead.subjectName,
      time: lead.preferredTime,
      note: lead.note,
      contact: lead.contactMobile ? masked(lead.contactMobile) : '',
      status: lead.status,
      createdAt: lead.createdAt,
    })),
    ...signedUp.map((row) => ({
      kind: 'signup' as const,
      id: row.id,
      subjectKind: 'signup' as const,
      subject: `培训报名 · ${row.project
        .split(',')
        .map((id) => projects.get(Number(id)) ?? '已下线的项目')
        .join('、')}`,
      time: null,
      note: row.why,
      contact: masked(row.telphone),
      status: row.status,
      createdAt: row.createdAt,
    })),
  ];
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.kind === b.kind ? b.id - a.id : 0));
}
