import { z } from 'zod/mini';
import { bookingReceiptData } from './bookings';
import { noData, positiveId } from './common';

/**
 * Schemas of what the marketing calls answer (the `data` of a 1000). The integration tests check every
 * answer with them; marketing.ts takes only their types, so the client never loads this file.
 */

const id = positiveId;
/** Yuan, as PostgreSQL numeric(10, 2) reads back. */
const yuan = z.number().check(z.nonnegative());
/** An image source after the server's check: empty, a same-origin path or an https URL. */
const imageSrc = z.string().check(z.regex(/^(|\/(?![/\\]).*|https:\/\/[^/].*)$/is));
/** A link after the server's check: empty, http(s), or a relative reference (no scheme before the first / ? #). */
const href = z
  .string()
  .check(z.refine((v) => v === '' || /^https?:\/\/[^/]/i.test(v) || (!v.startsWith('//') && !v.includes('\\') && !v.split(/[/?#]/, 1)[0].includes(':')), 'unsafe link'));
/** A tag the sanitiser writes: an allowed element with only src, alt, href or rel (values have `"<>` escaped); img and br self-closed. */
const SANITISED_TAG = /^<\/?(?:p|h[234]|ul|ol|li|strong|em|b|i|br|img|a|blockquote)(?: (?:src|alt|href|rel)="[^"]*")*(?: \/)?>$/;
/** HTML after the sanitiser: every tag is one it writes (text never holds a raw `<`, so each `<` starts a tag). */
const sanitisedHtml = z.string().check(z.refine((v) => (v.match(/<[^>]*>?/g) ?? []).every((tag) => SANITISED_TAG.test(tag)), 'unsanitised HTML'));
/** YYYY-MM-DD. */
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const expertData = z.strictObject({ id, name: z.string(), title: z.string(), avatar: imageSrc, description: z.string() });

export const productSummaryData = z.strictObject({
  id,
  name: z.string(),
  sub_name: z.string(),
  cover: imageSrc,
  /** Yuan. */
  price: yuan,
  /** Original price in yuan, shown struck through. */
  oprice: yuan,
});

export const productDetailData = z.strictObject({
  ...productSummaryData.shape,
  /** Sanitised HTML. */
  content: sanitisedHtml,
});

export const bannerData = z.strictObject({
  id,
  image: imageSrc,
  /** Empty: open /banner-content?id={id}. */
  clickhref: href,
  title: z.string(),
  subtitle: z.string(),
});

export const bannerArticleData = z.strictObject({
  id,
  title: z.string(),
  /** Sanitised HTML. */
  content: sanitisedHtml,
});

export const newsTypeData = z.strictObject({ id, name: z.string() });

export const newsSummaryData = z.strictObject({
  id,
  name: z.string(),
  description: z.string(),
  coverimage: imageSrc,
  /** YYYY-MM-DD. */
  createdate: day,
});

export const newsPageData = z.strictObject({
  total: z.int().check(z.nonnegative()),
  list: z.array(newsSummaryData),
  page: id,
  pageSize: id,
});

export const newsDetailData = z.strictObject({
  id,
  name: z.string(),
  createdate: day,
  /** Sanitised HTML. */
  content: sanitisedHtml,
  typeid: id,
});

export const caseSummaryData = z.strictObject({ id, title: z.string(), summary: z.string(), cover: imageSrc });

export const caseDetailData = z.strictObject({
  id,
  title: z.string(),
  subtitle: z.string(),
  cover: imageSrc,
  /** Sanitised HTML. */
  content: sanitisedHtml,
  /** The other cases on the site, for the page's "其他合作案例" links. */
  others: z.array(z.strictObject({ id, title: z.string(), summary: z.string() })),
});

export const enrollProjectData = z.strictObject({ id, name: z.string(), price: yuan });

/** One schema per call of each marketing group, by name (paired with the endpoints in index.ts). */
export const generalResponses = {
  getTeamList: z.array(expertData),
};

export const gaokaoResponses = {
  teamSubscribe: bookingReceiptData,
  getProductList: z.array(productSummaryData),
  getProductInfo: productDetailData,
  productSubscribe: bookingReceiptData,
};

export const adsResponses = {
  getadList: z.array(bannerData),
  getArticleInfo: bannerArticleData,
};

export const newsResponses = {
  getNewsTypeList: z.array(newsTypeData),
  getNewsList: newsPageData,
  getNewsInfo: newsDetailData,
};

export const casesResponses = {
  getCaseList: z.array(caseSummaryData),
  getCaseInfo: caseDetailData,
};

export const enrollResponses = {
  getEnrollProject: z.array(enrollProjectData),
  submitEnroll: noData,
};
