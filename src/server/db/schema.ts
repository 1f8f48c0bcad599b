import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
});

/** Grades and their classes: a two-level tree per organisation. */
export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id').notNull().references(() => organisations.id),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('sections_org_idx').on(t.orgId, t.parentId)],
);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  mobile: text('mobile').notNull().unique(),
  username: text('username').notNull(),
  nickname: text('nickname').notNull().default(''),
  avatar: text('avatar').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  orgId: integer('org_id').references(() => organisations.id),
  /** Chosen section ids from the top level down, comma-joined as the spec sends them. */
  sectionIds: text('section_ids').notNull().default(''),
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
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
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

/** A slider puzzle waiting for its one verify; the answer never leaves the server. */
export const captchaPuzzles = pgTable('captcha_puzzles', {
  id: text('id').primaryKey(),
  answerX: integer('answer_x').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Tickets issued for a solved puzzle: short-lived, single-use, bound to a purpose. */
export const captchaTickets = pgTable('captcha_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  purpose: text('purpose').notNull(),
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
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    assessment: text('assessment').notNull(),
    attemptId: text('attempt_id').notNull(),
    /** SHA-256 of the canonical payload, to tell a retry from a different submit with the same key. */
    payloadHash: text('payload_hash').notNull(),
    instrumentVersion: text('instrument_version').notNull(),
    /** Item-level answers as submitted: [{id, value}], value a number or 'a'/'b'. */
    answers: jsonb('answers').notNull(),
    times: integer('times').notNull(),
    result: jsonb('result').notNull(),
    /** Read-only share link token (≥128 bits); null until the owner shares, replaced on reset. */
    viewToken: text('view_token').unique(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('results_attempt_idx').on(t.userId, t.attemptId), index('results_user_idx').on(t.userId, t.assessment, t.createdAt)],
);
