import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nextMobile } from './harness';

/**
 * `npm run school:create` as a process, on the embedded PGlite of its own data directory, as a school's
 * own server is first set up: it opens no test database, so it runs in the PGlite project only.
 */
describe('npm run school:create', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sg-school-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  function run(args: string[]): Promise<{ code: number | null; output: string }> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/school-create.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
  }

  it('creates a school with an administrator, prints the initial password once, and refuses that mobile a second time', async () => {
    const mobile = nextMobile();
    const first = await run(['--name', '第三中学', '--admin-mobile', mobile, '--admin-name', '张老师']);
    expect(first.code, first.output).toBe(0);
    const password = /^初始密码 \/ Initial password: ([A-Za-z2-9]{10})$/m.exec(first.output)?.[1];
    expect(password, first.output).toBeDefined();
    expect(first.output.split(password!)).toHaveLength(2); // printed once
    expect(first.output).toContain('/login');
    expect(first.output).toContain('/school');
    expect(first.output).not.toContain(mobile); // masked

    const second = await run(['--name', '第四中学', '--admin-mobile', mobile]);
    expect(second.code, second.output).toBe(1);
    expect(second.output).toContain('该手机号已是其他学校的教职工');
    expect(second.output).not.toMatch(/[A-Za-z2-9]{10}$/m);

    const usage = await run(['--name', '第五中学']);
    expect(usage.code).toBe(1);
    expect(usage.output).toContain('--admin-mobile');
  }, 300_000);
});
