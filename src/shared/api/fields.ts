import { z } from 'zod/mini';
import { MAX_ID } from '../validation/formats';

/** A database id in a form field: a whole number from 1 to 2³¹−1, else `${what}无效`. */
export const idField = (what: string) => z.coerce.number({ error: `${what}无效` }).check(z.int(`${what}无效`), z.positive(`${what}无效`), z.maximum(MAX_ID, `${what}无效`));

/** Ids joined with commas ("3,1,3"; empty for none), else `${what}无效`. */
export const idListField = (what: string) =>
  z.string({ error: `${what}无效` }).check(z.trim(), z.maxLength(2000, `${what}无效`), z.regex(/^(\d{1,9}(,\d{1,9})*)?$/, `${what}无效`));
