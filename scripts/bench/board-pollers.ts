/**
 * The teachers' boards of the board scenario, in a process of their own (board.ts forks it) so that their
 * work does not delay the submissions the bench measures. `poll`: each polls every `pollMs` from a random
 * start, sends the version it shows and merges the changes as the page does (mergeBoardChanges). `push`:
 * each holds the board's stream open (watchClassBoard) as the page does while it is live, and merges what
 * comes. It reports the results it has seen on a board (id, when) as it goes, and the answers' figures when
 * told to stop.
 */
import { request } from 'node:http';
import type { BoardChanges, BoardUnchanged, ClassBoard } from '#shared/api/lessons';
import { mergeBoardChanges } from '#shared/school/board-changes';
import { call, type Reply, wallClock } from './http';

export interface PollersInput {
  base: string;
  classes: { classId: number; teacherToken: string }[];
  pollMs: number;
  assessment: 'hld' | 'mbti' | 'dyzn';
  mode: 'poll' | 'push';
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

/** The board after an answer, as the page merges it; the results it shows that were not seen before are reported with `at`. */
function show(shown: ClassBoard | null, answer: ClassBoard | BoardChanges | BoardUnchanged, at: number): ClassBoard | null {
  let board: ClassBoard | null;
  if ('unchanged' in answer) board = shown && { ...shown, now: answer.now };
  else if ('changes' in answer) board = shown && mergeBoardChanges(shown, answer);
  else {
    if (!shown && ++firstBoards === input.classes.length) send({ type: 'ready' });
    board = answer;
  }
  for (const s of board?.students ?? []) {
    const id = s.cells[input.assessment]?.resultId;
    if (id && !seen.has(id)) {
      seen.add(id);
      fresh.push([id, at]);
    }
  }
  return board;
}

const kindOf = (answer: ClassBoard | BoardChanges | BoardUnchanged) => ('unchanged' in answer ? 'unchanged' : 'changes' in answer ? 'changes' : 'whole');
const fail = (name: string) => (failures[name] = (failures[name] ?? 0) + 1);

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
      if (r.code !== 1000) fail(String(r.code));
      else {
        kinds[kindOf(r.data)].push(r);
        shown = show(shown, r.data, r.at);
      }
    } catch (error) {
      fail(error instanceof Error ? error.name : 'error');
    }
    next += input.pollMs;
    const wait = next - performance.now();
    if (wait > 0) await sleep(wait);
    else next = performance.now();
  }
}

const streams = new Set<ReturnType<typeof request>>();

/** One board held open on the server's push, opened again when the server ends it (every 5 minutes). */
async function pushedBoard(klass: PollersInput['classes'][number]) {
  let shown: ClassBoard | null = null;
  await sleep(Math.random() * input.pollMs);
  while (polling) {
    await new Promise<void>((resolve) => {
      const body = new URLSearchParams({ classId: String(klass.classId), ...(shown ? { since: shown.version } : {}) }).toString();
      const headers = { 'content-type': 'application/x-www-form-urlencoded', token: klass.teacherToken };
      const opened = request(`${base()}/api/school/watchClassBoard`, { method: 'POST', agent: false, headers }, (response) => {
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.startsWith('event: error')) fail('error event');
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (!data || block.startsWith('event: error')) continue;
            const answer = JSON.parse(data.slice('data: '.length)) as ClassBoard | BoardChanges | BoardUnchanged;
            const at = wallClock();
            kinds[kindOf(answer)].push({ ms: 0, bytes: Buffer.byteLength(block), at });
            shown = show(shown, answer, at);
          }
        });
        response.on('close', resolve);
      });
      opened.on('error', (error) => {
        if (polling) fail(error.name);
        resolve();
      });
      opened.on('close', () => streams.delete(opened));
      streams.add(opened);
      opened.end(body);
    });
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
    all = Promise.all(input.classes.map(input.mode === 'push' ? pushedBoard : board));
    return;
  }
  polling = false;
  for (const stream of streams) stream.destroy();
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
