import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './lock';

let dir: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'lock-test-'));
});

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.pid) process.kill(child.pid);
  rmSync(dir, { recursive: true, force: true });
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function liveProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setTimeout(()=>{},5000)'], { stdio: 'ignore' });
  children.push(child);
  await new Promise<void>((ok, fail) => {
    child.once('spawn', ok);
    child.once('error', fail);
  });
  return child.pid!;
}

async function deadPid(): Promise<number> {
  if (!isAlive(999999)) return 999999;
  const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  await new Promise((ok) => child.once('exit', ok));
  return child.pid!;
}

const lockFile = () => join(dir, 'server.lock');

describe('acquireDataDirLock', () => {
  it('creates server.lock with this pid, and release removes it', () => {
    const release = acquireDataDirLock(dir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('creates a missing data directory', () => {
    const nested = join(dir, 'a', 'b');
    const release = acquireDataDirLock(nested);
    expect(readFileSync(join(nested, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('can be taken again after release', () => {
    acquireDataDirLock(dir)();
    const release = acquireDataDirLock(dir);
    expect(existsSync(lockFile())).toBe(true);
    release();
  });

  it('refuses a directory locked by another live process, naming the directory and the owner', async () => {
    const pid = await liveProcess();
    writeFileSync(lockFile(), String(pid));
    expect(() => acquireDataDirLock(dir)).toThrow(resolve(dir));
    expect(() => acquireDataDirLock(dir)).toThrow(`in use by process ${pid}`);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(pid));
  });

  it('takes over a stale lock whose owner is gone', async () => {
    const pid = await deadPid();
    expect(isAlive(pid)).toBe(false);
    writeFileSync(lockFile(), String(pid));
    const release = acquireDataDirLock(dir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over a lock file with garbage or nothing in it', () => {
    for (const content of ['', 'not a pid', '\n']) {
      writeFileSync(lockFile(), content);
      const release = acquireDataDirLock(dir);
      expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
      release();
    }
  });

  it('accepts a lock file with a trailing newline from another live process as held', async () => {
    const pid = await liveProcess();
    writeFileSync(lockFile(), `${pid}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use/);
  });
});
