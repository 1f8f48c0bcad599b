import { z } from 'zod/mini';
import { LEAD_STATUSES, PREFERRED_TIMES, SUBJECT_KINDS } from '#shared/bookings/rules';
import { MOBILE_PATTERN } from '#shared/validation/rules';
import { noData, positiveId } from './common';
import { reportViewData } from './lessons';
import { parentSightData } from './parent-view';

/**
 * Schemas of what the user calls answer (the `data` of a 1000). The integration tests check every
 * answer with them; user.ts takes only their types, so the client never loads this file.
 */

/** A session token: 256 bits, base64url. */
export const sessionTokenData = z.strictObject({ token: z.string().check(z.regex(/^[\w-]{43,128}$/)) });

export const orgInfoData = z.strictObject({ bannerimage: z.string(), reportlogo: z.string() });

export const userInfoData = z.strictObject({
  /** Additive: keys this user's sessions and outbox on a shared device. */
  id: positiveId,
  nickname: z.string(),
  username: z.string(),
  /** '' for a school roster student without a phone account (they sign in by PIN on a class tablet). */
  mobile: z.union([z.literal(''), z.string().check(z.regex(MOBILE_PATTERN))]),
  avatar: z.string(),
  sectionstr: z.string(),
  /** Chosen section ids, comma-joined (so the info form can show the current choice). */
  sectionid: z.string().check(z.regex(/^(\d+(,\d+)*)?$/)),
  orginfo: orgInfoData,
  /** Additive: set for a school's administrators and teachers (the header offers 学校管理); null for everyone else. */
  school: z.nullable(z.strictObject({ role: z.enum(['admin', 'teacher']), name: z.string() })),
});

export interface SectionNode {
  id: number;
  name: string;
  childlist: SectionNode[];
}
export const sectionNodeData: z.ZodMiniType<SectionNode> = z.strictObject({
  id: positiveId,
  name: z.string(),
  get childlist() {
    return z.array(sectionNodeData);
  },
});

const taken = z.literal([0, 1]);
export const testStatusData = z.strictObject({ hld: taken, mbti: taken, dyzn: taken });

/** A time: the server's handler gives a Date, JSON carries it as an ISO string. */
const time = z.union([z.custom<Date>((v) => v instanceof Date), z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/))]);
/** Stored JSON the export passes through as it is (answers, reports): typed unknown, checked for shape. */
const jsonArray = z.custom<unknown>((v) => Array.isArray(v), 'expected an array');
const jsonObject = z.custom<unknown>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), 'expected an object');

/** What staff noted while following a booking or sign-up up (the author is staff-internal). */
const staffNotes = z.array(z.strictObject({ body: z.string(), createdAt: time }));

