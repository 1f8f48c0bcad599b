import { z } from 'zod/mini';
import type { ImageUse } from './images';

/**
 * The site's content other than news, as the console edits it (docs/CONSOLE.md, "Content"): each kind
 * with its fields. The console draws its form from these, and the server builds its checks from the
 * same list, so a limit is stated once.
 */
export const CATALOG_KINDS = ['banner', 'product', 'expert', 'project', 'case'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];

type Field =
  | { key: string; label: string; type: 'text' | 'textarea'; max: number; required?: boolean; hint?: string }
  | { key: string; label: string; type: 'image'; use: ImageUse; required?: boolean; hint?: string }
  | { key: string; label: string; type: 'price'; hint?: string }
  | { key: string; label: string; type: 'html'; hint?: string }
  | { key: string; label: string; type: 'href'; hint?: string };
export type CatalogField = Field;

export interface CatalogKindSpec {
  /** What the console calls the kind (its tab, its list) … */
  label: string;
  /** … and one of them (新建产品, 编辑专家, the log's 产品「…」). */
  noun: string;
  fields: readonly Field[];
  /** Where the site shows it, for 在网站上查看. */
  sitePath: (id: number) => string;
}

export const catalogKinds: Record<CatalogKind, CatalogKindSpec> = {
  banner: {
    label: '首页轮播图',
    noun: '轮播图',
    sitePath: () => '/',
    fields: [
      { key: 'title', label: '标题', type: 'text', max: 30, required: true },
      { key: 'subtitle', label: '副标题', type: 'text', max: 60 },
      { key: 'image', label: '图片', type: 'image', use: 'banner', required: true, hint: '横幅，宽高约 1920×520' },
      { key: 'clickhref', label: '点击后打开', type: 'href', hint: '本站路径（如 /gaokao）或 https 链接；留空则打开下方的文章' },
      { key: 'article', label: '文章', type: 'html' },
    ],
  },
  product: {
    label: '产品',
    noun: '产品',
    sitePath: (id) => `/project/details?id=${id}`,
    fields: [
      { key: 'name', label: '名称', type: 'text', max: 40, required: true },
      { key: 'subName', label: '一句话介绍', type: 'text', max: 60 },
      { key: 'cover', label: '封面', type: 'image', use: 'news-cover' },
      { key: 'price', label: '价格（元）', type: 'price' },
      { key: 'oprice', label: '原价（元）', type: 'price', hint: '0 表示不显示原价' },
      { key: 'content', label: '详情', type: 'html' },
    ],
  },
  expert: {
    label: '专家团队',
    noun: '专家',
    sitePath: () => '/',
    fields: [
      { key: 'name', label: '姓名', type: 'text', max: 20, required: true },
      { key: 'title', label: '头衔', type: 'text', max: 40 },
      { key: 'avatar', label: '照片', type: 'image', use: 'avatar' },
      { key: 'description', label: '介绍', type: 'textarea', max: 300 },
    ],
  },
  project: {
    label: '培训报名项目',
    noun: '培训项目',
    sitePath: () => '/sign-up',
    fields: [
      { key: 'name', label: '项目名称', type: 'text', max: 40, required: true },
      { key: 'price', label: '报名费（元）', type: 'price' },
    ],
  },
  case: {
    label: '合作案例',
    noun: '合作案例',
    sitePath: (id) => `/cooperation/${id}`,
    fields: [
      { key: 'title', label: '标题', type: 'text', max: 40, required: true },
      { key: 'subtitle', label: '副标题', type: 'text', max: 60 },
      { key: 'summary', label: '摘要（列表里显示）', type: 'textarea', max: 200 },
      { key: 'cover', label: '封面', type: 'image', use: 'news-cover' },
      { key: 'content', label: '正文', type: 'html' },
    ],
  },
};

/** The title field of every kind is its first. */
export const titleField = (kind: CatalogKind) => catalogKinds[kind].fields[0].key;

export const CATALOG_HTML_MAX = 200_000;
export const PRICE_MAX = 1_000_000;
export const catalogMessages = {
  kind: '内容类型无效',
  price: `价格请填写0-${PRICE_MAX}之间的数字，最多两位小数`,
  href: '链接请填写本站路径（以 / 开头）或 https 链接',
  image: '图片无效，请重新上传',
  html: '内容过长，请精简后再保存',
  direction: '移动方向无效',
  text: (field: Extract<Field, { max: number }>) => (field.required ? `请填写${field.label}（最多${field.max}个字）` : `${field.label}最多${field.max}个字`),
  required: (label: string) => `请上传${label}`,
} as const;

const length = (v: string) => [...v].length;
/** An image the console uploaded (/uploads/…) or one the site ships (/images/…); '' for none. */
export const PICTURE_SRC = /^(|\/uploads\/[0-9a-f]{32}\.webp|\/images\/[a-z0-9/_-]+\.(svg|png|jpe?g|webp))$/;

/** A missing optional field is blank; a missing required one is refused with its own message (a default would skip the checks). */
const blankAllowed = (field: { required?: boolean }, schema: z.ZodMiniType<string, unknown>) => (field.required ? schema : z._default(schema, ''));

function fieldSchema(field: Field) {
  switch (field.type) {
    case 'text':
    case 'textarea': {
      const message = catalogMessages.text(field);
      return blankAllowed(
        field,
        z.string({ error: message }).check(
          z.trim(),
          z.refine((v) => length(v) <= field.max && (!field.required || v.length > 0), message),
        ),
      );
    }
    case 'image': {
      const missing = catalogMessages.required(field.label);
      return blankAllowed(
        field,
        z.string({ error: field.required ? missing : catalogMessages.image }).check(
          z.trim(),
          z.regex(PICTURE_SRC, catalogMessages.image),
          z.refine((v) => !field.required || v.length > 0, missing),
        ),
      );
    }
    case 'price':
      return z._default(
        z.pipe(
          z.string({ error: catalogMessages.price }).check(z.trim(), z.regex(/^\d{1,7}(\.\d{1,2})?$/, catalogMessages.price)),
          z.pipe(z.transform(Number), z.number().check(z.maximum(PRICE_MAX, catalogMessages.price))),
        ),
        0,
      );
    case 'href':
      // No backslash anywhere: browsers read `/\evil.example` as `//evil.example`, another site.
      return z._default(
        z.string({ error: catalogMessages.href }).check(z.trim(), z.regex(/^(|\/|\/[^\s/\\][^\s\\]{0,199}|https:\/\/[^\s/\\][^\s\\]{0,199})$/, catalogMessages.href)),
        '',
      );
    case 'html':
      return z._default(z.string({ error: catalogMessages.html }).check(z.maxLength(CATALOG_HTML_MAX, catalogMessages.html)), '');
  }
}

/** The fields of one kind as the server checks them (form values arrive as strings). */
export function catalogFieldsSchema(kind: CatalogKind) {
  return z.object(Object.fromEntries(catalogKinds[kind].fields.map((f) => [f.key, fieldSchema(f)])));
}

/** What a saved item holds: text fields as strings, prices as numbers. */
export type CatalogValues = Record<string, string | number>;
