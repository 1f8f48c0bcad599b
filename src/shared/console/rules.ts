import { z } from 'zod/mini';
import { idField } from '../api/fields';
import { LEAD_STATUSES } from '../bookings/rules';

/**
 * The operator console (docs/CONSOLE.md): its roles, what a lead is in its list, and the limits both
 * the console's forms and the server check.
 */

/** 管理员: everything, staff accounts and the audit log included; 运营: content and leads. */
export const OPERATOR_ROLES = ['admin', 'operator'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
export const operatorRoleLabels: Record<OperatorRole, string> = { admin: '管理员', operator: '运营' };

/** The two tables one lead list shows: bookings and consultations (`leads`), and training sign-ups (`enrollments`). */
export const LEAD_KINDS = ['booking', 'signup'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const leadKindLabels: Record<LeadKind, string> = { booking: '预约咨询', signup: '培训报名' };

export const LEAD_NOTE_MAX = 500;
export const LEAD_PAGE_SIZE = 50;
/** An export holds at most this many rows (the filtered list; a larger one is narrowed first). */
export const LEAD_EXPORT_MAX = 5000;

export const consoleMessages = {
  loginFailed: '手机号或密码错误',
  codeSent: '验证码已发送至该手机',
  notSignedIn: '请先登录管理后台',
  idle: '长时间未操作，已退出管理后台，请重新登录',
  forbidden: '没有权限进行此操作',
  name: '请输入姓名（最多20个字）',
  role: '请选择角色',
  leadKind: '线索类型无效',
  status: '请选择线索状态',
  note: `备注请控制在1-${LEAD_NOTE_MAX}个字`,
  date: '请填写正确的日期',
  query: '搜索内容请控制在40个字以内',
  lastAdmin: '至少要保留一位启用中的管理员',
  self: '不能停用自己的账号或修改自己的角色',
  exists: '该手机号已是后台账号',
  notFound: '记录不存在或已被删除',
  tooMany: `导出不能超过${LEAD_EXPORT_MAX}条，请先缩小筛选范围`,
} as const;

/** A day as YYYY-MM-DD (Beijing time), or missing. */
const dayPattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const blankAsMissing = (v: unknown) => (v === '' || v === null ? undefined : v);
// Each field may be missing or left blank ('' counts as missing).
export const optionalDay = z.optional(z.pipe(z.transform(blankAsMissing), z.optional(z.string({ error: consoleMessages.date }).check(z.regex(dayPattern, consoleMessages.date)))));

/** What narrows the lead list (and its export): all optional, ANDed. */
export const leadFilterFields = {
  /** Part of a name, a mobile number or the subject's name. */
  q: z.optional(z.pipe(z.transform(blankAsMissing), z.optional(z.string({ error: consoleMessages.query }).check(z.trim(), z.maxLength(40, consoleMessages.query))))),
  status: z.optional(z.pipe(z.transform(blankAsMissing), z.optional(z.enum(LEAD_STATUSES, { error: consoleMessages.status })))),
  kind: z.optional(z.pipe(z.transform(blankAsMissing), z.optional(z.enum(LEAD_KINDS, { error: consoleMessages.leadKind })))),
  /** 'me', 'none' (nobody follows it up yet) or an operator's id; '' for anyone. */
  owner: z.optional(z.union([z.enum(['', 'me', 'none'], { error: '跟进人无效' }), idField('跟进人')])),
  /** Created on or after / on or before (days, Beijing time). */
  from: optionalDay,
  to: optionalDay,
  /** Only leads whose next contact day is today or earlier. */
  due: z.optional(
    z.pipe(
      z.transform(blankAsMissing),
      z.optional(
        z.pipe(
          z.enum(['1', 'true'], { error: '筛选条件无效' }),
          z.transform(() => true),
        ),
      ),
    ),
  ),
};

/** Every action the audit log records, and what the console calls it (the server writes only these). */
export const AUDIT_ACTIONS = {
  'console.login': '登录',
  'console.login_failed': '登录失败',
  'operator.create': '新建账号',
  'operator.update': '修改账号',
  'operator.reset_password': '重置密码',
  'operator.password': '修改密码',
  'lead.view': '查看线索',
  'lead.update': '修改线索',
  'lead.note': '添加跟进记录',
  'lead.export': '导出线索',
  'audit.export': '导出操作日志',
  'image.upload': '上传图片',
  'news.create': '新建资讯',
  'news.update': '修改资讯',
  'news.publish': '发布资讯',
  'news.unpublish': '撤回资讯',
  'news_type.create': '新建资讯分类',
  'news_type.update': '修改资讯分类',
  'news_type.move': '调整资讯分类顺序',
  'news_type.delete': '删除资讯分类',
  'school.create': '新建学校',
  'content.create': '新建内容',
  'content.update': '修改内容',
  'content.publish': '发布内容',
  'content.unpublish': '撤回内容',
  'content.move': '调整顺序',
  'sms_template.create': '登记短信模板',
  'sms_template.review': '记录模板审核结果',
  'xuanke.publish': '发布选科数据版本',
  'guardian_consent.given': '家长在线同意',
  'guardian_consent.refused': '家长在线拒绝',
  'guardian_consent.withdrawn': '家长撤回同意',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** A news article in the console: 草稿 (only here), 定时发布 (published from a later time), 已发布. */
export const NEWS_STATES = ['draft', 'scheduled', 'published'] as const;
export type NewsState = (typeof NEWS_STATES)[number];
export const newsStateLabels: Record<NewsState, string> = { draft: '草稿', scheduled: '定时发布', published: '已发布' };
export const NEWS_TITLE_MAX = 60;
export const NEWS_SUMMARY_MAX = 200;
/** The article's HTML (a long article with its markup; pictures are addresses, not data). */
export const NEWS_CONTENT_MAX = 200_000;
export const newsMessages = {
  title: `请输入标题（最多${NEWS_TITLE_MAX}个字）`,
  summary: `摘要请控制在${NEWS_SUMMARY_MAX}个字以内`,
  content: '正文过长，请分成几篇发布',
  cover: '封面图片无效，请重新上传',
  type: '请选择资讯分类',
  publishAt: '请填写正确的发布时间',
} as const;

/**
 * SMS templates as the provider (Alibaba Cloud) approves them. 验证码 carries the code, 通知 confirms a
 * booking; the placeholders are what the sender fills in, so a template without them cannot be used.
 */
export const SMS_TEMPLATE_KINDS = ['code', 'notice', 'family'] as const;
export type SmsTemplateKind = (typeof SMS_TEMPLATE_KINDS)[number];
export const smsTemplateKindLabels: Record<SmsTemplateKind, string> = { code: '验证码', notice: '通知（预约确认）', family: '通知（家长提醒）' };
export const smsTemplatePlaceholders: Record<SmsTemplateKind, readonly string[]> = { code: ['${code}'], notice: ['${subject}', '${time}'], family: ['${child}', '${event}'] };
export const SMS_TEMPLATE_STATES = ['pending', 'approved', 'rejected'] as const;
export type SmsTemplateState = (typeof SMS_TEMPLATE_STATES)[number];
export const smsTemplateStateLabels: Record<SmsTemplateState, string> = { pending: '审核中', approved: '已通过', rejected: '未通过' };
export const SMS_TEMPLATE_CONTENT_MAX = 300;
export const SMS_PROVIDER_CODE = /^SMS_\d{6,12}$/;
export const smsTemplateMessages = {
  kind: '请选择模板类型',
  providerCode: '请填写服务商给出的模板代码，如 SMS_123456789',
  content: `请填写模板内容（最多${SMS_TEMPLATE_CONTENT_MAX}个字）`,
  placeholders: (kind: SmsTemplateKind) => `${smsTemplateKindLabels[kind]}模板须包含 ${smsTemplatePlaceholders[kind].join('、')}`,
  review: '请选择审核结果',
  note: '未通过时请填写服务商给出的原因（最多100个字）',
  exists: '该模板代码已登记',
  reviewed: '该模板已有审核结果，如需修改请登记新模板',
} as const;

/** The one rule both sides check: a template of this kind carries every placeholder the sender fills in. */
export const templateHasPlaceholders = (kind: SmsTemplateKind, content: string) => smsTemplatePlaceholders[kind].every((p) => content.includes(p));
