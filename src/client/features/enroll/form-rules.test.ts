import { describe, expect, it } from 'vitest';
import { emptySignUp, signUpRules } from './form-rules';
import { parseSignUpSearch } from './search';

describe('sign-up rules', () => {
  const check = (field: keyof typeof signUpRules, value: string) => signUpRules[field](value, emptySignUp);

  it('gives the spec messages for the three required fields', () => {
    expect(check('name', '')).toBe('请输入姓名');
    expect(check('telphone', '')).toBe('请输入联系方式');
    expect(check('project', '')).toBe('请选择项目');
  });

  it('accepts mobiles and landlines, comma-joined projects, and leaves optional fields optional', () => {
    expect(check('telphone', '13812345678')).toBeNull();
    expect(check('telphone', '010-62345678')).toBeNull();
    expect(check('telphone', '12345')).toBe('联系方式格式有误，请填写手机号或座机号');
    expect(check('project', '1,3')).toBeNull();
    for (const field of ['gender', 'cardnum', 'address', 'edu', 'major', 'company', 'occupation', 'work_description', 'why', 'results'] as const) {
      expect(check(field, '')).toBeNull();
    }
    expect(check('cardnum', '110101200001011234')).toBe('身份证号格式有误，请核对后重新输入');
  });
});

describe('sign-up search', () => {
  it('keeps only a positive integer project id', () => {
    expect(parseSignUpSearch({ project: '2' })).toEqual({ project: 2 });
    expect(parseSignUpSearch({ project: 3 })).toEqual({ project: 3 });
    expect(parseSignUpSearch({ project: 'x' })).toEqual({});
    expect(parseSignUpSearch({ project: '-1' })).toEqual({});
    expect(parseSignUpSearch({})).toEqual({});
  });
});
