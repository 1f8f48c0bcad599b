import type { NoticeKind } from '#shared/family/notices';
import type { SmsTemplateKind } from '#shared/console/rules';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, customType, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Raw bytes (PostgreSQL bytea), read and written as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A school or institution; its banner and report logo show in the user center and on reports. */
export const organisations = pgTable('organisations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  bannerimage: text('bannerimage').notNull().default(''),
  reportlogo: text('reportlogo').notNull().default(''),
  /** The word the section picker uses, e.g. 年级班级 (spec: `lable`). */
  sectionLabel: text('section_label').notNull().default('年级班级'),
  isDefault: boolean('is_default').notNull().default(false),
  /** A school's current school year (2026 = 2026-2027学年), moved on by year-end promotion; null: the calendar's. */
  schoolYear: integer('school_year'),
  /** The school's province (「广东」), when known: it fixes the 新高考 model of its 选科意向 rounds (shared/xuanke/round.ts). */
  province: text('province'),
});

/** Grades and their classes: a two-level tree per organisation. */
export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('sections_org_idx').on(t.orgId, t.parentId)],
);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Null for a student created from a school roster (no phone): they sign in by PIN on a class tablet. */
  mobile: text('mobile').unique(),
  username: text('username').notNull(),
  nickname: text('nickname').notNull().default(''),
  avatar: text('avatar').notNull().default(''),
  /** Null for a roster student without a phone account. */
  passwordHash: text('password_hash'),
  orgId: integer('org_id').references(() => organisations.id),
  /** Chosen section ids from the top level down, comma-joined as the spec sends them. */
  sectionIds: text('section_ids').notNull().default(''),
  /** YYYY-MM given at registration (or later in 个人中心, once); '' unknown. A roster's birth month outranks it (shared/family/consent.ts). */
  birthMonth: text('birth_month').notNull().default(''),
  consentVersion: text('consent_version').notNull(),
  consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Session tokens are stored only as SHA-256 hashes. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Last use, written at most every few minutes (platform/sessions.ts); idle past idleSeconds ends the session. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The idle timeout chosen at sign-in: short for a tab, longer for a sign-in kept on the device. */
    idleSeconds: integer('idle_seconds').notNull().default(7200),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** SMS verification codes, hashed, single-use, bound to (mobile, purpose). */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_lookup_idx').on(t.mobile, t.purpose, t.createdAt)],
);

/**
 * Proof-of-work challenges already redeemed (a hash of the challenge's signature), kept until the
 * challenge expires: the challenge itself is stateless (HMAC-signed), this row makes it single-use
 * across every app server.
 */
