/**
 * Everything the bench starts or creates is registered here and undone on the way out:
 * at the end of a run, on an error, on Ctrl-C / SIGTERM, and (synchronously, as a last resort) at exit.
 */
import { rmSync } from 'node:fs';

interface Task {
  name: string;
  run: () => Promise<void> | void;
  /** Set once the task has started: whoever asks again waits for the same run. */
  done?: Promise<void>;
}

/** Registered and not yet finished, oldest first. */
const tasks: Task[] = [];
const pids = new Set<number>();
const dirs = new Set<string>();

const withTimeout = (p: Promise<void>, ms: number) => Promise.race([p, new Promise<void>((resolve) => setTimeout(resolve, ms).unref())]);

function start(task: Task): Promise<void> {
  task.done ??= Promise.resolve()
    .then(task.run)
    .catch((error) => console.error(`cleanup (${task.name}) failed:`, error instanceof Error ? error.message : error))
    .finally(() => {
      const i = tasks.indexOf(task);
      if (i >= 0) tasks.splice(i, 1);
    });
  return task.done;
}

/** Registers an async undo step; returns a function that runs it now (once, however often it is called). */
export function onCleanup(name: string, run: () => Promise<void> | void): () => Promise<void> {
  const task: Task = { name, run };
  tasks.push(task);
  return () => start(task);
}

/** A child process to SIGKILL at exit if it is still there then. */
export function trackPid(pid: number) {
  pids.add(pid);
  return () => pids.delete(pid);
}

const remove = (dir: string) => {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  } catch (error) {
    console.error(`could not remove ${dir}:`, error instanceof Error ? error.message : error);
  }
};

/** A directory to remove at exit (and by the caller when done). */
export function trackDir(dir: string) {
  dirs.add(dir);
  return () => {
    remove(dir);
    dirs.delete(dir);
  };
}

let cleaning: Promise<void> | null = null;

/** Once cleanup has begun (Ctrl-C, an error), nothing new may be started. */
export function assertRunning(what: string) {
  if (cleaning) throw new Error(`not starting ${what}: the bench is stopping`);
}

/** Runs every undo step not yet run, newest first, each bounded to 20 s, and waits for those already running. */
export function runCleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const task of [...tasks].reverse()) await withTimeout(start(task), 20_000);
    lastResort();
  })();
  return cleaning;
}

function lastResort() {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  pids.clear();
  for (const dir of dirs) remove(dir);
  dirs.clear();
}

let installed = false;
/** Ctrl-C, SIGTERM and uncaught errors still stop the servers and remove the directories. */
export function installExitHandlers() {
  if (installed) return;
  installed = true;
  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    void runCleanup().finally(() => process.exit(code));
  };
  process.on('SIGINT', () => stop(130));
  process.on('SIGTERM', () => stop(143));
  process.on('uncaughtException', (error) => {
    console.error(error);
    stop(1);
  });
  process.on('unhandledRejection', (error) => {
    console.error(error);
    stop(1);
  });
  process.on('exit', lastResort);
}
