import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPersonalQueryKey, PERSONAL_ROOT } from './query-keys';
import { queryKeyOwners, sampleQueryKeys } from '#tests/support/query-keys-samples';

const samples = sampleQueryKeys();

describe('the query-key factory', () => {
  it('builds every key of the personal group under the personal root, and no other key there', () => {
    const personal = samples.filter((s) => s.group === 'personal');
    const others = samples.filter((s) => s.group !== 'personal');
    expect(queryKeyOwners.length).toBeGreaterThan(5);
    expect(personal.length).toBeGreaterThan(15);
    expect(others.length).toBeGreaterThan(0);
    for (const { name, key } of personal) expect({ name, personal: isPersonalQueryKey(key), root: key[0] }).toEqual({ name, personal: true, root: PERSONAL_ROOT });
    for (const { group, name, key } of others) expect({ group, name, personal: isPersonalQueryKey(key), root: key[0] }).toEqual({ group, name, personal: false, root: group });
  });

  it('gives every builder its own keys', () => {
    const shapes = samples.map((s) => JSON.stringify(s.key.slice(0, 2)));
    expect(new Set(shapes).size).toBe(samples.length);
  });

  it('keeps the arguments in the key, so two reports or two users never share a cache entry', () => {
    expect(samples.some((s) => s.args.length > 1)).toBe(true);
    for (const { group, name, key, args } of samples) expect({ group, name, missing: args.filter((arg) => !key.includes(arg)) }).toEqual({ group, name, missing: [] });
  });
});

/** Files of src/client, tests and the key lists (the factory and each owner's query-keys.ts) excepted. */
function clientSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return clientSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !/[\\/]query-keys\.ts$/.test(path) ? [path] : [];
  });
}

describe('the client', () => {
  it('takes every query key from the factory (no key written inline)', () => {
    const inline =
      /queryKey:\s*\[|\b(?:removeQueries|invalidateQueries|resetQueries|refetchQueries|cancelQueries|setQueryData|setQueriesData|getQueryData|getQueriesData|getQueryState|fetchQuery|prefetchQuery|ensureQueryData)\(\s*\[/;
    const files = clientSources('src/client');
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (inline.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });
});
