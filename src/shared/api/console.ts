import { z } from 'zod/mini';
import { LEAD_STATUSES } from '../bookings/rules';
import {
  LEAD_KINDS,
  LEAD_NOTE_MAX,
  NEWS_CONTENT_MAX,
  NEWS_STATES,
  NEWS_SUMMARY_MAX,
  NEWS_TITLE_MAX,
  OPERATOR_ROLES,
  SMS_PROVIDER_CODE,
  SMS_TEMPLATE_CONTENT_MAX,
  SMS_TEMPLATE_KINDS,
  consoleMessages,
  leadFilterFields,
  newsMessages,
  optionalDay,
  smsTemplateMessages,
  templateHasPlaceholders,
} from '../console/rules';
import { CATALOG_KINDS, type CatalogValues, PICTURE_SRC, catalogFieldsSchema, catalogMessages } from '../console/catalog';
import { codeSchema, mobileSchema, nameSchema, passwordSchema } from '../validation/rules';
import { endpoint, returns } from './envelope';
import { idField } from './fields';
import type { XuankePreview, XuankePublishResult } from './xuanke';
import type {
  consoleNewsTypeData,
  catalogItemData,
  catalogRowData,
  auditEntryData,
  consoleOperationsData,
  consoleSmsTemplateData,
  consoleSmsTemplatesData,
  consoleNewsData,
  consoleNewsRowData,
  consoleSchoolClassData,
  consoleSchoolData,
  consoleSignInData,
  leadDetailData,
  leadExportRowData,
  leadNoteData,
  leadRowData,
  operatorData,
} from './responses/console';

/** The operator console's calls (docs/CONSOLE.md). None takes a student's token; each is audited where it changes or reveals something. */

export type ConsoleOperator = z.output<typeof operatorData>;
export type ConsoleSignIn = z.output<typeof consoleSignInData>;
export type LeadRow = z.output<typeof leadRowData>;
export type LeadDetail = z.output<typeof leadDetailData>;
export type LeadNote = z.output<typeof leadNoteData>;
export type LeadExportRow = z.output<typeof leadExportRowData>;
export type AuditEntry = z.output<typeof auditEntryData>;
export type ConsoleNewsRow = z.output<typeof consoleNewsRowData>;
export type ConsoleNews = z.output<typeof consoleNewsData>;
export type ConsoleSchool = z.output<typeof consoleSchoolData>;
export type ConsoleOperations = z.output<typeof consoleOperationsData>;
export type ConsoleNewsType = z.output<typeof consoleNewsTypeData>;
export type CatalogRow = z.output<typeof catalogRowData>;
export type CatalogItem = z.output<typeof catalogItemData>;
export type ConsoleSmsTemplate = z.output<typeof consoleSmsTemplateData>;
export type ConsoleSmsTemplates = z.output<typeof consoleSmsTemplatesData>;
export type ConsoleSchoolClass = z.output<typeof consoleSchoolClassData>;

const chars = (max: number, message: string) =>
  z.string({ error: message }).check(
    z.trim(),
    z.refine((v) => [...v].length <= max, message),
  );
/** An image the console uploaded (/uploads/…) or one the site ships (/images/…); '' for none. */
const pictureSrc = z.string({ error: newsMessages.cover }).check(z.trim(), z.regex(PICTURE_SRC, newsMessages.cover));
/** When to publish, as the console's picker gives it (Beijing time, to the minute); '' or missing: now. */
const publishAt = z.optional(
  z.string({ error: newsMessages.publishAt }).check(z.regex(/^(|\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d)$/, newsMessages.publishAt)),
);

const page = z._default(z.coerce.number({ error: '页码无效' }).check(z.int('页码无效'), z.positive('页码无效'), z.maximum(100_000, '页码无效')), 1);
const leadRef = { kind: z.enum(LEAD_KINDS, { error: consoleMessages.leadKind }), id: idField('线索编号') };
const role = z.enum(OPERATOR_ROLES, { error: consoleMessages.role });
const flag = z.pipe(
  z.enum(['0', '1', 'true', 'false'], { error: '参数无效' }),
  z.transform((v) => v === '1' || v === 'true'),
);
/** '' clears it (no owner, no next contact day). */
const ownerField = z.union([z.literal(''), idField('跟进人')]);

