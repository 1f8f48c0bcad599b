import { describe, expect, it } from 'vitest';
import { CATALOG_KINDS, catalogFieldsSchema, catalogKinds, titleField } from './catalog';

const parse = (kind: Parameters<typeof catalogFieldsSchema>[0], input: Record<string, string>) => {
  const result = catalogFieldsSchema(kind).safeParse(input);
  return result.success ? { ok: result.data } : { error: result.error.issues[0].message };
};

describe('the catalog kinds', () => {
  it('each kind starts with a required text field, its title', () => {
    for (const kind of CATALOG_KINDS) {
      const first = catalogKinds[kind].fields[0];
      expect(first.key).toBe(titleField(kind));
      expect(first).toMatchObject({ type: 'text', required: true });
    }
  });

  it('reads prices as numbers of at most two decimals, and blank optional fields as blank', () => {
    expect(parse('product', { name: ' 志愿填报 ', price: '99.5' })).toEqual({ ok: { name: '志愿填报', subName: '', cover: '', price: 99.5, oprice: 0, content: '' } });
    for (const price of ['-1', '1e3', '12.345', '99999999', 'abc'])
      expect(parse('product', { name: 'x', price }), price).toEqual({ error: '价格请填写0-1000000之间的数字，最多两位小数' });
  });

  it('refuses a missing title and a missing required picture, each with its own words', () => {
    expect(parse('banner', { image: '/images/marketing/banner-1.svg' })).toEqual({ error: '请填写标题（最多30个字）' });
    expect(parse('banner', { title: '冬令营' })).toEqual({ error: '请上传图片' });
    expect(parse('expert', { name: '王'.repeat(21) })).toEqual({ error: '请填写姓名（最多20个字）' });
    expect(parse('expert', { name: '王老师', description: '好'.repeat(301) })).toEqual({ error: '介绍最多300个字' });
  });

  it('takes a link on the site or over https, nothing else', () => {
    const banner = (clickhref: string) => parse('banner', { title: '冬令营', image: '/images/marketing/banner-1.svg', clickhref });
    for (const ok of ['', '/gaokao', '/news-details?id=3', 'https://example.com/a']) expect(banner(ok), ok).toHaveProperty('ok');
    for (const bad of [
      'javascript:alert(1)',
      'http://example.com',
      '//evil.example',
      '/\\evil.example',
      '/a\\b',
      'https:///evil.example',
      'https://\\evil.example',
      'gaokao',
      '/has space',
    ])
      expect(banner(bad), bad).toEqual({ error: '链接请填写本站路径（以 / 开头）或 https 链接' });
  });

  it('takes only pictures the console uploaded or the site ships', () => {
    const cover = (value: string) => parse('case', { title: '案例', cover: value });
    expect(cover('/uploads/0123456789abcdef0123456789abcdef.webp')).toHaveProperty('ok');
    expect(cover('/images/marketing/coop-1.svg')).toHaveProperty('ok');
    for (const bad of ['https://evil.example/x.png', '/uploads/../secret.webp', 'data:image/png;base64,AAAA']) expect(cover(bad), bad).toEqual({ error: '图片无效，请重新上传' });
  });
});
