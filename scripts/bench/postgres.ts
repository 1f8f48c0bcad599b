/**
 * A throwaway PostgreSQL 15 like scripts/with-postgres.sh starts for `npm test`, but on the bench's own
 * port and data directory (.tmp/bench-<pid>-pg), stopped and removed afterwards.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import postgres from 'postgres';
import { assertRunning, onCleanup, trackDir, trackPid } from './cleanup';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export const postgresAvailable = () => existsSync(`${PG_BIN}/initdb`);

const isRoot = () => process.getuid?.() === 0;

function asPg(cmd: string, args: string[]) {
  const [file, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'pipe'], timeout: 120_000 });
}

export interface Postgres {
  url: string;
  /** A new, empty database in the cluster (each run starts on its own): its URL. */
  database(name: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startPostgres(port: number): Promise<Postgres> {
  assertRunning('PostgreSQL');
  const dir = resolve(`.tmp/bench-${process.pid}-pg`);
  const removeDir = trackDir(dir);
  mkdirSync(dir, { recursive: true });
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = `${dir}/data`;
  asPg(`${PG_BIN}/initdb`, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  asPg(`${PG_BIN}/pg_ctl`, ['-D', data, '-o', `-h 127.0.0.1 -p ${port} -k ${dir}`, '-l', `${dir}/log`, '-w', '-t', '60', 'start']);
  const postmaster = Number(readFileSync(`${data}/postmaster.pid`, 'utf8').split('\n')[0]);
  const untrack = trackPid(postmaster);
  const stop = onCleanup('stop PostgreSQL', async () => {
    try {
      asPg(`${PG_BIN}/pg_ctl`, ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
    } catch {
      try {
        process.kill(postmaster, 'SIGKILL');
      } catch {
        // gone
      }
    }
    untrack();
    removeDir();
  });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const database = async (name: string) => {
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      await sql.unsafe(`create database ${name}`);
    } finally {
      await sql.end({ timeout: 5 });
    }
    return `postgres://postgres@127.0.0.1:${port}/${name}`;
  };
  return { url, database, stop };
}