const catalogKind = z.enum(CATALOG_KINDS, { error: catalogMessages.kind });
const catalogRef = { kind: catalogKind, id: idField('内容') };
/** The kind decides the fields: each is checked by the kind's own rules (catalog.ts), and only those are kept. */
const catalogItemBody = z.pipe(
  z.looseObject({ kind: catalogKind, id: z.optional(z.union([z.literal(''), idField('内容')])) }),
  z.transform((input, ctx) => {
    const parsed = catalogFieldsSchema(input.kind).safeParse(input);
    if (parsed.success) return { kind: input.kind, id: input.id, values: parsed.data as CatalogValues };
    for (const issue of parsed.error.issues) ctx.issues.push({ code: 'custom', message: issue.message, path: issue.path, input });
    return z.NEVER;
  }),
);

/** The packed rows of an official file (PackedImport, src/shared/xuanke/import-file.ts) as JSON; the national file is about 2.5 MB. */
const XUANKE_ROWS_MAX = 9_000_000;
const XUANKE_BODY_LIMIT = 12 * 1024 * 1024;
const xuankeMessages = {
  rows: '请选择要导入的文件',
  tooLarge: '文件太大：一次最多导入100,000行',
  name: '请填写版本名称（最多40个字）',
  sourceTitle: '请填写来源文件的标题（最多120个字）',
  sourcePublisher: '请填写发布单位，如 某省教育招生考试院（最多40个字）',
  sourceUrl: '来源网址应以 http:// 或 https:// 开头（最多300个字符）',
  yearFrom: '请填写适用的首个高考年份（2020–2100）',
  yearTo: '适用的最后一个高考年份无效（2020–2100，可不填）',
  yearOrder: '适用的最后一个高考年份不能早于首个年份',
} as const;
const xuankeRows = z.string({ error: xuankeMessages.rows }).check(z.minLength(2, xuankeMessages.rows), z.maxLength(XUANKE_ROWS_MAX, xuankeMessages.tooLarge));
const required = (max: number, message: string) =>
  z.string({ error: message }).check(
    z.trim(),
    z.refine((v) => v.length > 0 && [...v].length <= max, message),
  );
const gaokaoYear = (message: string) => z.coerce.number({ error: message }).check(z.int(message), z.gte(2020, message), z.lte(2100, message));

const any = { console: 'any' } as const;
const admin = { console: 'admin' } as const;

