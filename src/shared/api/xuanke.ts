import { z } from 'zod/mini';
import type { XuankeEditionMeta, XuankeTable } from '../xuanke/edition';
import type { XuankeMajorTable } from '../xuanke/majors';
import type { CategoryStatus } from '../xuanke/tally';
import { endpoint, returns } from './envelope';

/**
 * The 选科 data (docs/XUANKE.md). The edition served is the one public call that is a GET: the same
 * answer for every visitor, changed only when an operator publishes, so it carries an ETag (the
 * edition's id) and the browser asks again with If-None-Match (304, no body) instead of downloading
 * the table each time. The console's import (preview, publish) is in console.ts.
 */

/** The newest published edition: meta, per-专业类 table and per-专业 table; null while none was published. */
export interface XuankePublished {
  edition: {
    version: number;
    publishedAt: string;
    meta: XuankeEditionMeta;
    table: XuankeTable;
    majors: XuankeMajorTable;
  } | null;
}

/** A 专业类 whose modal requirement a file would change. */
export interface XuankeChange {
  code: string;
  name: string;
  before: string | null;
  after: string | null;
  beforeStatus: CategoryStatus;
  afterStatus: CategoryStatus;
  n: number;
}

export interface XuankeCoverageChange {
  combination: string;
  programmeShare: number;
  /** The share in the edition served now (null: that edition has no such figure). */
  before: number | null;
  categoriesOpenByModal: number;
}

/** What a file would publish: its counts, what it changes against the edition served now, its coverage. */
export interface XuankePreview {
  counts: XuankeTable['counts'] & { categoriesWithData: number; categories: number; majors: number };
  /** Codes whose 专业类 is not in the catalogue (not tallied), at most 50. */
  unknownCodes: string[];
  current: { name: string; from: 'published' | 'sample' };
  changes: XuankeChange[];
  coverage: { '3+3': XuankeCoverageChange[]; '3+1+2': XuankeCoverageChange[] };
}

export interface XuankePublishResult {
  id: number;
  name: string;
  publishedAt: string;
}

export const xuankeApi = {
  /** Also a GET, the one the app uses: it answers with an ETag, and a request with a matching If-None-Match gets 304. */
  edition: endpoint('/api/xuanke/edition', 'none', z.object({}), returns<XuankePublished>()),
};
