import Dexie, { type EntityTable } from 'dexie';
import type { PublicQuestion } from '#shared/assessments/exchange-types';
import type { AssessmentKey } from '#shared/assessments/types';
import type { StoredConsentWait } from '#shared/family/consent';

import type { AnswerValue } from '#shared/assessments/exchange-types';
import type { QualityReason } from '#shared/assessments/quality';
import type { MyAssignment } from '#client/contracts/lesson-progress.gen';
import type { MyXuankeRound } from '#client/contracts/xuanke-rounds.gen';
import { APP_DATABASE } from './device-data';

/** A test in progress: one per (user, assessment). Every answer is written here before the UI moves on. */
export interface TestSession {
  attemptId: string;
  userId: number;
  assessment: AssessmentKey;
  version: string;
  questions: PublicQuestion[];
  /** Question id → the answer, when it was given (ms) and how long the question was on screen before it (ms; newer builds). */
  answers: Record<number, { value: AnswerValue; at: number; ms?: number }>;
  position: number;
  startedAt: number;
  /** Milliseconds the test page was open and visible. */
  activeMs: number;
}

/** A finished test waiting for the server to confirm it (OFFLINE.md's outbox). */
export interface OutboxRow {
  attemptId: string;
  userId: number;
  assessment: AssessmentKey;
  /** `version`: the question list's, so the server scores with the list the test was taken on. */
  payload: { answer: string; times: number; version?: string };
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  lastError: string;
  state: 'pending' | 'rejected';
  /** What the server said the row waits for, besides the network: a guardian's consent (4051, shared/family/consent.ts). */
  waitingFor?: StoredConsentWait;
  /** The app build that parked the row: a later build (the server may have changed) tries it once more. */
  rejectedIn?: string;
  /**
   * A test taken after a sign-in without a network: the sheet as the line the tablet signed
   * (src/shared/school/signed-result.ts). It goes to the server as it is, with no login, from the
   * tablet or through a QR code from the teacher's phone (docs/OFFLINE-LESSON.md).
   */
  signed?: string;
}

/** The result scored on the device; `resultId` is set once the server stored it. */
export interface LocalResult {
  attemptId: string;
  userId: number;
  assessment: AssessmentKey;
  createdAt: number;
  times: number;
  report: unknown;
  /** The response-quality check on the device (the same the server runs); absent in older builds' results. */
  quality?: { flagged: boolean; reasons: QualityReason[] } | null;
  resultId?: number;
  /** The report was shown; until then opening the test page again leads to it (a reload while finishing). */
  seen?: boolean;
}

export interface CachedQuestions {
  assessment: AssessmentKey;
  userId: number;
  version: string;
  list: PublicQuestion[];
  fetchedAt: number;
  /** The app build in which `checkedBy` asked the server about this list (not indexed: no schema version needed). */
  checkedIn?: string;
  /** Users who had it checked in that build: their page loads do not ask again (questions.ts). */
  checkedBy?: number[];
}

/** Every report the user opened, so it opens again offline. `key` = user:assessment:id (or :latest). */
export interface CachedReport {
  key: string;
  userId: number;
  assessment: AssessmentKey;
  data: unknown;
  savedAt: number;
}

/** The signed-in student's assignments as last fetched, so the list shows offline (a class tablet, lie-fi). */
export interface CachedAssignments {
  userId: number;
  list: MyAssignment[];
  fetchedAt: number;
}

/** What the server has confirmed of an attempt's progress (progress-report.ts sends only what is newer). */
export interface SentProgress {
  attemptId: string;
  userId: number;
  answered: number;
  finished: boolean;
  /** The board has heard that the server refused this sheet. */
  refused?: boolean;
}

/**
 * A 选科意向 choice waiting for the server (docs/OFFLINE.md, "选科意向 choices"): written before the page
 * says it is saved, sent by the same drainer as finished tests, deleted only once the server confirmed it.
 * `submissionId` (made on the device) is the server's idempotency key; `submittedAt` (device clock)
 * decides which of a student's choices is in force, whatever order they arrive in.
 */
export interface ChoiceRow {
  submissionId: string;
  userId: number;
  roundId: number;
  payload: { combination: string; note: string; submittedAt: number };
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  lastError: string;
  state: 'pending' | 'rejected';
  waitingFor?: StoredConsentWait;
  rejectedIn?: string;
}

/** The student's 选科意向 rounds as last fetched, so the page shows (and takes a choice) offline. */
export interface CachedXuankeRounds {
  userId: number;
  list: MyXuankeRound[];
  fetchedAt: number;
}

/**
 * A result the teacher's phone scanned from a class tablet's QR code (docs/OFFLINE-LESSON.md): the
 * signed line as it came, kept until the server has answered for it. `key` = device:attempt.
 */
export interface ScannedResult {
  key: string;
  line: string;
  studentId: number;
  assessment: AssessmentKey;
  scannedAt: number;
  /** pending: not answered yet; stored (now or before); held for the teacher; refused (altered, a stopped tablet). */
  state: 'pending' | 'stored' | 'held' | 'refused';
  message: string;
  attempts: number;
  nextAttemptAt: number;
}

/** How far a test in progress had come when its tablet's codes were scanned. `key` = student:assessment. */
export interface ScannedProgress {
  key: string;
  studentId: number;
  assessment: AssessmentKey;
  answered: number;
  total: number;
  seenAt: number;
}

export class AppDatabase extends Dexie {
  sessions!: EntityTable<TestSession, 'attemptId'>;
  outbox!: EntityTable<OutboxRow, 'attemptId'>;
  localResults!: EntityTable<LocalResult, 'attemptId'>;
  questionLists!: EntityTable<CachedQuestions, 'assessment'>;
  reports!: EntityTable<CachedReport, 'key'>;
  assignments!: EntityTable<CachedAssignments, 'userId'>;
  progressSent!: EntityTable<SentProgress, 'attemptId'>;
  choices!: EntityTable<ChoiceRow, 'submissionId'>;
  xuankeRounds!: EntityTable<CachedXuankeRounds, 'userId'>;
  scanned!: EntityTable<ScannedResult, 'key'>;
  scannedProgress!: EntityTable<ScannedProgress, 'key'>;

  constructor(name = APP_DATABASE) {
    super(name);
    // Never delete an old version() block: devices upgrade from any earlier one.
    this.version(1).stores({
      sessions: 'attemptId, &[userId+assessment]',
      outbox: 'attemptId, userId, state',
      localResults: 'attemptId, [userId+assessment]',
      questionLists: 'assessment',
      reports: 'key, [userId+assessment]',
    });
    // Lessons (docs/SCHOOL.md): two new tables, nothing of version 1 changes.
    this.version(2).stores({ assignments: 'userId', progressSent: 'attemptId, userId' });
    // 选科意向 rounds (docs/SCHOOL.md): the choices' outbox and the rounds kept for offline use.
    this.version(3).stores({ choices: 'submissionId, userId, roundId', xuankeRounds: 'userId' });
    // 扫码收卷 (docs/OFFLINE-LESSON.md): what the teacher's phone scanned from the class tablets.
    this.version(4).stores({ scanned: 'key, state', scannedProgress: 'key' });
  }
}