export const captchaRedeemed = pgTable('captcha_redeemed', {
  challengeHash: text('challenge_hash').primaryKey(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Tickets issued for a solved challenge: short-lived, single-use, bound to a purpose and to the
 * address and device id that solved it (`binding_hash`, a SHA-256 of both; neither is stored).
 */
export const captchaTickets = pgTable('captcha_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  purpose: text('purpose').notNull(),
  bindingHash: text('binding_hash').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Fixed-window counters shared by every app server. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull().default(0),
});

/** Small key/value facts about this database, e.g. which seed sets were applied. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One finished assessment. (user_id, attempt_id) is unique: the attempt id is the device's
 * Idempotency-Key, so a retried submit never creates a second result.
 */
export const assessmentResults = pgTable(
  'assessment_results',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assessment: text('assessment').notNull(),
    attemptId: text('attempt_id').notNull(),
    /** SHA-256 of the canonical payload, to tell a retry from a different submit with the same key. */
    payloadHash: text('payload_hash').notNull(),
    instrumentVersion: text('instrument_version').notNull(),
    /** Item-level answers as submitted: [{id, value}], value a number or 'a'/'b'. */
    answers: jsonb('answers').notNull(),
    times: integer('times').notNull(),
    result: jsonb('result').notNull(),
    /**
     * The response-quality check at submit ({flagged, reasons, measures}, src/shared/assessments/quality.ts);
     * null for results stored before the check existed. Teachers and `npm run reliability` read it.
     */
    quality: jsonb('quality'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('results_attempt_idx').on(t.userId, t.attemptId), index('results_user_idx').on(t.userId, t.assessment, t.createdAt)],
);

/**
 * Live read-only share links of a result, stored as SHA-256 of the token like sessions: the token
 * (≥128 bits) is shown to the owner once, when made. A reset deletes them all; they die with the result.
 */
export const resultShares = pgTable(
  'result_shares',
  {
    id: serial('id').primaryKey(),
    resultId: integer('result_id')
      .notNull()
      .references(() => assessmentResults.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('result_shares_result_idx').on(t.resultId, t.createdAt)],
);

// ── Marketing content: seeded from src/content/marketing, edited by operators afterwards ──

/**
 * How the console publishes a piece of content (docs/CONSOLE.md, "Content"): a draft only the console
 * sees; published, shown from `publish_at` on (a later time schedules it; seeded rows have none: always).
 */
const publishing = () => ({
  status: text('status').$type<'draft' | 'published'>().notNull().default('published'),
  publishAt: timestamp('publish_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Prices in yuan; numeric so an operator can set 99.50, read back as a JS number. */
const price = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' }).notNull().default(0);

/** Carousel slides and other ad slots (spec: superads_images), grouped by tag. */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    tag: text('tag').notNull().default('web_index_banner'),
    title: text('title').notNull().default(''),
    subtitle: text('subtitle').notNull().default(''),
    image: text('image').notNull(),
    /** Empty: the slide opens /banner-content?id=… showing `article`. */
    clickhref: text('clickhref').notNull().default(''),
    /** HTML, sanitised on the way out. */
    article: text('article').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    ...publishing(),
  },
  (t) => [index('banners_tag_idx').on(t.tag, t.sort)],
);

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  subName: text('sub_name').notNull().default(''),
  cover: text('cover').notNull().default(''),
  price: price('price'),
  oprice: price('oprice'),
  /** HTML, sanitised on the way out. */
  content: text('content').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  ...publishing(),
});

export const experts = pgTable('experts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  title: text('title').notNull().default(''),
  avatar: text('avatar').notNull().default(''),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  ...publishing(),
});

export const newsTypes = pgTable('news_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    typeid: integer('typeid')
      .notNull()
      .references(() => newsTypes.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    coverimage: text('coverimage').notNull().default(''),
    createdate: date('createdate', { mode: 'string' }).notNull(),
    /** HTML, sanitised on the way out. */
    content: text('content').notNull().default(''),
    /** draft: only the console sees it; published: public from `publishAt` on (a later time schedules it). */
    ...publishing(),
  },
  (t) => [index('news_type_date_idx').on(t.typeid, t.createdate), index('news_public_idx').on(t.status, t.publishAt)],
);

/** Trainings offered on the sign-up form. */
export const enrollProjects = pgTable('enroll_projects', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  price: price('price'),
  sort: integer('sort').notNull().default(0),
  ...publishing(),
});

/** School cooperation cases (/cooperation): seeded from src/content/marketing/cooperation.ts, then the console's. */
export const cooperationCases = pgTable('cooperation_cases', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  /** The list's one paragraph. */
  summary: text('summary').notNull().default(''),
  /** The page's line under the title. */
  subtitle: text('subtitle').notNull().default(''),
  cover: text('cover').notNull().default(''),
  /** HTML, sanitised on the way out. */
  content: text('content').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  ...publishing(),
});

