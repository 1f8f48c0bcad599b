import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { resolve } from 'node:path';
import postgres from 'postgres';

export type ServerDatabase = 'postgres' | 'pglite';

export interface AppServer {
  url: string;
  port: number;
  /** The server's own PostgreSQL database (another instance may join it), or undefined on PGlite. */
  databaseUrl: string | undefined;
  /** The built client it serves. */
  staticDir: string;
  stop(): Promise<void>;
}

/** Limits a test run from one address needs raised (the limits themselves have their own tests). */
const RAISED_LIMITS = { SMS_PER_IP_HOURLY: '10000', LOGIN_PER_IP_HOURLY: '10000', API_PER_IP_PER_MINUTE: '100000' };

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });
}

/** A database of its own on the run's PostgreSQL (E2E_DATABASE_URL), dropped by the returned function. */
async function ownPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `e2e_${randomBytes(5).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * The real server (src/server/index.ts) in its own process on a free port: on PostgreSQL in a database
 * of its own (or on `joinDatabaseUrl`, as a second instance), or on PGlite in a directory of its own;
 * serving dist/ or, with `ownStaticCopy`, a copy a test may change (a deploy).
 */
export async function startAppServer(options: { database: ServerDatabase; joinDatabaseUrl?: string; ownStaticCopy?: boolean }): Promise<AppServer> {
  const port = await freePort();
  const dataDir = resolve(`.tmp/e2e-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  let staticDir = resolve('dist');
  if (options.ownStaticCopy) {
    staticDir = `${dataDir}/dist`;
    cpSync(resolve('dist'), staticDir, { recursive: true });
  }
  const adminUrl = process.env.E2E_DATABASE_URL;
  if (options.database === 'postgres' && !adminUrl) throw new Error('E2E_DATABASE_URL is needed for a server on PostgreSQL');
  const own = options.database === 'postgres' && !options.joinDatabaseUrl ? await ownPostgresDatabase(adminUrl!) : undefined;
  const databaseUrl = options.database === 'postgres' ? (options.joinDatabaseUrl ?? own!.url) : undefined;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...RAISED_LIMITS,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', done));

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await own?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Ready when it answers; a server that exits first says why.
  const ready = (async () => {
    while (child.exitCode === null) {
      const status = await fetch(`${url}/`).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) return;
      await new Promise((next) => setTimeout(next, 100));
    }
  })();
  const failed = exited.then((code) => {
    throw new Error(`The app server exited (${code}) before answering:\n${errors}`);
  });
  try {
    await Promise.race([ready, failed]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, databaseUrl, staticDir, stop };
}
