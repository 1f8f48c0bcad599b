/** Server processes the bench starts: one `node --import tsx` process each, always stopped again. */
import { type ChildProcess, spawn } from 'node:child_process';
import { assertRunning, onCleanup, trackPid } from './cleanup';

export interface Started {
  child: ChildProcess;
  url: string;
  /** SIGTERM, then SIGKILL after 10 s; resolves when the process is gone. */
  stop(): Promise<void>;
  /** The last lines the process wrote to stderr, for error messages. */
  log(): string;
}

export async function startNodeServer(name: string, entry: string, port: number, env: Record<string, string>, ready: (url: string) => Promise<boolean>): Promise<Started> {
  assertRunning(name);
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const untrack = trackPid(child.pid!);
  const lines: string[] = [];
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    lines.push(...chunk.split('\n').filter(Boolean));
    if (lines.length > 40) lines.splice(0, lines.length - 40);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = onCleanup(`stop ${name}`, async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    untrack();
  });
  const url = `http://127.0.0.1:${port}`;
  const log = () => lines.join('\n');
  // Bounded wait: 90 s (migrations on a cold PGlite take a few seconds).
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`${name} exited during start:\n${log()}`);
    }
    if (await ready(url).catch(() => false)) return { child, url, stop, log };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`${name} did not become ready within 90 s:\n${log()}`);
}
