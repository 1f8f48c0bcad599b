import { assessmentApi, type QuestionList } from '#client/contracts/assessment.gen';
import { ApiCode } from '#shared/api/envelope';
import type { PublicQuestion } from '#shared/assessments/exchange-types';
import type { AssessmentKey } from '#shared/assessments/types';
import { ApiCallError, callApi, postEnvelope } from '#client/lib/api-client';
import { db } from '#client/offline/db';
import type { CachedQuestions } from '#client/offline/schema';

export interface QuestionSet {
  version: string;
  list: PublicQuestion[];
}

const KEYS = ['hld', 'mbti', 'dyzn'] as const;

/**
 * Answers about the student, not about the server: they keep their handling (login, nickname page,
 * the daily limit) even when the questions are on the device.
 */
const ABOUT_THE_STUDENT: ReadonlySet<number> = new Set([ApiCode.NOT_LOGGED_IN, ApiCode.NO_NICKNAME, ApiCode.NOT_ALLOWED]);

/** The copy on this device, if any (a storage error counts as none). */
const held = (key: AssessmentKey): Promise<CachedQuestions | undefined> => db.questionLists.get(key).catch(() => undefined);

const setOf = (row: CachedQuestions): QuestionSet => ({ version: row.version, list: row.list });

/** Who has had the copy checked in this build, `userId` now among them. */
function checkedWith(row: CachedQuestions | undefined, userId: number, build: string): Pick<CachedQuestions, 'checkedIn' | 'checkedBy'> {
  const before = row?.checkedIn === build ? (row.checkedBy ?? []) : [];
  return { checkedIn: build, checkedBy: before.includes(userId) ? before : [...before, userId] };
}

async function remember(key: AssessmentKey, userId: number, set: QuestionSet, row: CachedQuestions | undefined, build: string) {
  await db.questionLists.put({ assessment: key, userId, version: set.version, list: set.list, fetchedAt: Date.now(), ...checkedWith(row, userId, build) });
}

/** A test's question list: the one to start with now, and what the server's answer brings later. */
export interface QuestionStart {
  set: QuestionSet;
  /**
   * When `set` is the copy on the device, the server's answer, which the test did not wait for: a
   * newer list (already kept for next time), or null (unchanged, or no usable answer). It rejects with
   * an answer about the student (4001, 5002, 5001). Without a copy, `set` is the server's and this is null.
   */
  server: Promise<QuestionSet | null>;
}

/**
 * The server is asked every time (it also checks the right to test: 5001/5002), sending the version
 * on the device, so an unchanged list costs a few bytes. Whatever it answers — network error, 4029
 * from a school's busy address, 5000 — only answers about the student are errors.
 */
async function askServer(key: AssessmentKey, userId: number, copy: CachedQuestions | undefined): Promise<QuestionSet | null> {
  let answer: QuestionList;
  try {
    answer = await callApi(assessmentApi[key].getQuestionList, copy ? { version: copy.version } : {}, { silent: true });
  } catch (error) {
    if (copy && !(error instanceof ApiCallError && ABOUT_THE_STUDENT.has(error.code))) return null;
    throw error;
  }
  if ('list' in answer) {
    // Storing is for next time: a full disk must not keep this test from starting.
    await remember(key, userId, answer, copy, __APP_BUILD_ID__).catch(() => undefined);
    return { version: answer.version, list: answer.list };
  }
  // 'unchanged' answers only a version sent, and one is sent only with a copy.
  if (!copy) throw new ApiCallError(0, 'unchanged without a copy on the device');
  return null;
}

/**
 * The question list for a test about to start. With a copy on the device the test starts from it at
 * once and the server's answer races behind (on lie-fi a request may hang for its whole timeout, and
 * nothing a student sees may wait for it); without one, the server's list is waited for.
 */
export async function loadQuestions(key: AssessmentKey, userId: number): Promise<QuestionStart> {
  const copy = await held(key);
  if (!copy) {
    const fetched = await askServer(key, userId, undefined);
    return { set: fetched!, server: Promise.resolve(null) };
  }
  const server = askServer(key, userId, copy).then((fresh) => (fresh && fresh.version !== copy.version ? fresh : null));
  // Nobody may be listening yet; the caller handles the refusal when it does.
  server.catch(() => undefined);
  return { set: setOf(copy), server };
}

/**
 * Keeps every question list on the device so a test can start offline. Asked once per user and app
 * build, not on every page load (a class reloading its tablets sent three full lists per load); a
 * copy already held is revalidated by its version. A refused or failed check still counts as done for
 * this build: the test start asks again anyway, and retrying on every page load is what floods a
 * school's one address. A list not yet on the device is asked for again on the next page load.
 */
export async function prefetchQuestions(userId: number): Promise<void> {
  const build = __APP_BUILD_ID__;
  await Promise.all(
    KEYS.map(async (key) => {
      const copy = await held(key);
      if (copy?.checkedIn === build && copy.checkedBy?.includes(userId)) return;
      const envelope = await postEnvelope(assessmentApi[key].getQuestionList, copy ? { version: copy.version } : {}).catch(() => null);
      if (envelope?.code === ApiCode.OK && 'list' in envelope.data) await remember(key, userId, envelope.data, copy, build);
      else if (copy) await db.questionLists.update(key, checkedWith(copy, userId, build));
    }).map((done) => done.catch(() => undefined)), // storage errors: the next page load tries again
  );
}