/**
 * Every booking and consultation request (a lead staff call back), in one table: an expert or a
 * product (by id), an activity or a training (by page slug), the one-to-one service or a general
 * question. The subject's name is kept as it was when asked, so the list still reads after a product
 * is withdrawn. A later operator console works them: status, owner, notes, next contact (docs/BOOKINGS.md).
 */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectKind: text('subject_kind').$type<'expert' | 'product' | 'activity' | 'training' | 'one' | 'general'>().notNull(),
    /** The expert's or product's id; null for the others. */
    subjectId: integer('subject_id'),
    /** The activity's or training's page slug (medicine, family…); '' for the others. */
    subjectSlug: text('subject_slug').notNull().default(''),
    subjectName: text('subject_name').notNull(),
    /** any | weekday_day | weekday_evening | weekend (src/shared/bookings/rules.ts). */
    preferredTime: text('preferred_time').$type<'any' | 'weekday_day' | 'weekday_evening' | 'weekend'>().notNull().default('any'),
    note: text('note').notNull().default(''),
    /** The number to call: the account's mobile unless the student gave another; null for a roster student without one. */
    contactMobile: text('contact_mobile'),
    /** new → contacted → booked → won, or invalid. */
    status: text('status').$type<'new' | 'contacted' | 'booked' | 'won' | 'invalid'>().notNull().default('new'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the confirming SMS (通知) went to the account's mobile; null: none was sent. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** The operator who follows it up (console); null: nobody yet. */
    ownerId: integer('owner_id').references((): AnyPgColumn => operators.id, { onDelete: 'set null' }),
    /** When to call next (a day, Beijing time); null: not planned. */
    nextContactOn: date('next_contact_on'),
    createdAt: createdAt(),
  },
  (t) => [
    index('leads_user_idx').on(t.userId, t.createdAt),
    index('leads_subject_idx').on(t.userId, t.subjectKind, t.subjectId, t.subjectSlug, t.createdAt),
    index('leads_contact_idx').on(t.contactMobile),
    index('leads_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A training sign-up (lead). Visitors may apply without an account. Cancelling an account deletes
 * the sign-ups made under it and those with its mobile (personal-data/personal-data.ts).
 */
export const enrollments = pgTable(
  'enrollments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    gender: text('gender').notNull().default(''),
    telphone: text('telphone').notNull(),
    /** Chosen enroll_projects ids, ascending and comma-joined as the spec sends them. */
    project: text('project').notNull(),
    cardnum: text('cardnum').notNull().default(''),
    address: text('address').notNull().default(''),
    edu: text('edu').notNull().default(''),
    major: text('major').notNull().default(''),
    company: text('company').notNull().default(''),
    occupation: text('occupation').notNull().default(''),
    workDescription: text('work_description').notNull().default(''),
    why: text('why').notNull().default(''),
    results: text('results').notNull().default(''),
    ip: text('ip').notNull().default(''),
    /** As a lead's (new → contacted → booked → won, or invalid); shown in the applicant's 我的预约. */
    status: text('status').$type<'new' | 'contacted' | 'booked' | 'won' | 'invalid'>().notNull().default('new'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    ownerId: integer('owner_id').references((): AnyPgColumn => operators.id, { onDelete: 'set null' }),
    nextContactOn: date('next_contact_on'),
    createdAt: createdAt(),
  },
  (t) => [index('enrollments_telphone_idx').on(t.telphone, t.createdAt), index('enrollments_user_idx').on(t.userId)],
);

// ── The school side (docs/SCHOOL.md) ──

/** Who runs a school's pages: its administrators and teachers (accounts with mobile and password). */
export const schoolStaff = pgTable(
  'school_staff',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().$type<'admin' | 'teacher'>(),
    createdAt: createdAt(),
  },
  // One school per staff account, held by the database (a second school's addTeacher answers 4009).
  (t) => [uniqueIndex('school_staff_user_idx').on(t.userId), index('school_staff_org_idx').on(t.orgId)],
);

/** A class in one school year; year-end promotion makes next year's class one grade up. */
export const schoolClasses = pgTable(
  'school_classes',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** Named by the calendar year it starts in (2026 = 2026-2027学年). */
    schoolYear: integer('school_year').notNull(),
    /** 1-12: 7 = 初一, 10 = 高一. */
    grade: integer('grade').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('school_classes_name_idx').on(t.orgId, t.schoolYear, t.grade, t.name)],
);

export const classTeachers = pgTable(
  'class_teachers',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => schoolClasses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('class_teachers_pk').on(t.classId, t.userId)],
);

/** A student on a school's roster; 学号 is the key within the school. Their account is `userId`. */
export const schoolStudents = pgTable(
  'school_students',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    studentNo: text('student_no').notNull(),
    name: text('name').notNull(),
    gender: text('gender').notNull().default(''),
    /** YYYY-MM or ''. */
    birthMonth: text('birth_month').notNull().default(''),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' })
      .unique(),
    /** 6 digits, printed on the sign-in card; readable on purpose (docs/SCHOOL.md, "PINs"). */
    pin: text('pin').notNull(),
    /** How the guardian's consent was obtained, when, and who recorded it (under 14). */
    consentMethod: text('consent_method'),
    consentDate: text('consent_date'),
    consentBy: text('consent_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('school_students_no_idx').on(t.orgId, t.studentNo)],
);

/** Which class a student is in, one per school year. */
export const classStudents = pgTable(
  'class_students',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => schoolClasses.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => schoolStudents.id, { onDelete: 'cascade' }),
    schoolYear: integer('school_year').notNull(),
  },
  (t) => [uniqueIndex('class_students_year_idx').on(t.studentId, t.schoolYear), index('class_students_class_idx').on(t.classId)],
);

