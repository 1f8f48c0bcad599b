import { publicKey } from '#client/lib/query-keys';

/** The explorer's keys (lib/query-keys.ts). */
export const explorerKeys = {
  'xuanke-explorer': {
    /** An edition's table (a chunk of the app, the same for everyone). */
    table: (edition: string) => publicKey('xuanke-explorer')('table', edition),
  },
} as const;
