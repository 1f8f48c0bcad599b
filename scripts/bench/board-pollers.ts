/**
 * The teachers' boards of the board scenario, in a process of their own (board.ts forks it) so that their
 * work does not delay the submissions the bench measures: each polls every `pollMs` from a random start, sends
 * the version it shows and merges the changes as the page does (mergeBoardChanges). It reports the results
 * it has seen on a board (id, when) as it goes, and the polls' figures when told to stop.
 */
import type { BoardChanges, BoardUnchanged, ClassBoard } from '#shared/api/lessons';
import { mergeBoardChanges } from '#shared/school/board-changes';
import { call, type Reply } from './http';

export interface PollersInput {
  base: string;
  classes: { classId: number; teacherToken: string }[];
  pollMs: number;
  assessment: 'hld' | 'mbti' | 'dyzn';
}

export type PollerMessage =
  | { type: 'ready' }
  | { type: 'seen'; seen: [number, number][] }
  | { type: 'done'; kinds: Record<'unchanged' | 'changes' | 'whole', { ms: number; bytes: number; at: number }[]>; failures: Record<string, number> };

const send = (message: PollerMessage) => process.send!(message);
let input: PollersInput;
const kinds: Record<'unchanged' | 'changes' | 'whole', { ms: number; bytes: number; at: number }[]> = { unchanged: [], changes: [], whole: [] };
const failures: Record<string, number> = {};
const seen = new Set<number>();
let fresh: [number, number][] = [];
let polling = true;
let firstBoards = 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function board(klass: PollersInput['classes'][number]) {
  let shown: ClassBoard | null = null;
  await sleep(Math.random() * input.pollMs);
  let next = performance.now();
  while (polling) {
    try {
      const since: string | undefined = shown?.version;
      const r: Reply<ClassBoard | BoardChanges | BoardUnchanged> = await call(
        base(),
        '/api/school/getClassBoard',
        { classId: klass.classId, ...(since ? { since } : {}) },
        klass.teacherToken,
      );
      if (r.code !== 1000) failures[r.code] = (failures[r.code] ?? 0) + 1;
      else if ('unchanged' in r.data) {
        kinds.unchanged.push(r);
        shown = { ...shown!, now: r.data.now };
      } else if ('changes' in r.data) {
        kinds.changes.push(r);
        shown = shown && mergeBoardChanges(shown, r.data);
      } else {
        kinds.whole.push(r);
        if (!shown && ++firstBoards === input.classes.length) send({ type: 'ready' });
        shown = r.data;
      }
      for (const s of shown?.students ?? []) {
        const id = s.cells[input.assessment]?.resultId;
        if (id && !seen.has(id)) {
          seen.add(id);
          fresh.push([id, r.at]);
        }
      }
    } catch (error) {
      const name = error instanceof Error ? error.name : 'error';
      failures[name] = (failures[name] ?? 0) + 1;
    }
    next += input.pollMs;
    const wait = next - performance.now();
    if (wait > 0) await sleep(wait);
    else next = performance.now();
  }
}

const base = () => input.base;
let flush: NodeJS.Timeout;
let all: Promise<unknown>;
process.on('message', async (message: { start: PollersInput } | 'stop') => {
  if (message !== 'stop') {
    input = message.start;
    flush = setInterval(() => {
      if (fresh.length) send({ type: 'seen', seen: fresh });
      fresh = [];
    }, 200);
    all = Promise.all(input.classes.map(board));
    return;
  }
  polling = false;
  await all;
  clearInterval(flush);
  send({ type: 'seen', seen: fresh });
  // Disconnect only once the figures are handed over: a message still queued would be lost.
  process.send!(
    { type: 'done', kinds: { unchanged: kinds.unchanged.map(pick), changes: kinds.changes.map(pick), whole: kinds.whole.map(pick) }, failures } satisfies PollerMessage,
    () => process.disconnect(),
  );
});
function pick(r: { ms: number; bytes: number; at: number }) {
  return { ms: r.ms, bytes: r.bytes, at: r.at };
}