/** Short-lived codes a teacher shows: `device` sets a tablet up for the class, `link` joins a phone account. Stored hashed. */
export const classCodes = pgTable('class_codes', {
  codeHash: text('code_hash').primaryKey(),
  classId: integer('class_id')
    .notNull()
    .references(() => schoolClasses.id, { onDelete: 'cascade' }),
  purpose: text('purpose').notNull().$type<'device' | 'link'>(),
  createdBy: integer('created_by').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** A device code sets up at most this many tablets (the teacher says how many are in the room). */
  maxDevices: integer('max_devices'),
  devicesSetUp: integer('devices_set_up').notNull().default(0),
});

/** A tablet set up for a class: its token (hashed) lets it list the class and take PIN sign-ins. */
export const classDevices = pgTable(
  'class_devices',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => schoolClasses.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    label: text('label').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The ECDSA P-256 public key (raw point, base64url) the tablet registered at set-up; it signs results made offline (docs/OFFLINE-LESSON.md). */
    publicKey: text('public_key'),
  },
  (t) => [index('class_devices_class_idx').on(t.classId)],
);

/**
 * Key pairs the server keeps for itself, by name, made once on first use by whichever instance comes
 * first (docs/OFFLINE-LESSON.md): `pin-seal`, the ECDH P-256 key tablets encrypt an offline PIN to.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});

/**
 * A result a class tablet signed offline that the server would not store under the student it names
 * (docs/OFFLINE-LESSON.md): the PIN typed did not match, or the student is no longer in the tablet's
 * class. It waits here, stored under no one, until a teacher of the class stores or discards it.
 */
export const heldResults = pgTable(
  'held_results',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => schoolClasses.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => classDevices.id, { onDelete: 'cascade' }),
    /** The roster record named, when it is one of the school's. */
    studentId: integer('student_id').references(() => schoolStudents.id, { onDelete: 'cascade' }),
    attemptId: text('attempt_id').notNull(),
    assessment: text('assessment').notNull(),
    /** 'pin': the PIN did not match; 'class': the student is not in the tablet's class. */
    reason: text('reason').notNull(),
    signed: text('signed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('held_results_attempt_idx').on(t.deviceId, t.attemptId), index('held_results_class_idx').on(t.classId)],
);

/**
 * Lets one set-up tablet upload one student's finished tests without that student signed in
 * (docs/SCHOOL.md, "Uploads after the hand-over"): issued at PIN sign-in, stored hashed, valid only
 * with that tablet's token, only for submitting answers.
 */
export const uploadCredentials = pgTable(
  'upload_credentials',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => classDevices.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('upload_credentials_user_idx').on(t.userId)],
);

// ── 选科意向 rounds (docs/SCHOOL.md, "选科意向") ──

