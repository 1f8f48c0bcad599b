/** Shapes of the marketing content seeded into the database on first start (operators edit it there later). */

/** Paths such as /images/marketing/banner-1.svg point to files under public/. */
export type ImagePath = string;

export interface SeedBanner {
  id: number;
  title: string;
  subtitle: string;
  image: ImagePath; // wide illustration, about 1920×520
  /** Empty: the slide opens /banner-content?id=… with `article`. */
  clickhref: string;
  /** Article shown at /banner-content (simple HTML: h2 h3 p ul ol li strong em img). */
  article: string;
}

export interface SeedProduct {
  id: number;
  name: string;
  sub_name: string;
  cover: ImagePath;
  price: number; // yuan
  oprice: number; // original price, higher than price
  content: string; // simple HTML
}

export interface SeedExpert {
  id: number;
  name: string;
  title: string;
  avatar: ImagePath;
  description: string;
}

export interface SeedNewsType {
  id: number;
  name: string;
}

export interface SeedNews {
  id: number;
  typeid: number;
  name: string;
  description: string; // excerpt, 40-80 characters
  coverimage: ImagePath;
  createdate: string; // YYYY-MM-DD, between 2026-01-01 and 2026-11-20
  content: string; // simple HTML
}

export interface SeedEnrollProject {
  id: number;
  name: string;
  price: number;
}

export interface PageSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  image?: ImagePath;
  imageAlt?: string;
}

/** A static marketing page (activity, training, about …); a cooperation case's is the seed of its HTML. */
export interface PageContent {
  title: string;
  subtitle: string;
  image: ImagePath;
  imageAlt: string;
  sections: PageSection[];
}

export interface CooperationCase {
  id: 1 | 2 | 3 | 4;
  title: string;
  summary: string;
  cover: ImagePath;
  page: PageContent;
}
