import { describe, it, expect } from 'vitest';
import { userAgreement } from './agreement';
import { privacyPolicy } from './privacy';
import type { LegalDocument } from './types';
import { guardianStatement } from './guardian';
import { commonPasswords } from '../common-passwords';

function fullText(doc: LegalDocument): string {
  return [doc.title, doc.intro, ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs])].join('\n');
}

function checkDocument(doc: LegalDocument, min: number, max: number, effective: string): void {
  expect(doc.title.trim()).not.toBe('');
  expect(doc.effectiveDate).toBe(effective);
  expect(doc.intro.trim()).not.toBe('');
  expect(doc.sections.length).toBeGreaterThanOrEqual(min);
  expect(doc.sections.length).toBeLessThanOrEqual(max);
  const headings = new Set<string>();
  for (const section of doc.sections) {
    expect(section.heading.trim()).not.toBe('');
    expect(headings.has(section.heading)).toBe(false);
    headings.add(section.heading);
    expect(section.paragraphs.length).toBeGreaterThan(0);
    for (const p of section.paragraphs) expect(p.trim()).not.toBe('');
  }
}

describe('用户协议', () => {
  it('has 9-12 non-empty sections and the effective date', () => {
    checkDocument(userAgreement, 9, 12, '2026-11-21');
    expect(userAgreement.title).toBe('用户协议');
  });

  it('covers minors, assessments, governing law and the hotline', () => {
    const text = fullText(userAgreement);
    expect(text).toContain('14周岁');
    expect(text).toContain('监护人');
    expect(text).toContain('不是心理诊断');
    expect(text).toContain('中华人民共和国法律');
    expect(text).toContain('400-603-5985');
  });
});

describe('隐私政策', () => {
  it('has 10-14 non-empty sections and the effective date', () => {
    checkDocument(privacyPolicy, 10, 14, '2026-11-29');
    expect(privacyPolicy.title).toBe('隐私政策');
  });

  it('mentions children under 14 and their guardians', () => {
    const text = fullText(privacyPolicy);
    expect(text).toContain('14');
    expect(text).toContain('监护人');
    expect(text).toContain('个人信息保护法');
    expect(text).toContain('儿童个人信息网络保护规定');
  });

  it('states the security and privacy facts', () => {
    const text = fullText(privacyPolicy);
    for (const fact of ['argon2id', '哈希', '5分钟', '境内', '敏感个人信息', '导出', '删除', '撤回同意', '注销', '400-603-5985']) {
      expect(text).toContain(fact);
    }
  });
});

describe('the guardian statement beside the registration consent', () => {
  it('names the two documents in 《》, the age of 14 and the guardian', () => {
    for (const words of ['《用户协议》', '《隐私政策》', '14', '监护人']) expect(guardianStatement).toContain(words);
  });
});

describe('commonPasswords', () => {
  it('has at least 250 lowercase entries of length 6-16', () => {
    expect(commonPasswords.size).toBeGreaterThanOrEqual(250);
    for (const pw of commonPasswords) {
      expect(pw.length, pw).toBeGreaterThanOrEqual(6);
      expect(pw.length, pw).toBeLessThanOrEqual(16);
      expect(pw, pw).toBe(pw.toLowerCase());
      expect(pw, pw).toBe(pw.trim());
    }
  });

  it('contains the best-known weak passwords', () => {
    for (const pw of ['123456', '111111', '000000', '5201314', 'a123456', 'qwerty', 'password', 'woaini1314', 'qq123456', '1qaz2wsx']) {
      expect(commonPasswords.has(pw), pw).toBe(true);
    }
  });
});

describe('儿童个人信息保护规则', () => {
  it('says, in its own sections, the purpose, the kinds of data, where and how long, the safeguards, refusing, the rights and whom to complain to', async () => {
    const { childrenRules, CHILDREN_RULES_VERSION } = await import('./children');
    expect(childrenRules.effectiveDate).toBe(CHILDREN_RULES_VERSION);
    expect(childrenRules.sections.map((s) => s.heading)).toEqual([
      '一、为什么处理孩子的信息',
      '二、处理哪些信息',
      '三、存在哪里、存多久、到期后怎样',
      '四、怎样保护',
      '五、不同意会怎样',
      '六、您可以怎样查看、更正、导出和删除',
      '七、向谁投诉',
      '八、规则的更新',
    ]);
    const text = fullText(childrenRules);
    for (const words of ['14周岁', '境内', '监护人', '等待家长同意', '下载我的数据', '注销账号', '网信部门', '400-603-5985']) expect(text).toContain(words);
  });
});
