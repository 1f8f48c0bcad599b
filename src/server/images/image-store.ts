import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { storedImages } from '#server/db/schema';

/**
 * Where uploaded images live, behind one interface so an object store (OSS, COS, S3) can replace it.
 * Names are content hashes: a name is written once and never changes, so any copy may be cached forever.
 */
export interface ImageStore {
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  get(name: string): Promise<{ bytes: Buffer; contentType: string } | null>;
}

const TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };
const typeOf = (name: string) => TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream';

/** Files under the data directory (the default with the embedded database: one process). */
export class DiskImageStore implements ImageStore {
  private readonly dir: string;
  constructor(dataDir: string) {
    this.dir = resolve(dataDir, 'uploads');
  }
  async put(name: string, bytes: Buffer, _contentType?: string): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    // Written beside, then renamed: a reader never sees half a file.
    const temporary = join(this.dir, `.${name}.${process.pid}.tmp`);
    await writeFile(temporary, bytes);
    await rename(temporary, join(this.dir, name));
  }
  async get(name: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    try {
      return { bytes: await readFile(join(this.dir, name)), contentType: typeOf(name) };
    } catch {
      return null;
    }
  }
}

/** Rows of `stored_images` (the default on PostgreSQL: every app server behind the balancer sees every image). */
export class DatabaseImageStore implements ImageStore {
  constructor(private readonly db: Db) {}
  async put(name: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.db.insert(storedImages).values({ name, bytes, contentType }).onConflictDoNothing({ target: storedImages.name });
  }
  async get(name: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    const [row] = await this.db.select({ bytes: storedImages.bytes, contentType: storedImages.contentType }).from(storedImages).where(eq(storedImages.name, name));
    return row ?? null;
  }
}