/** A round in which the students of a class, or of a grade of the school year, say which subject combination they intend to take. */
export const xuankeRounds = pgTable(
  'xuanke_rounds',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    schoolYear: integer('school_year').notNull(),
    /** The class of a class round; null for a grade round. */
    classId: integer('class_id').references(() => schoolClasses.id, { onDelete: 'cascade' }),
    /** The grade (1-12): of the class, or the round's. */
    grade: integer('grade').notNull(),
    title: text('title').notNull(),
    model: text('model').notNull().$type<'3+1+2' | '3+3'>(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    openedBy: integer('opened_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('xuanke_rounds_org_idx').on(t.orgId, t.schoolYear, t.grade), index('xuanke_rounds_class_idx').on(t.classId)],
);

/**
 * Every choice a student submitted in a round, once each (the device's submission id is the key). The
 * one in force is the latest by `submittedAt`, then `submissionId` (shared/xuanke/round.ts, isLater),
 * never by arrival: a tablet that was offline may deliver an older choice after a newer one.
 */
export const xuankeSubmissions = pgTable(
  'xuanke_submissions',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => xuankeRounds.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    submissionId: text('submission_id').notNull(),
    combination: text('combination').notNull(),
    note: text('note').notNull().default(''),
    /** When the student submitted, by the device's clock, never later than `receivedAt`. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** The class tablet it came from, when it came from one. */
    deviceId: integer('device_id').references(() => classDevices.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('xuanke_submissions_key_idx').on(t.userId, t.submissionId), index('xuanke_submissions_round_idx').on(t.roundId, t.userId)],
);

// ── Lessons: assignments, progress from the devices, staff views of reports (docs/SCHOOL.md) ──

/** A teacher gives a class (or some of its students) one or more assessments to take within a window. */
export const classAssignments = pgTable(
  'class_assignments',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => schoolClasses.id, { onDelete: 'cascade' }),
    /** In the order the students should take them. */
    assessments: jsonb('assessments').notNull().$type<string[]>(),
    /** school_students ids, or null for the whole class. */
    studentIds: jsonb('student_ids').$type<number[] | null>(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('class_assignments_class_idx').on(t.classId, t.endsAt)],
);

/**
 * How far a rostered student's test on a device has come (answered of total, finished), as the
 * device last reported it: one row per attempt, only ever moving forward. The class board reads it;
 * the result itself still arrives only through submitAnswer. Pruned 30 days after the last report.
 */
export const attemptProgress = pgTable(
  'attempt_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attemptId: text('attempt_id').notNull(),
    assessment: text('assessment').notNull(),
    answered: integer('answered').notNull(),
    total: integer('total').notNull(),
    finished: boolean('finished').notNull().default(false),
    /** The last answer, by the device's clock (never later than when it was received). */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** The class tablet it came from, when it came from one. */
    deviceId: integer('device_id').references(() => classDevices.id, { onDelete: 'set null' }),
    /** The finished sheet was refused by the server (its words, as the device reported them). */
    refusedReason: text('refused_reason'),
  },
  (t) => [
    uniqueIndex('attempt_progress_pk').on(t.userId, t.attemptId),
    index('attempt_progress_user_idx').on(t.userId, t.assessment),
    // The board's last report per tablet: max(received_at) of one device, from the index alone.
    index('attempt_progress_device_idx').on(t.deviceId, t.receivedAt),
  ],
);

/**
 * A class board's version: raised by database triggers (migration 0014) whenever something the board
 * shows changes — a progress report or a result of one of its students, its roster, a student's name or
 * consent, its assignments, its tablets. A board poll that names the version it has is answered "no
 * change" from this one row (docs/SCHOOL.md, "The board at scale"); no app instance keeps any of it.
 */
export const classBoardStamps = pgTable('class_board_stamps', {
  classId: integer('class_id')
    .primaryKey()
    .references(() => schoolClasses.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  /**
   * The version of the last change to the board's frame (its roster, a student's record, its assignments,
   * its tablets): a board older than it is sent whole; a newer one only the students changed since (migration 0017).
   */
  rebuilt: bigint('rebuilt', { mode: 'number' }).notNull().default(1),
});

/** The class's version at the last change of one of its students' progress or results: a board poll sends only the students changed since the version it shows. */
export const classBoardStudents = pgTable(
  'class_board_students',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => schoolClasses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('class_board_students_pk').on(t.classId, t.userId)],
);

