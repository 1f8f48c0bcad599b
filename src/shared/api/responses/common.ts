import { z } from 'zod/mini';

/** What a call answers when it has nothing to say but 1000. */
export const noData = z.literal(null);

/** A database id: a positive integer. */
export const positiveId = z.int().check(z.positive());
