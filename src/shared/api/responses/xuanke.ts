import { z } from 'zod/mini';
import { FIRST_CHOICES, SUBJECTS } from '#shared/xuanke/requirement';

/** The 选科 data's answers (docs/XUANKE.md): the edition served, and the console's preview and publication. */

const subjects = z.array(z.enum(SUBJECTS));
const count = z.int().check(z.nonnegative());
const share = z.number().check(z.gte(0), z.lte(1));
const status = z.enum(['modal', 'split', 'mixed', 'not_observed']);
const confidence = z.enum(['high', 'medium', 'low', 'none']);
const distribution = z.array(z.tuple([z.string(), count]));
const req3plus3 = z.strictObject({ subjects, text: z.string() });
const req312 = z.strictObject({ 首选: z.enum([...FIRST_CHOICES, '物理或历史均可']), 再选: subjects, text: z.string() });
const counts = z.strictObject({ rows: count, tallied: count, trial: count, vocational: count, unknown: count, schools: count, provinces: count });

const coverage = z.strictObject({ combination: z.string(), subjects, programmeShare: share, categoriesOpenByModal: count, categoriesWithData: count });

export const xuankeTableData = z.strictObject({
  edition: z.string(),
  counts,
  rowsByProvince: z.array(z.tuple([z.string(), count])),
  categories: z.array(
    z.strictObject({
      code: z.string().check(z.regex(/^\d{4}$/)),
      name: z.string(),
      menlei: z.strictObject({ code: z.string(), name: z.string() }),
      catalogue: z.array(z.string()),
      status,
      req3plus3: z.nullable(req3plus3),
      req312: z.nullable(req312),
      alternative: z.nullable(z.strictObject({ req3plus3, req312 })),
      evidence: z.strictObject({ n: count, modalShare: share, distribution }),
      confidence,
      notes: z.optional(z.string()),
    }),
  ),
  coverage: z.strictObject({ '3+3': z.array(coverage), '3+1+2': z.array(coverage) }),
});

export const xuankeMajorTableData = z.strictObject({
  edition: z.string(),
  majors: z.array(
    z.strictObject({
      code: z.string().check(z.regex(/^\d{6}$/)),
      name: z.string(),
      category: z.string().check(z.regex(/^\d{4}$/)),
      status,
      confidence,
      subjects,
      alternative: z.nullable(subjects),
      n: count,
      modalShare: share,
      distribution,
    }),
  ),
});

export const xuankeEditionMetaData = z.strictObject({
  id: z.string(),
  name: z.string(),
  label: z.string(),
  disclaimer: z.string(),
  gaokaoYears: z.strictObject({ from: z.int(), to: z.optional(z.int()) }),
  appliesTo: z.string(),
  isSample: z.boolean(),
  sources: z.array(z.strictObject({ role: z.string(), title: z.string(), publisher: z.string(), url: z.optional(z.string()), detail: z.optional(z.string()) })),
  sample: z.strictObject({
    rows: count,
    tallied: count,
    trial: count,
    vocational: count,
    universities: count,
    provinces: count,
    fileRows: count,
    description: z.string(),
  }),
  method: z.array(z.string()),
  limits: z.array(z.string()),
});

const time = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/));

/** The newest published edition, or null while none was published (the app then shows the shipped sample). */
export const xuankeEditionData = z.strictObject({
  edition: z.nullable(
    z.strictObject({
      /** The edition's row id: the ETag, and what a client compares. */
      version: z.int().check(z.positive()),
      publishedAt: time,
      meta: xuankeEditionMetaData,
      table: xuankeTableData,
      majors: xuankeMajorTableData,
    }),
  ),
});

const change = z.strictObject({
  code: z.string(),
  name: z.string(),
  /** The modal requirement's label (「物理+化学」, 「不提」), null when not observed. */
  before: z.nullable(z.string()),
  after: z.nullable(z.string()),
  beforeStatus: status,
  afterStatus: status,
  n: count,
});
const coverageChange = z.strictObject({ combination: z.string(), programmeShare: share, before: z.nullable(share), categoriesOpenByModal: count });

/** What a file would publish, beside the edition served now. */
export const xuankePreviewData = z.strictObject({
  counts: z.strictObject({ ...counts.shape, categoriesWithData: count, categories: count, majors: count }),
  unknownCodes: z.array(z.string()),
  current: z.strictObject({ name: z.string(), from: z.enum(['published', 'sample']) }),
  changes: z.array(change),
  coverage: z.strictObject({ '3+3': z.array(coverageChange), '3+1+2': z.array(coverageChange) }),
});

export const xuankePublishData = z.strictObject({ id: z.int().check(z.positive()), name: z.string(), publishedAt: time });

export const xuankeResponses = {
  edition: xuankeEditionData,
};
