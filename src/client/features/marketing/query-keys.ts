import { publicKey } from '#client/lib/query-keys';

const marketing = publicKey('marketing');

/** The marketing pages' keys: public content, persisted so the pages render offline (lib/query-keys.ts). */
export const marketingKeys = {
  marketing: {
    team: () => marketing('team'),
    products: () => marketing('products'),
    product: (id: number) => marketing('product', id),
    banners: (tags: string) => marketing('banners', tags),
    bannerArticle: (id: number) => marketing('banner-article', id),
    newsTypes: () => marketing('news-types'),
    news: (typeid: number, page: number) => marketing('news', typeid, page),
    newsInfo: (id: number) => marketing('news-info', id),
  },
} as const;