/** Everything held about the user: the profile, sessions, results, share links, bookings, sign-ups (with their IP), SMS codes and rate-limit rows of the mobile (no hashes). */
export const exportDataData = z.strictObject({
  exportedAt: time,
  note: z.string(),
  user: z.strictObject({
    ...userInfoData.shape,
    createdAt: time,
    updatedAt: time,
    birthMonth: z.string(),
    consentVersion: z.string().check(z.minLength(1)),
    consentAt: time,
    password: z.string(),
  }),
  sessions: z.array(z.strictObject({ createdAt: time, expiresAt: time, revokedAt: z.union([time, noData]) })),
  assessmentResults: z.array(
    z.strictObject({
      id: positiveId,
      assessment: z.string().check(z.regex(/^(dyzn|hld|mbti)$/)),
      version: z.string(),
      attemptId: z.string(),
      answers: jsonArray,
      times: z.int().check(z.nonnegative()),
      result: jsonObject,
      quality: z.union([jsonObject, noData]),
      createdAt: time,
      shared: z.boolean(),
    }),
  ),
  shareLinks: z.array(
    z.strictObject({
      assessment: z.string().check(z.regex(/^(dyzn|hld|mbti)$/)),
      resultId: positiveId,
      createdAt: time,
    }),
  ),
  reportViews: z.array(reportViewData),
  parentLinks: z.array(
    z.strictObject({
      parentName: z.string(),
      parentMobile: z.string(),
      status: z.enum(['pending', 'approved', 'refused']),
      verification: z.enum(['student-approval', 'guardian-sms']),
      childUnder14: z.boolean(),
      guardianMobile: z.union([z.string(), noData]),
      requestedAt: time,
      decidedAt: z.union([time, noData]),
    }),
  ),
  parentInvites: z.array(z.strictObject({ birthMonth: z.string(), createdAt: time, expiresAt: time, usedAt: z.union([time, noData]) })),
  guardianConsents: z.array(
    z.strictObject({
      decision: z.enum(['given', 'refused', 'withdrawn']),
      parentName: z.string(),
      verification: z.literal('guardian-sms'),
      verifiedMobile: z.string(),
      rulesVersion: z.string(),
      decidedAt: time,
    }),
  ),
  parentViews: parentSightData.shape.views,
  testProgress: z.array(
    z.strictObject({
      attemptId: z.string(),
      assessment: z.string(),
      answered: z.int(),
      total: z.int(),
      finished: z.boolean(),
      lastActivityAt: time,
      receivedAt: time,
      deviceId: z.union([positiveId, noData]),
    }),
  ),
  /** The subject combinations submitted in the school's 选科意向 rounds. */
  xuankeChoices: z.array(z.strictObject({ round: z.string(), combination: z.string(), note: z.string(), submittedAt: time, receivedAt: time })),
  /** Results finished on a class tablet without a network that wait for the teacher (docs/OFFLINE-LESSON.md). */
  heldResults: z.array(
    z.strictObject({
      assessment: z.string(),
      reason: z.enum(['pin', 'class']),
      device: z.string(),
      finishedAt: time,
      receivedAt: time,
      answers: z.array(z.strictObject({ id: positiveId, value: z.string(), ms: z.optional(z.number()) })),
    }),
  ),
  /** Bookings and consultations (leads), with the state staff have them in and what they noted. */
  bookings: z.array(
    z.strictObject({
      id: positiveId,
      subjectKind: z.enum(SUBJECT_KINDS),
      subjectId: z.union([positiveId, noData]),
      subjectSlug: z.string(),
      subjectName: z.string(),
      preferredTime: z.enum(PREFERRED_TIMES),
      note: z.string(),
      contactMobile: z.union([z.string(), noData]),
      status: z.enum(LEAD_STATUSES),
      statusChangedAt: time,
      notifiedAt: z.union([time, noData]),
      nextContactOn: z.union([z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)), noData]),
      createdAt: time,
      staffNotes,
    }),
  ),
  enrollments: z.array(
    z.strictObject({
      id: positiveId,
      name: z.string(),
      gender: z.string(),
      telphone: z.string(),
      project: z.string(),
      cardnum: z.string(),
      address: z.string(),
      edu: z.string(),
      major: z.string(),
      company: z.string(),
      occupation: z.string(),
      workDescription: z.string(),
      why: z.string(),
      results: z.string(),
      ip: z.string(),
      status: z.enum(LEAD_STATUSES),
      statusChangedAt: time,
      nextContactOn: z.union([z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)), noData]),
      createdAt: time,
      linkedToAccount: z.boolean(),
      staffNotes,
    }),
  ),
  smsCodes: z.array(z.strictObject({ purpose: z.string(), attempts: z.int().check(z.nonnegative()), createdAt: time, expiresAt: time, usedAt: z.union([time, noData]) })),
  rateLimits: z.array(z.strictObject({ key: z.string(), what: z.string(), windowStart: time, count: z.int() })),
});

export const sectionListData = z.strictObject({ list: z.array(sectionNodeData), lable: z.string() });

/** One schema per call of `userApi`, by name (paired with the endpoints in index.ts). */
export const userResponses = {
  getRegisterCode: noData,
  register: sessionTokenData,
  login: sessionTokenData,
  logout: noData,
  getUserInfo: userInfoData,
  getResetPasswordCode: noData,
  resetpwd: noData,
  resetpwdByPassword: noData,
  getSectionList: sectionListData,
  updateBaseInfo: noData,
  getChangeMobileCode: noData,
  updateMobile: noData,
  getUserTestTypeList: testStatusData,
  exportData: exportDataData,
  deleteResult: noData,
  deleteAccount: noData,
};
