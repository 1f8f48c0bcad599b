import { suggestedCategoriesOf } from '#content/profile/index';
import { XUANKE_DISCLAIMER, XUANKE_SAMPLE_LABEL } from '#content/xuanke/editions';
import { servedTable, XUANKE_PUBLISHED_LABEL } from '../xuanke/public';
import type { RoundDeps } from './xuanke-rounds';

/**
 * What a round's page needs beyond the rows of its round: each student's suggested 专业类 from their latest
 * reports, and the per-专业类 requirements of the edition served now (the newest one an operator
 * published, else the shipped sample; docs/XUANKE.md).
 */
export const roundDeps: RoundDeps = {
  // The 生涯画像's rule (shared/profile/suggest.ts): interests lead, intelligences support, flagged or flat results suggest nothing.
  suggest: (reports, flagged) => suggestedCategoriesOf(reports, flagged),
  requirements: async (db) => {
    const served = await servedTable(db);
    return {
      categories: served.table.categories.map((c) => ({ code: c.code, name: c.name, req3plus3: c.req3plus3 })),
      edition: { name: served.name, label: served.from === 'published' ? XUANKE_PUBLISHED_LABEL : XUANKE_SAMPLE_LABEL, disclaimer: XUANKE_DISCLAIMER },
    };
  },
};
