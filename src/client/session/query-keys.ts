import { personalKey } from '#client/lib/query-keys';

/** The signed-in user's keys (lib/query-keys.ts). */
export const sessionKeys = {
  personal: {
    userInfo: () => personalKey('user-info'),
    testStatus: () => personalKey('test-status'),
  },
} as const;
