import { publicKey } from '#client/lib/query-keys';

/** Under the marketing root, as before the keys had owners: a cache persisted by an earlier version still matches. */
const marketing = publicKey('marketing');

/** The cooperation cases' keys: public content, persisted so the pages render offline (lib/query-keys.ts). */
export const programsKeys = {
  marketing: {
    cases: () => marketing('cases'),
    caseInfo: (id: number) => marketing('case-info', id),
  },
} as const;
