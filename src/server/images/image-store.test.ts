import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DiskImageStore } from './image-store';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('DiskImageStore', () => {
  it('keeps images under the data directory’s uploads/, whole (no temporary file left), and knows their type', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'images-'));
    dirs.push(dataDir);
    const store = new DiskImageStore(dataDir);
    const name = `${'a'.repeat(32)}.webp`;
    await store.put(name, Buffer.from('RIFF....WEBP'), 'image/webp');
    expect(await readdir(join(dataDir, 'uploads'))).toEqual([name]);
    expect(await store.get(name)).toEqual({ bytes: Buffer.from('RIFF....WEBP'), contentType: 'image/webp' });
    expect(await store.get(`${'b'.repeat(32)}.webp`)).toBeNull();
  });
});
