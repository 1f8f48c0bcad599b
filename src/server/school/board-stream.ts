import type { BoardChanges, BoardUnchanged, ClassBoard } from '#shared/api/lessons';
import type { Db, Listen } from '../db/client';
import type { Clock } from '../lib/clock';
import { ApiError } from '../lib/errors';
import { ApiCode } from '#shared/api/envelope';
import { classBoard, sameMinuteAs } from './class-board';

/**
 * The class board pushed instead of polled (docs/SCHOOL.md, "The board at scale"). Every change that
 * raises a class's board stamp also NOTIFYs `class_board` with the class id (migration 0022); each app
 * instance LISTENs once and wakes the streams it holds open for that class, which read the board since the
 * version they sent last. A board on screen costs the database nothing while its class does not change.
 */
const BOARD_CHANNEL = 'class_board';
/** Changes of one class this close together are read once (a class handing in together). */
const GATHER_MS = 150;
/** The board's clock ("n 秒前") moves on this often without any database work; the page calls a board silent for 10 s stale. */
const TICK_MS = 5000;
/** A stream ends after this and the page opens a new one: the sign-in is checked afresh, and no stream lives on unseen. */
const STREAM_MS = 5 * 60_000;

interface Watcher {
  changed(): void;
  closing(): void;
}

/** The streams open on this instance, by class; LISTENs from the first one on. */
export function boardWatchers(listen: Listen) {
  const watchers = new Map<number, Set<Watcher>>();
  const gathering = new Set<number>();
  let listening: Promise<() => Promise<void>> | null = null;
  const wake = (payload: string) => {
    const classId = Number(payload);
    if (!watchers.has(classId) || gathering.has(classId)) return;
    gathering.add(classId);
    setTimeout(() => {
      gathering.delete(classId);
      for (const watcher of watchers.get(classId) ?? []) watcher.changed();
    }, GATHER_MS);
  };
  return {
    /** Calls `changed` after each change of the class, until the returned function is called. */
    async watch(classId: number, watcher: Watcher): Promise<() => void> {
      listening ??= listen(BOARD_CHANNEL, wake);
      await listening;
      const set = watchers.get(classId) ?? new Set();
      set.add(watcher);
      watchers.set(classId, set);
      return () => {
        set.delete(watcher);
        if (set.size === 0) watchers.delete(classId);
      };
    },
    /** The app is closing: every stream ends (a stream held open would keep the server from closing), then the LISTEN. */
    async close() {
      for (const set of watchers.values()) for (const watcher of set) watcher.closing();
      await (
        await listening
      )?.();
    },
  };
}
export type BoardWatchers = ReturnType<typeof boardWatchers>;

type BoardAnswer = ClassBoard | BoardChanges | BoardUnchanged;

/** Where a board's answers go (an event stream of the route, src/server/http/stream-route.ts). */
interface BoardSink {
  send(answer: BoardAnswer): void;
  fail(error: unknown): void;
  end(): void;
  readonly ended: Promise<void>;
  stillAllowed(): Promise<boolean>;
}

/**
 * One open board: first what `since` lacks (or "unchanged"), then the students changed after each change
 * of the class, and every 5 s the server's clock. A new minute is read from the database (a window may have
 * opened), and so is the sign-in: a teacher signed out or taken off the class gets 4001 / 4003 and the end.
 */
export async function streamClassBoard(
  deps: { db: Db; clock: Clock; watchers: BoardWatchers },
  userId: number,
  body: { classId: number; assignmentId?: number; since?: string },
  stream: BoardSink,
): Promise<void> {
  const { db, clock, watchers } = deps;
  let known = body.since;
  let reading: Promise<void> | null = null;
  let again = false;
  const read = async () => {
    do {
      again = false;
      const answer = await classBoard(db, userId, body.classId, body.assignmentId, clock.now(), known);
      known = answer.version;
      stream.send(answer);
    } while (again);
  };
  /** One read at a time; a change during a read is read right after it. */
  const readSoon = () => {
    if (reading) {
      again = true;
      return reading;
    }
    reading = read()
      .catch((error: unknown) => stream.fail(error))
      .finally(() => (reading = null));
    return reading;
  };

  const unwatch = await watchers.watch(body.classId, { changed: () => void readSoon(), closing: () => stream.end() });
  const tick = setInterval(() => {
    const now = clock.now();
    if (reading || !known) return;
    if (sameMinuteAs(known, now)) return stream.send({ unchanged: true, version: known, now });
    void stream.stillAllowed().then((allowed) => (allowed ? readSoon() : stream.fail(new ApiError(ApiCode.NOT_LOGGED_IN, '登录已失效，请重新登录'))));
  }, TICK_MS);
  const lifetime = setTimeout(() => stream.end(), STREAM_MS);
  try {
    // The first read outside readSoon: a refusal (4003) is thrown, answered as the usual envelope.
    reading = read().finally(() => (reading = null));
    await reading;
    await stream.ended;
  } finally {
    clearInterval(tick);
    clearTimeout(lifetime);
    unwatch();
  }
}
