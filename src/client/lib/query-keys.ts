import type { QueryKey } from '@tanstack/react-query';

/**
 * Every TanStack Query key of the client comes from this factory (docs/OFFLINE.md, "The query cache").
 * The keys themselves are lists kept by their owners, each a `query-keys.ts` beside its code (the
 * session's, and one per feature that queries), built only with the two builders below.
 *
 * Each group builds its keys under its own root, so a group cannot make a key outside it. Everything
 * about the signed-in user (user info, test status, the organisation's class tree, history, reports,
 * share tokens) and a report opened through a share link goes under `personalKey`: those queries are never
 * persisted to IndexedDB and are removed at logout, both decided by `isPersonalQueryKey` alone.
 * The other groups hold public content, the same for every visitor, which is persisted so pages
 * render offline. A new query that is about the user goes under `personalKey`; an owner lists those keys
 * in its group named `personal` and its public ones in a group named for their root, which is how the
 * tests (lib/query-keys.test.ts, tests/support/query-keys-samples.ts) find and check every builder.
 */
export const PERSONAL_ROOT = 'personal';

/** A key builder fixed to one root: whatever the parts, the key starts with the root. */
function under<const Root extends string>(root: Root) {
  return <const Parts extends readonly unknown[]>(...parts: Parts) => [root, ...parts] as const;
}

/** A key of personal data: never persisted, removed at logout. */
export const personalKey = under(PERSONAL_ROOT);

/** The builder of an owner's public keys, under a root of its own; the personal root is refused. */
export function publicKey<const Root extends string>(root: Root extends typeof PERSONAL_ROOT ? never : Root) {
  return under(root);
}

/** True for a key that holds personal data: it is never persisted and is removed at logout. */
export function isPersonalQueryKey(queryKey: QueryKey): boolean {
  return queryKey[0] === PERSONAL_ROOT;
}
