import { publicKey } from '#client/lib/query-keys';

const xuanke = publicKey('xuanke');

/** The 选科 data's keys: public, the same for everyone, persisted so the explorer works offline (lib/query-keys.ts). */
export const xuankeKeys = {
  xuanke: {
    /** The newest edition an operator published (null: none, the shipped sample serves). */
    edition: () => xuanke('edition'),
  },
} as const;
