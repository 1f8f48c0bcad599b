// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { confirmError, firstError, messages, mobileSchema, passwordSchema } from '#shared/validation/rules';
import { useForm, type FieldRule } from './use-form';

interface Values extends Record<string, string> {
  mobile: string;
  password: string;
  confirm: string;
  note: string;
}

const initial: Values = { mobile: '', password: '', confirm: '', note: 'hello' };
const rules: Partial<Record<keyof Values, FieldRule<Values>>> = {
  mobile: (v) => firstError(mobileSchema, v),
  password: (v) => firstError(passwordSchema, v),
  confirm: (v, values) => confirmError(values.password, v),
};

function setup() {
  return renderHook(() => useForm(initial, rules));
}

describe('useForm', () => {
  it('starts with the initial values and no errors', () => {
    const { result } = setup();
    expect(result.current.values).toEqual(initial);
    expect(result.current.errors).toEqual({});
  });

  it('setValue changes one field without validating it', () => {
    const { result } = setup();
    act(() => result.current.setValue('mobile', '1234'));
    expect(result.current.values).toEqual({ ...initial, mobile: '1234' });
    expect(result.current.errors.mobile).toBeUndefined();
  });

  it('validates on blur and shows the first error of the field', () => {
    const { result } = setup();
    act(() => result.current.setValue('mobile', '1234'));
    act(() => result.current.onBlur('mobile'));
    expect(result.current.errors.mobile).toBe(messages.mobileFormat);
    expect(result.current.errors.password).toBeUndefined();
  });

  it('shows only the first of several messages', () => {
    const rule = vi.fn((v: string) => firstError(mobileSchema, v));
    const { result } = renderHook(() => useForm({ a: '' }, { a: rule }));
    act(() => result.current.setValue('a', '  '));
    act(() => result.current.onBlur('a'));
    // '  ' fails both the required and the pattern rule; the first one is shown.
    expect(result.current.errors.a).toBe(messages.mobileRequired);
    expect(rule).toHaveBeenCalledWith('  ', { a: '  ' });
  });

  it('clears the error when the value becomes valid and is blurred again', () => {
    const { result } = setup();
    act(() => result.current.setValue('mobile', '1234'));
    act(() => result.current.onBlur('mobile'));
    act(() => result.current.setValue('mobile', '13912345678'));
    act(() => result.current.onBlur('mobile'));
    expect(result.current.errors.mobile).toBeUndefined();
  });

  it('clears the error when an empty field is blurred, without running its rule', () => {
    const rule = vi.fn(() => 'always wrong');
    const { result } = renderHook(() => useForm({ a: 'x' }, { a: rule }));
    act(() => result.current.onBlur('a'));
    expect(result.current.errors.a).toBe('always wrong');
    act(() => result.current.setValue('a', ''));
    act(() => result.current.onBlur('a'));
    expect(result.current.errors.a).toBeUndefined();
    expect(rule).toHaveBeenCalledTimes(1);
  });

  it('passes all values to a rule (confirm password)', () => {
    const { result } = setup();
    act(() => {
      result.current.setValue('password', 'secret12');
      result.current.setValue('confirm', 'secret13');
    });
    act(() => result.current.onBlur('confirm'));
    expect(result.current.errors.confirm).toBe(messages.confirmPassword);
    act(() => result.current.setValue('confirm', 'secret12'));
    act(() => result.current.onBlur('confirm'));
    expect(result.current.errors.confirm).toBeUndefined();
  });

  it('blurring a field without a rule gives no error', () => {
    const { result } = setup();
    act(() => result.current.onBlur('note'));
    expect(result.current.errors.note).toBeUndefined();
  });

  it('validateAll reports every failing field, empty required ones included', () => {
    const { result } = setup();
    act(() => result.current.setValue('password', '123'));
    let ok = true;
    act(() => {
      ok = result.current.validateAll();
    });
    expect(ok).toBe(false);
    expect(result.current.errors).toEqual({
      mobile: messages.mobileRequired,
      password: messages.password,
      confirm: messages.confirmPassword,
    });
  });

  it('validateAll drops errors of fields that became valid and returns true when all pass', () => {
    const { result } = setup();
    act(() => {
      result.current.validateAll();
    });
    expect(Object.keys(result.current.errors)).toHaveLength(3);
    act(() => {
      result.current.setValue('mobile', '13912345678');
      result.current.setValue('password', 'secret12');
      result.current.setValue('confirm', 'secret12');
    });
    let ok = false;
    act(() => {
      ok = result.current.validateAll();
    });
    expect(ok).toBe(true);
    expect(result.current.errors).toEqual({});
  });

  it('setError sets and clears an error from outside (e.g. a server answer)', () => {
    const { result } = setup();
    act(() => result.current.setError('mobile', '该手机号已注册，请直接登录'));
    expect(result.current.errors.mobile).toBe('该手机号已注册，请直接登录');
    act(() => result.current.setError('mobile', null));
    expect(result.current.errors.mobile).toBeUndefined();
  });

  it('reset restores the initial values and clears the errors', () => {
    const { result } = setup();
    act(() => {
      result.current.setValue('mobile', '1234');
      result.current.setValue('note', 'changed');
    });
    act(() => {
      result.current.validateAll();
    });
    expect(result.current.errors.mobile).toBe(messages.mobileFormat);
    act(() => result.current.reset());
    expect(result.current.values).toEqual(initial);
    expect(result.current.errors).toEqual({});
  });
});
