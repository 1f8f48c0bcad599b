/** The bench server (server.ts) on one database, as every API run starts it: its URL, data directory and how to remove it. */
import { resolve } from 'node:path';
import { trackDir } from './cleanup';
import { BASELINE_PATH, post } from './client';
import { freePort } from './ports';
import { type Started, startNodeServer } from './processes';

export async function startBenchServer(label: string, run: string, databaseUrl: string | undefined): Promise<{ server: Started; dataDir: string; removeDataDir: () => void }> {
  const port = await freePort();
  const dataDir = resolve(`.tmp/bench-${process.pid}-${run}-${label.toLowerCase()}`);
  const removeDataDir = trackDir(dataDir);
  const server = await startNodeServer(
    `bench server (${label})`,
    'scripts/bench/server.ts',
    port,
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
      CAPTCHA: 'off',
      SMS_SENDER: 'dev',
      SMS_PER_IP_HOURLY: '1000000',
      SMS_DAILY_BUDGET: '1000000',
      LOGIN_PER_IP_HOURLY: '1000000',
      API_PER_IP_PER_MINUTE: '100000000',
    },
    async (url) => (await post(url, BASELINE_PATH)).code === 1000,
  );
  return { server, dataDir, removeDataDir };
}