/** Every time a member of a school's staff opened a student's report: the student can read the list. */
export const reportViews = pgTable(
  'report_views',
  {
    id: serial('id').primaryKey(),
    resultId: integer('result_id')
      .notNull()
      .references(() => assessmentResults.id, { onDelete: 'cascade' }),
    studentUserId: integer('student_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewerUserId: integer('viewer_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who it was when they looked (the account may be gone later): 张老师 · 某某中学. */
    viewerName: text('viewer_name').notNull(),
    viewerRole: text('viewer_role').notNull().$type<'admin' | 'teacher'>(),
    /** How it was seen: the student's own report, or their row of a class report (and its Excel file). */
    via: text('via').notNull().default('report').$type<'report' | 'class-report' | 'xuanke-round'>(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('report_views_student_idx').on(t.studentUserId, t.viewedAt)],
);

// ── The operator console (docs/CONSOLE.md) ──

/**
 * Uploaded images when they are kept in the database (IMAGE_STORE=database, the default on PostgreSQL:
 * every app server sees them). Content-addressed: the name is the hash of the bytes, never overwritten.
 */
export const storedImages = pgTable('stored_images', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/**
 * The company's own staff: 管理员 (admin: everything, staff accounts and the audit log) and 运营
 * (operator: content and leads). Separate from users: a student's or a school's account can never
 * become one, and a console session never opens a student's page.
 */
export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  mobile: text('mobile').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').$type<'admin' | 'operator'>().notNull(),
  /** Set when an admin switches the account off: it cannot sign in, its sessions end. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Console sign-ins, stored as SHA-256 hashes of their tokens like students' sessions. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/**
 * Who did what in the console, when, with what before and after: every change, every export and
 * every opening of a person's data. Written in the transaction of the change itself, never updated
 * or deleted by the app. `before`/`after` hold the changed fields only, never a note's or a person's words.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** Null: done outside the console (the command line). Operators are switched off, never deleted. */
    operatorId: integer('operator_id').references(() => operators.id),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull().default(''),
    targetId: text('target_id').notNull().default(''),
    /** One line in Chinese, as the log shows it (修改线索状态：新线索 → 已联系). */
    summary: text('summary').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_time_idx').on(t.createdAt), index('audit_log_operator_idx').on(t.operatorId, t.createdAt), index('audit_log_target_idx').on(t.targetKind, t.targetId)],
);

/** An operator's note on a booking (lead) or a training sign-up (enrollment); goes with it when it is deleted. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    enrollmentId: integer('enrollment_id').references(() => enrollments.id, { onDelete: 'cascade' }),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('lead_notes_lead_idx').on(t.leadId, t.createdAt),
    index('lead_notes_enrollment_idx').on(t.enrollmentId, t.createdAt),
    check('lead_notes_one_subject', sql`(${t.leadId} is null) <> (${t.enrollmentId} is null)`),
  ],
);

/**
 * SMS templates as the provider approved them (验证码: takes ${code}; 通知: takes ${subject} and
 * ${time}). A 管理员 records each template and its review's outcome; the sender uses the newest
 * approved one of its kind, else the code configured at deploy (env).
 */
export const smsTemplates = pgTable(
  'sms_templates',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<SmsTemplateKind>().notNull(),
    /** The provider's template code, e.g. SMS_123456789. */
    providerCode: text('provider_code').notNull().unique(),
    content: text('content').notNull(),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    /** The provider's reason when it refused the template. */
    reviewNote: text('review_note').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sms_templates_kind_idx').on(t.kind, t.status, t.reviewedAt)],
);

/**
 * Editions of the 选科 data an operator published from an official per-university file
 * (docs/XUANKE.md, "Importing an edition"). Never changed or deleted: the newest is served, the
 * earlier ones stay. The tables are computed at publication by the shared rules (src/shared/xuanke/);
 * `rows` keeps the file's rows as sent (packed), so a table can be recomputed and checked later.
 */
export const xuankeEditions = pgTable('xuanke_editions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sourceTitle: text('source_title').notNull(),
  sourcePublisher: text('source_publisher').notNull(),
  sourceUrl: text('source_url').notNull().default(''),
  fileName: text('file_name').notNull().default(''),
  gaokaoFrom: integer('gaokao_from').notNull(),
  gaokaoTo: integer('gaokao_to'),
  /** The per-专业类 table (XuankeTable: counts, classes, coverage). */
  categories: jsonb('categories').notNull(),
  /** The per-专业 table (XuankeMajorTable). */
  majors: jsonb('majors').notNull(),
  /** The rows as the console sent them (PackedImport). */
  rows: jsonb('rows').notNull(),
  publishedBy: integer('published_by').references(() => operators.id),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The parents' side (docs/PARENTS.md). A parent account is a role apart: its own table and sessions,
 * its own header (`x-parent-token`), so a parent token opens no student or staff call and the reverse.
 * The same mobile may hold a student account and a parent account (a child often registered with a
 * parent's phone).
 */
export const parentAccounts = pgTable('parent_accounts', {
  id: serial('id').primaryKey(),
  mobile: text('mobile').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  consentVersion: text('consent_version').notNull(),
  consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Parents' sign-ins, stored as SHA-256 hashes of their tokens like students' sessions. */
export const parentSessions = pgTable(
  'parent_sessions',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id')
      .notNull()
      .references(() => parentAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('parent_sessions_parent_idx').on(t.parentId)],
);

/**
 * A student's invitation to link a parent: 8 characters shown as a QR code and as text, stored only
 * hashed, valid 24 hours, used once (`usedAt` set in the one statement that takes it). `birthMonth`:
 * what the student gave when making it (YYYY-MM, '' unknown), read only when the school roster has none.
 */
export const parentInvites = pgTable(
  'parent_invites',
  {
    id: serial('id').primaryKey(),
    studentUserId: integer('student_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    birthMonth: text('birth_month').notNull().default(''),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedByParentId: integer('used_by_parent_id').references(() => parentAccounts.id, { onDelete: 'set null' }),
  },
  (t) => [index('parent_invites_student_idx').on(t.studentUserId)],
);

/**
 * A parent linked to a child. `status`: pending (a child of 14 or more has not answered yet),
 * approved, refused. `verification`: how the link was proved — `student-approval` (the child of 14 or
 * more approved it in 个人中心) or `guardian-sms` (under 14: the invite plus an SMS code to the
 * guardian's phone, `guardianMobile`, which is never the child's own). Unlinking deletes the row.
 */
export const parentLinks = pgTable(
  'parent_links',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id')
      .notNull()
      .references(() => parentAccounts.id, { onDelete: 'cascade' }),
    studentUserId: integer('student_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().$type<'pending' | 'approved' | 'refused'>(),
    verification: text('verification').notNull().$type<'student-approval' | 'guardian-sms'>(),
    childUnder14: boolean('child_under14').notNull(),
    guardianMobile: text('guardian_mobile'),
    inviteId: integer('invite_id').references(() => parentInvites.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('parent_links_pair_idx').on(t.parentId, t.studentUserId), index('parent_links_student_idx').on(t.studentUserId)],
);

/**
 * A guardian's decision online about a child under 14 (docs/PARENTS.md, "Guardian consent"): given,
 * refused, or withdrawn; the newest row is in force. Rows are never changed, so the record says who
 * decided (the parent account, and its name and the number that received the code at that moment),
 * when, how they were verified, and the exact version of the 儿童个人信息保护规则 they read. The parent's
 * account may be deleted later; the record stays with the child's account.
 */
export const guardianConsents = pgTable(
  'guardian_consents',
  {
    id: serial('id').primaryKey(),
    studentUserId: integer('student_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references(() => parentAccounts.id, { onDelete: 'set null' }),
    parentName: text('parent_name').notNull(),
    decision: text('decision').notNull().$type<'given' | 'refused' | 'withdrawn'>(),
    /** `guardian-sms`: a code sent to `verifiedMobile`, the parent account's own number (never the child's). */
    verification: text('verification').notNull().$type<'guardian-sms'>(),
    verifiedMobile: text('verified_mobile').notNull(),
    rulesVersion: text('rules_version').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('guardian_consents_student_idx').on(t.studentUserId, t.decidedAt)],
);

/**
 * A parent's opt-in to one kind of SMS notice about one linked child (shared/family/notices.ts). No
 * row, no notice: nothing is sent by default. Unlinking deletes them with the link.
 */
export const parentNoticePrefs = pgTable(
  'parent_notice_prefs',
  {
    linkId: integer('link_id')
      .notNull()
      .references(() => parentLinks.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<NoticeKind>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('parent_notice_prefs_pk').on(t.linkId, t.kind)],
);

/**
 * Every time a linked parent read a child's results (docs/PARENTS.md, "What a parent sees"): the
 * history, one report, or the 生涯画像. The child reads the list in 个人中心 › 家长关联. A parent who
 * deletes their account leaves the row without a name (已注销的家长账号); a result the child deletes
 * leaves it without a result.
 */
export const parentViews = pgTable(
  'parent_views',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references(() => parentAccounts.id, { onDelete: 'set null' }),
    studentUserId: integer('student_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    what: text('what').notNull().$type<'history' | 'report' | 'portrait'>(),
    /** The report's assessment and result (a report only). */
    assessment: text('assessment'),
    resultId: integer('result_id').references(() => assessmentResults.id, { onDelete: 'set null' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('parent_views_student_idx').on(t.studentUserId, t.viewedAt)],
);
