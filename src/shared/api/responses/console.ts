import { z } from 'zod/mini';
import { LEAD_STATUSES, PREFERRED_TIMES } from '#shared/bookings/rules';
import { LEAD_KINDS, NEWS_STATES, OPERATOR_ROLES, SMS_PROVIDER_CODE, SMS_TEMPLATE_KINDS, SMS_TEMPLATE_STATES } from '#shared/console/rules';
import { CATALOG_KINDS } from '#shared/console/catalog';
import { positiveId } from './common';
import { xuankePreviewData, xuankePublishData } from './xuanke';

/** Schemas of what the console's calls answer (see ../console.ts); the console takes only their types. */

const time = z.union([z.custom<Date>((v) => v instanceof Date), z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/))]);
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** A number in full (to call it: a mobile, or a sign-up's landline) or masked in a list (138****0000, ****1234); '' when none. */
const fullMobile = z.string().check(z.regex(/^[\d-]{0,20}$/));
const maskedMobile = z.string().check(z.regex(/^(|1\d{2}\*{4}\d{4}|\*{4}\d{4})$/));

export const operatorData = z.strictObject({
  id: positiveId,
  name: z.string().check(z.minLength(1)),
  mobile: fullMobile,
  role: z.enum(OPERATOR_ROLES),
  disabled: z.boolean(),
  createdAt: time,
});

export const consoleSignInData = z.strictObject({ token: z.string().check(z.minLength(32)), operator: operatorData });

const owner = z.nullable(z.strictObject({ id: positiveId, name: z.string() }));

export const leadRowData = z.strictObject({
  kind: z.enum(LEAD_KINDS),
  id: positiveId,
  subject: z.string().check(z.minLength(1)),
  /** The person: the account's name for a booking, the applicant's for a sign-up. */
  name: z.string(),
  contact: maskedMobile,
  status: z.enum(LEAD_STATUSES),
  owner,
  nextContactOn: z.nullable(day),
  createdAt: time,
  /** How many other leads (of either kind) have the same number: the same person asking again. */
  samePhone: z.int().check(z.nonnegative()),
});

export const leadNoteData = z.strictObject({ id: positiveId, body: z.string(), author: z.string(), createdAt: time });

export const leadDetailData = z.strictObject({
  ...leadRowData.shape,
  contact: fullMobile,
  preferredTime: z.nullable(z.enum(PREFERRED_TIMES)),
  /** The student's note, or a sign-up's 报名原因. */
  note: z.string(),
  /** A sign-up's other answers as label and value (ID-card number masked); empty for a booking. */
  fields: z.array(z.strictObject({ label: z.string(), value: z.string() })),
  statusChangedAt: time,
  notes: z.array(leadNoteData),
  /** The other leads of the same number, newest first. */
  related: z.array(leadRowData),
});

export const leadExportRowData = z.strictObject({
  kind: z.enum(LEAD_KINDS),
  id: positiveId,
  createdAt: time,
  subject: z.string(),
  name: z.string(),
  mobile: fullMobile,
  preferredTime: z.nullable(z.enum(PREFERRED_TIMES)),
  note: z.string(),
  status: z.enum(LEAD_STATUSES),
  statusChangedAt: time,
  owner: z.string(),
  nextContactOn: z.nullable(day),
  notes: z.int().check(z.nonnegative()),
});

export const auditEntryData = z.strictObject({
  id: positiveId,
  createdAt: time,
  /** The operator's name, or 命令行 for what was done outside the console. */
  operator: z.string(),
  operatorId: z.nullable(positiveId),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.string(),
  summary: z.string(),
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
});

export const consoleNewsRowData = z.strictObject({
  id: positiveId,
  name: z.string(),
  type: z.string(),
  state: z.enum(NEWS_STATES),
  /** When it is or was published (null: a draft never published). */
  publishAt: z.nullable(time),
  updatedAt: time,
});

export const consoleNewsData = z.strictObject({
  ...consoleNewsRowData.shape,
  typeid: positiveId,
  description: z.string(),
  coverimage: z.string(),
  /** As written in the editor. */
  content: z.string(),
  /** As the site shows it (sanitised). */
  preview: z.string(),
  createdate: day,
});

export const consoleSchoolData = z.strictObject({
  id: positiveId,
  name: z.string(),
  schoolYear: z.int(),
  staff: z.int().check(z.nonnegative()),
  /** This school year's. */
  classes: z.int().check(z.nonnegative()),
  students: z.int().check(z.nonnegative()),
  results: z.int().check(z.nonnegative()),
  /** In the last 30 days. */
  recentResults: z.int().check(z.nonnegative()),
  lastResultAt: z.nullable(time),
});

export const consoleSchoolClassData = z.strictObject({
  id: positiveId,
  grade: z.int().check(z.minimum(1), z.maximum(12)),
  name: z.string(),
  students: z.int().check(z.nonnegative()),
  results: z.int().check(z.nonnegative()),
});

export const consoleNewsTypeData = z.strictObject({ id: positiveId, name: z.string().check(z.minLength(1)), articles: z.int().check(z.nonnegative()) });

const publishState = { state: z.enum(NEWS_STATES), publishAt: z.nullable(time), updatedAt: time };

const catalogRowFields = { id: positiveId, title: z.string().check(z.minLength(1)), image: z.string(), ...publishState };
export const catalogRowData = z.strictObject(catalogRowFields);

export const catalogItemData = z.strictObject({
  ...catalogRowFields,
  kind: z.enum(CATALOG_KINDS),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The HTML fields as the site shows them. */
  preview: z.record(z.string(), z.string()),
});

export const consoleSmsTemplateData = z.strictObject({
  id: positiveId,
  kind: z.enum(SMS_TEMPLATE_KINDS),
  providerCode: z.string().check(z.regex(SMS_PROVIDER_CODE)),
  content: z.string().check(z.minLength(1)),
  status: z.enum(SMS_TEMPLATE_STATES),
  reviewNote: z.string(),
  reviewedAt: z.nullable(time),
  createdAt: time,
});

/** The template code the sender uses for each kind: the newest approved one recorded here, else the deploy's (env), else none. */
const templateInUse = z.nullable(z.strictObject({ providerCode: z.string().check(z.minLength(1)), source: z.enum(['console', 'deploy']) }));
const templatesInUseData = z.strictObject({ code: templateInUse, notice: templateInUse, family: templateInUse });

export const consoleSmsTemplatesData = z.strictObject({ rows: z.array(consoleSmsTemplateData), inUse: templatesInUseData });

export const consoleOperationsData = z.strictObject({
  sms: z.strictObject({
    sender: z.enum(['dev', 'aliyun']),
    budget: z.int().check(z.positive()),
    used: z.int().check(z.nonnegative()),
    windowStart: z.nullable(time),
    templates: templatesInUseData,
  }),
  database: z.strictObject({ kind: z.enum(['pglite', 'postgres']), latencyMs: z.number().check(z.nonnegative()) }),
  pendingUploads: z.array(z.strictObject({ school: z.string(), finished: z.int().check(z.positive()), oldest: z.nullable(time) })),
  server: z.strictObject({ startedAt: time, node: z.string(), version: z.string().check(z.minLength(1)), build: z.nullable(z.string()) }),
});

export const consoleResponses = {
  sendLoginCode: z.literal(null),
  login: consoleSignInData,
  logout: z.literal(null),
  me: operatorData,
  changePassword: z.literal(null),
  listOperators: z.array(operatorData),
  createOperator: z.strictObject({ id: positiveId, initialPassword: z.string().check(z.minLength(8)) }),
  updateOperator: operatorData,
  resetOperatorPassword: z.strictObject({ initialPassword: z.string().check(z.minLength(8)) }),
  listOwners: z.array(z.strictObject({ id: positiveId, name: z.string() })),
  listLeads: z.strictObject({ rows: z.array(leadRowData), total: z.int().check(z.nonnegative()) }),
  getLead: leadDetailData,
  updateLead: leadRowData,
  addLeadNote: leadNoteData,
  exportLeads: z.array(leadExportRowData),
  listNews: z.strictObject({ rows: z.array(consoleNewsRowData), total: z.int().check(z.nonnegative()) }),
  getNews: consoleNewsData,
  saveNews: consoleNewsData,
  publishNews: consoleNewsData,
  unpublishNews: consoleNewsData,
  listNewsTypes: z.array(consoleNewsTypeData),
  saveNewsType: z.array(consoleNewsTypeData),
  moveNewsType: z.array(consoleNewsTypeData),
  deleteNewsType: z.array(consoleNewsTypeData),
  listCatalog: z.array(catalogRowData),
  getCatalogItem: catalogItemData,
  saveCatalogItem: catalogItemData,
  publishCatalogItem: catalogItemData,
  unpublishCatalogItem: catalogItemData,
  moveCatalogItem: z.array(catalogRowData),
  listSchools: z.array(consoleSchoolData),
  getSchoolClasses: z.array(consoleSchoolClassData),
  createSchool: z.strictObject({ id: positiveId, initialPassword: z.nullable(z.string().check(z.minLength(8))) }),
  getOperations: consoleOperationsData,
  listSmsTemplates: consoleSmsTemplatesData,
  createSmsTemplate: consoleSmsTemplateData,
  reviewSmsTemplate: consoleSmsTemplateData,
  listAudit: z.strictObject({ rows: z.array(auditEntryData), total: z.int().check(z.nonnegative()) }),
  exportAudit: z.array(auditEntryData),
  previewXuankeEdition: xuankePreviewData,
  publishXuankeEdition: xuankePublishData,
};