export const consoleApi = {
  /** Step 1 of 2: mobile and password right → a code goes to that mobile (purpose console). Wrong → 4032, the same for an unknown mobile. */
  sendLoginCode: endpoint('/api/console/sendLoginCode', 'none', z.object({ mobile: mobileSchema, password: passwordSchema }), returns<null>()),
  /** Step 2 of 2: mobile, password and the code → a console session (ends after 30 minutes unused, at most 12 hours). */
  login: endpoint('/api/console/login', 'none', z.object({ mobile: mobileSchema, password: passwordSchema, code: codeSchema }), returns<ConsoleSignIn>()),
  logout: endpoint('/api/console/logout', 'none', z.object({}), returns<null>(), any),
  me: endpoint('/api/console/me', 'none', z.object({}), returns<ConsoleOperator>(), any),
  changePassword: endpoint('/api/console/changePassword', 'none', z.object({ oldPassword: passwordSchema, newPassword: passwordSchema }), returns<null>(), any),

  // ── Staff accounts (管理员 only) ──
  listOperators: endpoint('/api/console/listOperators', 'none', z.object({}), returns<ConsoleOperator[]>(), admin),
  /** A new account; its initial password is answered once and never stored in clear. */
  createOperator: endpoint(
    '/api/console/createOperator',
    'none',
    z.object({ mobile: mobileSchema, name: nameSchema, role }),
    returns<{ id: number; initialPassword: string }>(),
    admin,
  ),
  updateOperator: endpoint(
    '/api/console/updateOperator',
    'none',
    z.object({ id: idField('账号编号'), role: z.optional(role), disabled: z.optional(flag) }),
    returns<ConsoleOperator>(),
    admin,
  ),
  resetOperatorPassword: endpoint('/api/console/resetOperatorPassword', 'none', z.object({ id: idField('账号编号') }), returns<{ initialPassword: string }>(), admin),

  // ── Leads (any operator) ──
  /** The active operators a lead can be given to (names only). */
  listOwners: endpoint('/api/console/listOwners', 'none', z.object({}), returns<{ id: number; name: string }[]>(), any),
  /** The filtered list, newest first, LEAD_PAGE_SIZE a page; mobiles masked (opening one shows it, and is logged). */
  listLeads: endpoint('/api/console/listLeads', 'none', z.object({ ...leadFilterFields, page }), returns<{ rows: LeadRow[]; total: number }>(), any),
  /** One lead with the number to call, its notes and the other leads of that number; logged as a view. */
  getLead: endpoint('/api/console/getLead', 'none', z.object(leadRef), returns<LeadDetail>(), any),
  /** Status, owner and next contact day; each change is logged with before and after. */
  updateLead: endpoint(
    '/api/console/updateLead',
    'none',
    z.object({
      ...leadRef,
      status: z.optional(z.enum(LEAD_STATUSES, { error: consoleMessages.status })),
      owner: z.optional(ownerField),
      nextContactOn: z.optional(z.union([z.literal(''), optionalDay])),
    }),
    returns<LeadRow>(),
    any,
  ),
  addLeadNote: endpoint(
    '/api/console/addLeadNote',
    'none',
    z.object({
      ...leadRef,
      body: z.string({ error: consoleMessages.note }).check(
        z.trim(),
        z.refine((v) => v.length > 0 && [...v].length <= LEAD_NOTE_MAX, consoleMessages.note),
      ),
    }),
    returns<LeadNote>(),
    any,
  ),
  /** Every lead of the filter with full numbers, for an Excel file made in the browser; logged with the filter and the count. */
  exportLeads: endpoint('/api/console/exportLeads', 'none', z.object(leadFilterFields), returns<LeadExportRow[]>(), any),

  // ── Content: news (any operator) ──
  listNews: endpoint(
    '/api/console/listNews',
    'none',
    z.object({ page, q: z.optional(chars(40, consoleMessages.query)), state: z.optional(z.union([z.literal(''), z.enum(NEWS_STATES, { error: '状态无效' })])) }),
    returns<{ rows: ConsoleNewsRow[]; total: number }>(),
    any,
  ),
  /** One article as stored (its HTML as written) and as the site will show it (sanitised: the preview). */
  getNews: endpoint('/api/console/getNews', 'none', z.object({ id: idField('资讯') }), returns<ConsoleNews>(), any),
  /** A new article (a draft) or changes to one; a published article shows them at once. Logged with what changed. */
  saveNews: endpoint(
    '/api/console/saveNews',
    'none',
    z.object({
      id: z.optional(z.union([z.literal(''), idField('资讯')])),
      typeid: idField('资讯分类'),
      name: z.string({ error: newsMessages.title }).check(
        z.trim(),
        z.refine((v) => v.length > 0 && [...v].length <= NEWS_TITLE_MAX, newsMessages.title),
      ),
      description: z._default(chars(NEWS_SUMMARY_MAX, newsMessages.summary), ''),
      coverimage: z._default(pictureSrc, ''),
      content: z._default(z.string({ error: newsMessages.content }).check(z.maxLength(NEWS_CONTENT_MAX, newsMessages.content)), ''),
    }),
    returns<ConsoleNews>(),
    { console: 'any', bodyLimit: 1024 * 1024 },
  ),
  /** Published now, or from `publishAt` (then 定时发布 until that time). */
  publishNews: endpoint('/api/console/publishNews', 'none', z.object({ id: idField('资讯'), publishAt }), returns<ConsoleNews>(), any),
  /** Back to a draft: gone from the site at once. */
  unpublishNews: endpoint('/api/console/unpublishNews', 'none', z.object({ id: idField('资讯') }), returns<ConsoleNews>(), any),

  /** The categories with how many articles each holds, in /news's order. */
  listNewsTypes: endpoint('/api/console/listNewsTypes', 'none', z.object({}), returns<ConsoleNewsType[]>(), any),
  /** A new category (last) or a new name; answers the list. */
  saveNewsType: endpoint(
    '/api/console/saveNewsType',
    'none',
    z.object({
      id: z.optional(z.union([z.literal(''), idField('分类')])),
      name: z.string({ error: '请输入分类名称（最多8个字）' }).check(
        z.trim(),
        z.refine((v) => v.length > 0 && [...v].length <= 8, '请输入分类名称（最多8个字）'),
      ),
    }),
    returns<ConsoleNewsType[]>(),
    any,
  ),
  moveNewsType: endpoint(
    '/api/console/moveNewsType',
    'none',
    z.object({ id: idField('分类'), direction: z.enum(['up', 'down'], { error: catalogMessages.direction }) }),
    returns<ConsoleNewsType[]>(),
    any,
  ),
  /** Only an empty category can go. */
  deleteNewsType: endpoint('/api/console/deleteNewsType', 'none', z.object({ id: idField('分类') }), returns<ConsoleNewsType[]>(), any),

  // ── Content: banners, products, experts, enrollment projects, cases (any operator) ──
  /** One kind's items in the site's order, each with its state. */
  listCatalog: endpoint('/api/console/listCatalog', 'none', z.object({ kind: catalogKind }), returns<CatalogRow[]>(), any),
  /** One item as stored, and its HTML as the site will show it (sanitised: the preview). */
  getCatalogItem: endpoint('/api/console/getCatalogItem', 'none', z.object(catalogRef), returns<CatalogItem>(), any),
  /** A new item (a draft, last in order) or changes to one; a published item shows them at once. Logged with what changed. */
  saveCatalogItem: endpoint('/api/console/saveCatalogItem', 'none', catalogItemBody, returns<CatalogItem>(), { console: 'any', bodyLimit: 1024 * 1024 }),
  /** Published now, or from `publishAt` (then 定时发布 until that time). */
  publishCatalogItem: endpoint('/api/console/publishCatalogItem', 'none', z.object({ ...catalogRef, publishAt }), returns<CatalogItem>(), any),
  /** Back to a draft: gone from the site at once. */
  unpublishCatalogItem: endpoint('/api/console/unpublishCatalogItem', 'none', z.object(catalogRef), returns<CatalogItem>(), any),
  /** One place up or down in the site's order. */
  moveCatalogItem: endpoint(
    '/api/console/moveCatalogItem',
    'none',
    z.object({ ...catalogRef, direction: z.enum(['up', 'down'], { error: catalogMessages.direction }) }),
    returns<CatalogRow[]>(),
    any,
  ),

  // ── Schools (管理员 only): counts, never a student ──
  listSchools: endpoint('/api/console/listSchools', 'none', z.object({}), returns<ConsoleSchool[]>(), admin),
  getSchoolClasses: endpoint('/api/console/getSchoolClasses', 'none', z.object({ id: idField('学校') }), returns<ConsoleSchoolClass[]>(), admin),
  /** A school and its first administrator (an account of that mobile, or a new one whose initial password is answered once). */
  createSchool: endpoint(
    '/api/console/createSchool',
    'none',
    z.object({
      name: z.string({ error: '请输入学校名称（最多40个字）' }).check(
        z.trim(),
        z.refine((v) => v.length > 0 && [...v].length <= 40, '请输入学校名称（最多40个字）'),
      ),
      adminMobile: mobileSchema,
      adminName: nameSchema,
    }),
    returns<{ id: number; initialPassword: string | null }>(),
    admin,
  ),

  // ── Operations (管理员 only) ──
  /** The SMS budget and today's use, the senders' templates, this server's database and the tests finished on devices but not uploaded, per school. */
  getOperations: endpoint('/api/console/getOperations', 'none', z.object({}), returns<ConsoleOperations>(), admin),
  /** Every template recorded, newest first, and the one the sender uses of each kind. */
  listSmsTemplates: endpoint('/api/console/listSmsTemplates', 'none', z.object({}), returns<ConsoleSmsTemplates>(), admin),
  /** A template as submitted to the provider: 审核中 until its review is recorded. */
  createSmsTemplate: endpoint(
    '/api/console/createSmsTemplate',
    'none',
    z
      .object({
        kind: z.enum(SMS_TEMPLATE_KINDS, { error: smsTemplateMessages.kind }),
        providerCode: z.string({ error: smsTemplateMessages.providerCode }).check(z.trim(), z.regex(SMS_PROVIDER_CODE, smsTemplateMessages.providerCode)),
        content: z.string({ error: smsTemplateMessages.content }).check(
          z.trim(),
          z.refine((v) => v.length > 0 && [...v].length <= SMS_TEMPLATE_CONTENT_MAX, smsTemplateMessages.content),
        ),
      })
      .check(z.refine((t) => templateHasPlaceholders(t.kind, t.content), { message: '模板内容缺少占位符', path: ['content'] })),
    returns<ConsoleSmsTemplate>(),
    admin,
  ),
  /** The provider's verdict: 已通过 (the sender switches to it) or 未通过 with the reason. Once only. */
  reviewSmsTemplate: endpoint(
    '/api/console/reviewSmsTemplate',
    'none',
    z.object({
      id: idField('模板编号'),
      status: z.enum(['approved', 'rejected'], { error: smsTemplateMessages.review }),
      note: z._default(chars(100, smsTemplateMessages.note), ''),
    }),
    returns<ConsoleSmsTemplate>(),
    admin,
  ),

  // ── Audit log (管理员 only) ──
  listAudit: endpoint(
    '/api/console/listAudit',
    'none',
    z.object({
      operatorId: z.optional(z.union([z.literal(''), idField('账号编号')])),
      action: z.optional(z.string().check(z.trim(), z.maxLength(40, '操作类型无效'))),
      from: optionalDay,
      to: optionalDay,
      page,
    }),
    returns<{ rows: AuditEntry[]; total: number }>(),
    admin,
  ),
  /** The filtered log for the compliance audit (at most LEAD_EXPORT_MAX rows); the export itself is logged. */
  exportAudit: endpoint(
    '/api/console/exportAudit',
    'none',
    z.object({
      operatorId: z.optional(z.union([z.literal(''), idField('账号编号')])),
      action: z.optional(z.string().check(z.trim(), z.maxLength(40, '操作类型无效'))),
      from: optionalDay,
      to: optionalDay,
    }),
    returns<AuditEntry[]>(),
    admin,
  ),
  // ── 选科数据: a new edition from the official per-university file (any operator; docs/XUANKE.md) ──
  /** What the file's rows would publish (checked again here: every bad row named, nothing stored). */
  previewXuankeEdition: endpoint('/api/console/previewXuankeEdition', 'none', z.object({ rows: xuankeRows }), returns<XuankePreview>(), {
    ...any,
    bodyLimit: XUANKE_BODY_LIMIT,
  }),
  /** The rows as a new edition with its name and source, in one transaction, logged; the newest published is served. */
  publishXuankeEdition: endpoint(
    '/api/console/publishXuankeEdition',
    'none',
    z
      .object({
        rows: xuankeRows,
        fileName: z._default(chars(120, '文件名过长'), ''),
        name: required(40, xuankeMessages.name),
        sourceTitle: required(120, xuankeMessages.sourceTitle),
        sourcePublisher: required(40, xuankeMessages.sourcePublisher),
        sourceUrl: z._default(
          z.string({ error: xuankeMessages.sourceUrl }).check(z.trim(), z.maxLength(300, xuankeMessages.sourceUrl), z.regex(/^(|https?:\/\/[^\s]+)$/, xuankeMessages.sourceUrl)),
          '',
        ),
        yearFrom: gaokaoYear(xuankeMessages.yearFrom),
        yearTo: z._default(z.union([z.literal(''), gaokaoYear(xuankeMessages.yearTo)]), ''),
      })
      .check(z.refine((b) => b.yearTo === '' || b.yearTo >= b.yearFrom, { message: xuankeMessages.yearOrder, path: ['yearTo'] })),
    returns<XuankePublishResult>(),
    { ...any, bodyLimit: XUANKE_BODY_LIMIT },
  ),
};
