import { describe, expect, it } from 'vitest';
import { ApiCode, DEVICE_HEADER } from '#shared/api/envelope';
import { readDeviceId } from './device-id';

describe('readDeviceId', () => {
  it('returns a well-formed id as it came', () => {
    expect(readDeviceId({ [DEVICE_HEADER]: '0f3c9a1b2d4e5f60718293a4b5c6d7e8' })).toBe('0f3c9a1b2d4e5f60718293a4b5c6d7e8');
    expect(readDeviceId({ [DEVICE_HEADER]: '123e4567-e89b-42d3-a456-426614174000' })).toBe('123e4567-e89b-42d3-a456-426614174000');
  });

  it('returns null when the header is absent (an older app, a script)', () => {
    expect(readDeviceId({})).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['too short', 'abc123'],
    ['too long', 'a'.repeat(65)],
    ['a key separator', 'abcdef0123456789:ip:10.0.0.1'],
    ['SQL', "abcdef0123456789' or 1=1 --"],
    ['spaces', 'abcdef 0123456789'],
    ['non-ASCII', '设备设备设备设备设备设备设备设备'],
    ['two headers joined', 'abcdef0123456789, abcdef0123456789'],
  ])('refuses a malformed id with 4000 (%s)', (_name, value) => {
    expect(() => readDeviceId({ [DEVICE_HEADER]: value })).toThrow(expect.objectContaining({ code: ApiCode.INVALID_PARAMS, message: '设备标识格式不正确，请刷新页面后重试' }));
  });

  it('refuses a header given as a list', () => {
    expect(() => readDeviceId({ [DEVICE_HEADER]: ['abcdef0123456789', 'abcdef0123456789'] as unknown as string })).toThrow(
      expect.objectContaining({ code: ApiCode.INVALID_PARAMS }),
    );
  });
});
