import { and, asc, count, desc, eq, isNull, lte, or, type SQL } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import {
  type Banner,
  type BannerArticle,
  type Expert,
  NEWS_PAGE_SIZE,
  type NewsDetail,
  type NewsPage,
  type NewsType,
  type ProductDetail,
  type ProductSummary,
} from '#shared/api/marketing';
import type { Db } from '../db/client';
import { banners, cooperationCases, enrollProjects, experts, news, newsTypes, products } from '../db/schema';
import { ApiError } from '../lib/errors';
import { safeHref, safeImageSrc, sanitizeHtml } from '../lib/sanitize-html';

/**
 * Read side of the marketing content. Operators edit these tables, so everything that the client
 * renders as HTML or uses as a URL is cleaned here, on the way out, every time.
 */

export const notFound = (msg: string) => new ApiError(ApiCode.NOT_FOUND, msg);
const image = (src: string) => safeImageSrc(src) ?? '';

type Published = typeof news | typeof banners | typeof products | typeof experts | typeof enrollProjects | typeof cooperationCases;

/** What the site shows of a table: published, from its time on (seeded rows have no time: always). The console manages the rest. */
export const onSite = (table: Published, now: Date): SQL => and(eq(table.status, 'published'), or(isNull(table.publishAt), lte(table.publishAt, now)))!;
export const publicNews = (now: Date): SQL => onSite(news, now);

export async function listExperts(db: Db, now: Date): Promise<Expert[]> {
  const rows = await db.select().from(experts).where(onSite(experts, now)).orderBy(asc(experts.sort), asc(experts.id));
  return rows.map((e) => ({ id: e.id, name: e.name, title: e.title, avatar: image(e.avatar), description: e.description }));
}

const productColumns = { id: products.id, name: products.name, sub_name: products.subName, cover: products.cover, price: products.price, oprice: products.oprice };

export async function listProducts(db: Db, now: Date): Promise<ProductSummary[]> {
  const rows = await db.select(productColumns).from(products).where(onSite(products, now)).orderBy(asc(products.sort), asc(products.id));
  return rows.map((p) => ({ ...p, cover: image(p.cover) }));
}

export async function productInfo(db: Db, id: number, now: Date): Promise<ProductDetail> {
  const [row] = await db
    .select({ ...productColumns, content: products.content })
    .from(products)
    .where(and(eq(products.id, id), onSite(products, now)));
  if (!row) throw notFound('该产品不存在或已下架');
  return { ...row, cover: image(row.cover), content: sanitizeHtml(row.content) };
}

export async function bannersByTag(db: Db, tag: string, now: Date): Promise<Banner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.tag, tag), onSite(banners, now)))
    .orderBy(asc(banners.sort), asc(banners.id));
  return rows.map((b) => ({ id: b.id, image: image(b.image), clickhref: safeHref(b.clickhref) ?? '', title: b.title, subtitle: b.subtitle }));
}

export async function bannerArticle(db: Db, id: number, now: Date): Promise<BannerArticle> {
  const [row] = await db
    .select({ id: banners.id, title: banners.title, article: banners.article })
    .from(banners)
    .where(and(eq(banners.id, id), onSite(banners, now)));
  if (!row) throw notFound('该文章不存在或已下线');
  return { id: row.id, title: row.title, content: sanitizeHtml(row.article) };
}

export async function listNewsTypes(db: Db): Promise<NewsType[]> {
  return db.select({ id: newsTypes.id, name: newsTypes.name }).from(newsTypes).orderBy(asc(newsTypes.sort), asc(newsTypes.id));
}

export async function newsList(db: Db, input: { page: number; typeid?: number }, now: Date): Promise<NewsPage> {
  if (input.typeid !== undefined) {
    const [type] = await db.select({ id: newsTypes.id }).from(newsTypes).where(eq(newsTypes.id, input.typeid));
    if (!type) throw notFound('该资讯分类不存在');
  }
  const where = input.typeid !== undefined ? and(publicNews(now), eq(news.typeid, input.typeid)) : publicNews(now);
  const [{ total }] = await db.select({ total: count() }).from(news).where(where);
  const rows = await db
    .select({ id: news.id, name: news.name, description: news.description, coverimage: news.coverimage, createdate: news.createdate })
    .from(news)
    .where(where)
    .orderBy(desc(news.createdate), desc(news.id))
    .limit(NEWS_PAGE_SIZE)
    .offset((input.page - 1) * NEWS_PAGE_SIZE);
  return { total, list: rows.map((n) => ({ ...n, coverimage: image(n.coverimage) })), page: input.page, pageSize: NEWS_PAGE_SIZE };
}

export async function newsInfo(db: Db, id: number, now: Date): Promise<NewsDetail> {
  const [row] = await db
    .select({ id: news.id, name: news.name, createdate: news.createdate, content: news.content, typeid: news.typeid })
    .from(news)
    .where(and(eq(news.id, id), publicNews(now)));
  if (!row) throw notFound('该资讯不存在或已删除');
  return { ...row, content: sanitizeHtml(row.content) };
}
