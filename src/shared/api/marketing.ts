import { z } from 'zod/mini';
import { enrollFormSchema } from '../validation/enroll';
import { messages } from '../validation/rules';
import { type BookingReceipt, bookingFields } from './bookings';
import { endpoint, returns } from './envelope';
import type {
  bannerArticleData,
  bannerData,
  enrollProjectData,
  expertData,
  newsDetailData,
  newsPageData,
  newsTypeData,
  productDetailData,
  productSummaryData,
} from './responses/marketing';

/** Contracts of the marketing calls (spec 7): experts, products, banners, news and training sign-up (cases: cases.ts). */

export type Expert = z.output<typeof expertData>;
export type ProductSummary = z.output<typeof productSummaryData>;
export type ProductDetail = z.output<typeof productDetailData>;
export type Banner = z.output<typeof bannerData>;
export type BannerArticle = z.output<typeof bannerArticleData>;
export type NewsType = z.output<typeof newsTypeData>;
export type NewsPage = z.output<typeof newsPageData>;
export type NewsDetail = z.output<typeof newsDetailData>;
export type EnrollProject = z.output<typeof enrollProjectData>;

/** News items per page (the spec leaves it open; six fill two rows of the list). */
export const NEWS_PAGE_SIZE = 6;
export const DEFAULT_BANNER_TAG = 'web_index_banner';

const MAX_ID = 2_147_483_647; // PostgreSQL integer
const idOf = (what: string) => {
  const msg = `${what}编号无效`;
  return z.coerce.number({ error: msg }).check(z.int(msg), z.positive(msg), z.maximum(MAX_ID, msg));
};
/** Form fields arrive as '' when empty: treat that as not given. */
const blankAsMissing = (v: unknown) => (v === '' ? undefined : v);
const page = z.pipe(
  z.transform(blankAsMissing),
  z._default(z.coerce.number({ error: '页码无效' }).check(z.int('页码无效'), z.positive('页码无效'), z.maximum(100_000, '页码无效')), 1),
);
const ticket = z.string({ error: messages.captcha }).check(z.trim(), z.minLength(1, messages.captcha), z.maxLength(200, messages.captcha));
const none = z.object({});

export const generalApi = {
  getTeamList: endpoint('/api/general/getTeamList', 'none', none, returns<Expert[]>()),
};

export const gaokaoApi = {
  /**
   * Success msg 预约成功; 4004 unknown expert; 4029 too many reservations. Additive: optional time,
   * note and mobile (another number to call), and the receipt as data (docs/BOOKINGS.md).
   */
  teamSubscribe: endpoint('/api/gaokao/teamSubscribe', 'required', z.object({ id: idOf('专家'), ...bookingFields }), returns<BookingReceipt>()),
  getProductList: endpoint('/api/gaokao/getProductList', 'none', none, returns<ProductSummary[]>()),
  getProductInfo: endpoint('/api/gaokao/getProductInfo', 'none', z.object({ id: idOf('产品') }), returns<ProductDetail>()),
  /** Success msg 预约成功; 4004 unknown product; 4029 too many reservations. Additive as teamSubscribe. */
  productSubscribe: endpoint('/api/gaokao/productSubscribe', 'required', z.object({ id: idOf('产品'), ...bookingFields }), returns<BookingReceipt>()),
};

export const adsApi = {
  getadList: endpoint(
    '/api/superads_images/getadList',
    'none',
    z.object({
      tags: z.string({ error: '请指定广告位' }).check(z.trim(), z.minLength(1, '请指定广告位'), z.maxLength(50, '广告位标识无效'), z.regex(/^[A-Za-z0-9_-]+$/, '广告位标识无效')),
    }),
    returns<Banner[]>(),
  ),
  getArticleInfo: endpoint('/api/superads_images/getArticleInfo', 'none', z.object({ id: idOf('文章') }), returns<BannerArticle>()),
};

export const newsApi = {
  getNewsTypeList: endpoint('/api/news/getNewsTypeList', 'none', none, returns<NewsType[]>()),
  /** Newest first, NEWS_PAGE_SIZE a page; without typeid, all types. A page past the end is an empty list. */
  getNewsList: endpoint('/api/news/getNewsList', 'none', z.object({ page, typeid: z.pipe(z.transform(blankAsMissing), z.optional(idOf('资讯分类'))) }), returns<NewsPage>()),
  getNewsInfo: endpoint('/api/news/getNewsInfo', 'none', z.object({ id: idOf('资讯') }), returns<NewsDetail>()),
};

export const enrollApi = {
  getEnrollProject: endpoint('/api/enroll/getEnrollProject', 'none', none, returns<EnrollProject[]>()),
  /**
   * The sign-up form plus a captcha ticket (purpose 'enroll'). Login optional. Success msg 提交成功;
   * the same telphone and projects again within 10 minutes succeeds without a second record.
   */
  submitEnroll: endpoint('/api/enroll/submitEnroll', 'optional', z.extend(enrollFormSchema, { ticket }), returns<null>(), { perDevice: true }),
};
