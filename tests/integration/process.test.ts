import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** A port nothing else listens on right now. */
async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
let PORT = 0;
const dataDir = mkdtempSync(join(tmpdir(), 'sg-process-'));
const children: ChildProcess[] = [];

function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitUntilServing() {
  for (let i = 0; i < 150; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/api/nothing-here`, { method: 'POST' });
      if (res.status === 404) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not start');
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

describe('the server process', () => {
  it('locks its PGlite directory, refuses a second process, and closes cleanly on SIGTERM', async () => {
    PORT = await freePort();
    const first = startServer();
    await waitUntilServing();
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(true);

    const second = startServer();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by process');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);

    // The data survives a restart (migrations and seed are not applied twice).
    const again = startServer();
    await waitUntilServing();
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 90_000);

  it('refuses to start with CAPTCHA=off in production', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], { env: { ...process.env, NODE_ENV: 'production', CAPTCHA: 'off', DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stderr!.on('data', (d) => (output += d));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('CAPTCHA=off is not allowed when NODE_ENV=production');
  }, 60_000);
});
