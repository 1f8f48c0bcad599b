import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Vitest's projects (vite.config.ts). Importing a module anew for every test file is most of what a
 * small file costs, so files share one module graph per worker (isolate: false) wherever nothing in
 * them can leak into the next file.
 *
 * - `unit`: the tests beside the code that change what another file would see (module mocks, stubbed
 *   globals or environment, spies, fake timers, a DOM), each in a fresh module graph; `unit-shared`:
 *   the rest. Which is which is read from the files, so a file that starts mocking is isolated without
 *   anyone listing it (117 shared files: 60 → 34 CPU-seconds).
 * - The integration tests on one database: PostgreSQL when TEST_DATABASE_URL names a server (CI
 *   always), else PGlite. Beside PostgreSQL, PGlite still runs the files whose subject is PGlite
 *   itself; the rest is the same SQL on the same engine compiled to WebAssembly, and running it twice
 *   cost 155 CPU-seconds of CI (docs/decisions/pglite.md). They mock nothing and each opens its own app
 *   and database, so they share a module graph too (PGlite: 251 → 141 CPU-seconds).
 * Each file that needs a database starts from a migrated copy (tests/setup/database-template.ts).
 */

const UNIT_DIRS = ['src', 'tests/architecture', 'tests/support', 'scripts'];
const CHANGES_WHAT_OTHERS_SEE = /vi\.(mock|doMock|stubGlobal|stubEnv|spyOn|useFakeTimers)\b|@vitest-environment|globalThis\.|process\.env/;

/** Integration files that start PGlite themselves whatever the project's database: the server process, `school:create`, a migration replayed. */
const PGLITE_FILES = ['tests/integration/process.test.ts', 'tests/integration/school-create.test.ts', 'tests/integration/migration-leads.test.ts'];
/** And the one that differs by engine in our own code: NOTIFY reaching the other app instances (db/client.ts, `listen`). */
const ENGINE_FILES = [...PGLITE_FILES, 'tests/integration/board-stream.test.ts'];

const ROOT = join(import.meta.dirname, '../..');

function unitFiles(): string[] {
  return UNIT_DIRS.flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
      .map((file) => `${dir}/${file}`),
  );
}

function project(name: string, files: { include: string[]; exclude?: string[] }, isolate: boolean) {
  return {
    extends: true as const,
    test: { name, include: files.include, exclude: files.exclude ?? [], isolate, globalSetup: ['tests/setup/database-template.ts'] },
  };
}

export function testProjects(databaseUrl: string | undefined) {
  const unit = unitFiles();
  const isolated = unit.filter((file) => CHANGES_WHAT_OTHERS_SEE.test(readFileSync(join(ROOT, file), 'utf8')));
  const integration = ['tests/integration/**/*.test.ts'];
  return [
    project('unit', { include: isolated }, true),
    project('unit-shared', { include: unit, exclude: isolated }, false),
    ...(databaseUrl
      ? [project('postgres', { include: integration, exclude: PGLITE_FILES }, false), project('pglite', { include: ENGINE_FILES }, false)]
      : [project('pglite', { include: integration }, false)]),
  ];
}
