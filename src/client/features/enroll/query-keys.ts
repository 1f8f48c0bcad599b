import { publicKey } from '#client/lib/query-keys';

const enroll = publicKey('enroll');

/** The sign-up's keys: public content, persisted so the form works offline (lib/query-keys.ts). */
export const enrollKeys = {
  enroll: {
    projects: () => enroll('projects'),
  },
} as const;
