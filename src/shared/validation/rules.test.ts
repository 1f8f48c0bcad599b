import { describe, expect, it } from 'vitest';
import {
  accountSchema,
  CODE_LENGTH,
  codeSchema,
  confirmError,
  firstError,
  isValidMobile,
  messages,
  mobileSchema,
  nameSchema,
  nicknameSchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
  passwordSchema,
} from './rules';

describe('spec section 5 messages', () => {
  it('has the exact Chinese texts', () => {
    expect(messages.mobileRequired).toBe('请输入手机号');
    expect(messages.mobileFormat).toBe('手机格式有误，请重新输入');
    expect(messages.account).toBe('请输入正确的账号');
    expect(messages.password).toBe('请输入6-16位密码');
    expect(messages.confirmPassword).toBe('两次密码不一致，请重新输入');
    expect(messages.code).toBe('请输入正确的验证码');
    expect(messages.nickname).toBe('请输入昵称');
    expect(messages.name).toBe('请输入姓名');
  });

  it('builds the section message from its label', () => {
    expect(messages.section('年级班级')).toBe('请选择年级班级信息');
    expect(messages.section('学校')).toBe('请选择学校信息');
  });
});

describe('mobileSchema', () => {
  it('asks for a mobile when empty, blank or missing', () => {
    expect(firstError(mobileSchema, '')).toBe('请输入手机号');
    expect(firstError(mobileSchema, '   ')).toBe('请输入手机号');
    expect(firstError(mobileSchema, undefined)).toBe('请输入手机号');
  });

  it.each(['12345678901', '1234', '11912345678', '139123456789', '1391234567a', '23912345678'])('refuses %s as malformed', (value) => {
    expect(firstError(mobileSchema, value)).toBe('手机格式有误，请重新输入');
  });

  it('accepts a valid mobile, also with surrounding spaces, and trims it', () => {
    expect(firstError(mobileSchema, '13912345678')).toBeNull();
    expect(firstError(mobileSchema, '  13912345678  ')).toBeNull();
    expect(mobileSchema.parse(' 13912345678 ')).toBe('13912345678');
  });

  it('accepts every second digit 3-9 and refuses 0-2', () => {
    for (const d of '3456789') expect(firstError(mobileSchema, `1${d}912345678`)).toBeNull();
    for (const d of '012') expect(firstError(mobileSchema, `1${d}912345678`)).toBe(messages.mobileFormat);
  });

  it('isValidMobile agrees with the schema', () => {
    expect(isValidMobile('13912345678')).toBe(true);
    expect(isValidMobile(' 13912345678 ')).toBe(true);
    expect(isValidMobile('11912345678')).toBe(false);
    expect(isValidMobile('')).toBe(false);
  });
});

describe('accountSchema', () => {
  it('uses the login message for empty and malformed accounts', () => {
    expect(firstError(accountSchema, '')).toBe('请输入正确的账号');
    expect(firstError(accountSchema, '1234')).toBe('请输入正确的账号');
    expect(firstError(accountSchema, '12345678901')).toBe('请输入正确的账号');
    expect(firstError(accountSchema, undefined)).toBe('请输入正确的账号');
  });

  it('accepts a valid mobile', () => {
    expect(firstError(accountSchema, ' 13912345678 ')).toBeNull();
  });
});

describe('passwordSchema', () => {
  it('keeps the spec bounds 6-16', () => {
    expect(PASSWORD_MIN).toBe(6);
    expect(PASSWORD_MAX).toBe(16);
  });

  it('refuses 5 and 17 characters, accepts 6 and 16', () => {
    expect(firstError(passwordSchema, 'a'.repeat(5))).toBe('请输入6-16位密码');
    expect(firstError(passwordSchema, 'a'.repeat(6))).toBeNull();
    expect(firstError(passwordSchema, 'a'.repeat(16))).toBeNull();
    expect(firstError(passwordSchema, 'a'.repeat(17))).toBe('请输入6-16位密码');
  });

  it('refuses empty and missing passwords with the same message', () => {
    expect(firstError(passwordSchema, '')).toBe(messages.password);
    expect(firstError(passwordSchema, undefined)).toBe(messages.password);
  });
});

describe('codeSchema', () => {
  it('wants exactly 4 characters', () => {
    expect(CODE_LENGTH).toBe(4);
    expect(firstError(codeSchema, '123')).toBe('请输入正确的验证码');
    expect(firstError(codeSchema, '1234')).toBeNull();
    expect(firstError(codeSchema, '12345')).toBe('请输入正确的验证码');
    expect(firstError(codeSchema, '')).toBe('请输入正确的验证码');
  });

  it('trims before measuring', () => {
    expect(firstError(codeSchema, ' 1234 ')).toBeNull();
  });
});

describe('confirmError', () => {
  it('is null only when the confirmation equals a non-empty password', () => {
    expect(confirmError('secret1', 'secret1')).toBeNull();
    expect(confirmError('secret1', 'secret2')).toBe('两次密码不一致，请重新输入');
    expect(confirmError('secret1', '')).toBe('两次密码不一致，请重新输入');
    expect(confirmError('', '')).toBe('两次密码不一致，请重新输入');
  });
});

describe('firstError', () => {
  it('returns the first message of several', () => {
    // '' fails both min(1) (required) and the pattern (format): the first one wins.
    const result = mobileSchema.safeParse('');
    expect(result.success).toBe(false);
    expect(result.error?.issues.length).toBeGreaterThan(1);
    expect(firstError(mobileSchema, '')).toBe(result.error?.issues[0].message);
    expect(firstError(mobileSchema, '')).toBe(messages.mobileRequired);
  });

  it('returns null for a valid value', () => {
    expect(firstError(nicknameSchema, '小明')).toBeNull();
  });
});

describe('nickname, username and name limits', () => {
  it('nickname: 1-20 characters after trimming', () => {
    expect(firstError(nicknameSchema, '')).toBe('请输入昵称');
    expect(firstError(nicknameSchema, '   ')).toBe('请输入昵称');
    expect(firstError(nicknameSchema, '字')).toBeNull();
    expect(firstError(nicknameSchema, '字'.repeat(20))).toBeNull();
    expect(firstError(nicknameSchema, '字'.repeat(21))).toBe('昵称请控制在20个字以内');
    expect(firstError(nicknameSchema, ` ${'字'.repeat(20)} `)).toBeNull();
  });

  it('name (registration’s 姓名 and the user center’s, one field): required, at most 20', () => {
    expect(firstError(nameSchema, ' ')).toBe('请输入姓名');
    expect(firstError(nameSchema, '李'.repeat(20))).toBeNull();
    expect(firstError(nameSchema, '李'.repeat(21))).toBe('姓名请控制在20个字以内');
  });
});
