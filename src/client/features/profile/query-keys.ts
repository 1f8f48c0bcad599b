import { personalKey } from '#client/lib/query-keys';

/** The 生涯画像's keys (lib/query-keys.ts). */
export const profileKeys = {
  personal: {
    /** The newest result of each test: never persisted (the reports themselves are kept on the device). */
    results: (userId: number | undefined) => personalKey('profile-results', userId),
    /** A portrait opened through a share link (someone's results: personal, like a shared report). */
    shared: (tokens: Readonly<Record<string, string>>) => personalKey('shared-portrait', tokens),
  },
} as const;
