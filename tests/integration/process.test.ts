import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The real server process on PGlite (it forces PGlite, so the PostgreSQL pass leaves this file out).
 * A cold PGlite start takes 5-30 s depending on how busy the machine is: nothing here waits for a fixed
 * time. A start ends when the server answers or the child exits, and the test's own timeout is the only
 * deadline; on failure the child's output is in the message.
 */
const TEST_TIMEOUT_MS = 300_000;

/** A port nothing else listens on right now. */
async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'sg-process-'));
const children: ChildProcess[] = [];

interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Resolves once the server answers; fails at once, with its output, if the process exits first. */
async function serving(server: ServerProcess, port: number): Promise<void> {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  for (;;) {
    if (exitCode !== undefined) throw new Error(`the server exited (code ${exitCode}) before it answered:\n${server.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/nothing-here`, { method: 'POST' });
      if (res.status === 404) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The exit code, with the output attached when the expectation fails. */
async function exitOf(server: ServerProcess) {
  const code = await server.exited;
  return { code, output: server.output() };
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it(
    'locks its PGlite directory, refuses a second process, and closes cleanly on SIGTERM',
    async () => {
      const port = await freePort();
      const first = startServer({ PORT: String(port) });
      await serving(first, port);
      expect(existsSync(join(dataDir, 'server.lock'))).toBe(true);

      const second = startServer({ PORT: String(await freePort()) });
      const refused = await exitOf(second);
      expect(refused.code, refused.output).toBe(1);
      expect(refused.output).toContain('is in use by process');

      first.child.kill('SIGTERM');
      expect(await exitOf(first)).toMatchObject({ code: 0 });
      expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);

      // The data survives a restart (migrations and seed are not applied twice).
      const again = startServer({ PORT: String(port) });
      await serving(again, port);
      again.child.kill('SIGINT');
      expect(await exitOf(again)).toMatchObject({ code: 0 });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'refuses to start with CAPTCHA=off in production',
    async () => {
      const server = startServer({ NODE_ENV: 'production', CAPTCHA: 'off', PORT: '0' });
      const { code, output } = await exitOf(server);
      expect(code, output).toBe(1);
      expect(output).toContain('CAPTCHA=off is not allowed when NODE_ENV=production');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'says what is wrong and how to fix it when PostgreSQL cannot be reached, without the password',
    async () => {
      const url = `postgres://app:Secret-Pass1@127.0.0.1:${await freePort()}/career`;
      const server = startServer({ DATABASE_URL: url, PORT: '0' });
      const { code, output } = await exitOf(server);
      expect(code, output).toBe(1);
      expect(output).toContain(`Cannot use the PostgreSQL database at postgres://app@127.0.0.1:`);
      expect(output).toContain('connection refused. Is PostgreSQL running');
      expect(output).not.toContain('Secret-Pass1');
      expect(output).not.toContain('Failed query');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'in development listens on 127.0.0.1 only and says where the development SMS page is',
    async () => {
      const port = await freePort();
      const server = startServer({ NODE_ENV: 'development', HOST: '', PORT: String(port), LOG_LEVEL: 'info' });
      await serving(server, port);
      expect(server.output()).toContain('listening on 127.0.0.1');
      expect(server.output()).toContain(`http://localhost:${port}/dev/sms (this machine only)`);
      server.child.kill('SIGTERM');
      expect(await exitOf(server)).toMatchObject({ code: 0 });
    },
    TEST_TIMEOUT_MS,
  );
});
