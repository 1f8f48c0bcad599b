import { sql } from 'drizzle-orm';
import { banners as seedBanners } from '#content/marketing/banners';
import { enrollProjects as seedProjects } from '#content/marketing/enroll';
import { experts as seedExperts } from '#content/marketing/experts';
import { news as seedNews, newsTypes as seedNewsTypes } from '#content/marketing/news';
import { products as seedProducts } from '#content/marketing/products';
import type { Db } from './client';
import { banners, enrollProjects, experts, news, newsTypes, products } from './schema';

/** Tables seeded with explicit ids, so links such as /news-details?id=3 stay stable. */
const SEEDED_TABLES = ['banners', 'products', 'experts', 'news_types', 'news', 'enroll_projects'] as const;

/** The marketing content of src/content/marketing; runs once per database (see seed.ts). */
export async function seedMarketing(tx: Db): Promise<void> {
  await tx
    .insert(banners)
    .values(seedBanners.map((b, sort) => ({ id: b.id, title: b.title, subtitle: b.subtitle, image: b.image, clickhref: b.clickhref, article: b.article, sort })));
  await tx
    .insert(products)
    .values(seedProducts.map((p, sort) => ({ id: p.id, name: p.name, subName: p.sub_name, cover: p.cover, price: p.price, oprice: p.oprice, content: p.content, sort })));
  await tx.insert(experts).values(seedExperts.map((e, sort) => ({ ...e, sort })));
  await tx.insert(newsTypes).values(seedNewsTypes.map((t, sort) => ({ ...t, sort })));
  await tx.insert(news).values(seedNews);
  await tx.insert(enrollProjects).values(seedProjects);
  // Explicit ids leave the serial sequences at 1; move them past the seeded rows so operators' inserts work.
  for (const table of SEEDED_TABLES) {
    await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`));
  }
}
