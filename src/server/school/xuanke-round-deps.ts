import { suggestedCategoriesOf } from '#content/profile/index';
import { currentXuankeEdition, loadXuankeTable } from '#content/xuanke/editions';
import type { RoundDeps } from './xuanke-rounds';

/**
 * What a round's page needs beyond the database: the current edition's per-专业类 requirements, and
 * each student's suggested 专业类 from their latest reports.
 */
export const roundDeps: RoundDeps = {
  // The 生涯画像's rule (shared/profile/suggest.ts): interests lead, intelligences support, flagged or flat results suggest nothing.
  suggest: (reports, flagged) => suggestedCategoriesOf(reports, flagged),
  requirements: async () => {
    const table = await loadXuankeTable(currentXuankeEdition.id);
    return {
      categories: table.categories.map((c) => ({ code: c.code, name: c.name, req3plus3: c.req3plus3 })),
      edition: { name: currentXuankeEdition.name, label: currentXuankeEdition.label, disclaimer: currentXuankeEdition.disclaimer },
    };
  },
};
