import { personalKey } from '#client/lib/query-keys';

/** The parent's keys (lib/query-keys.ts): personal, never persisted. */
export const parentKeys = {
  personal: {
    /** The parent's name and linked children. */
    info: () => personalKey('parent-info'),
    /** A linked child's guardian consent. */
    consent: (linkId: number) => personalKey('parent-consent', linkId),
    /** The SMS notices the parent opted in to for one child. */
    notices: (linkId: number) => personalKey('parent-notices', linkId),
  },
} as const;
