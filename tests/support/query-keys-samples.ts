export interface SampleQueryKey {
  /** The owner's group: `personal`, or a public one (named for its root). */
  group: string;
  name: string;
  key: readonly unknown[];
  /** The arguments the key was built from. */
  args: string[];
}

/** Every owner's list of keys: each `query-keys.ts` of src/client but the factory (lib/query-keys.ts). */
const owners = import.meta.glob<Record<string, Record<string, Record<string, (...args: unknown[]) => readonly unknown[]>>>>(
  ['/src/client/**/query-keys.ts', '!/src/client/lib/query-keys.ts'],
  { eager: true },
);

/** The owners found, by file: a test checks that there are some, so a moved glob cannot pass with none. */
export const queryKeyOwners = Object.keys(owners);

/**
 * For tests: one key from every builder of every owner's list, found by walking them, so a builder or
 * an owner added later is covered by the persistence and logout tests without editing them.
 */
export function sampleQueryKeys(): SampleQueryKey[] {
  return Object.values(owners).flatMap((module) =>
    Object.values(module).flatMap((groups) =>
      Object.entries(groups).flatMap(([group, builders]) =>
        Object.entries(builders).map(([name, build]) => {
          const args = Array.from({ length: build.length }, (_, i) => `${group}.${name}#${i}`);
          return { group, name, key: build(...args), args };
        }),
      ),
    ),
  );
}
