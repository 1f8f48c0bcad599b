import { queryKeys } from '#client/lib/query-keys';

export interface SampleQueryKey {
  /** The factory's group: `personal`, or a public one. */
  group: string;
  name: string;
  key: readonly unknown[];
}

/**
 * For tests: one key from every builder of the factory, found by walking it, so a builder added
 * later is covered by the persistence and logout tests without editing them.
 */
export function sampleQueryKeys(): SampleQueryKey[] {
  return Object.entries(queryKeys).flatMap(([group, builders]) =>
    Object.entries(builders as Record<string, (...args: unknown[]) => readonly unknown[]>).map(([name, build]) => ({
      group,
      name,
      key: build(...Array.from({ length: build.length }, (_, i) => `${group}.${name}#${i}`)),
    })),
  );
}
