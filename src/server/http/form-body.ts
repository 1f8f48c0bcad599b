import { ApiCode } from '#shared/api/envelope';
import { ApiError } from '../lib/errors';
import { isReadableText } from '../lib/readable-text';

export const FORM_PROBLEMS = {
  unreadable: '提交的内容包含无法识别的字符，请检查后重新输入',
  repeated: '请求中有重复的参数',
  notForm: '请求格式不正确，请以表单格式提交',
} as const;

/**
 * The body of every API call: form-encoded (the spec's contract), each field once, every key and
 * value readable text. Anything else is refused with 4000 before any handler, code, ticket or row is
 * touched (the one place every endpoint passes through).
 */
export function parseFormBody(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    // Unreadable characters (lib/readable-text.ts) would reach the database or be stored garbled.
    if (!isReadableText(key) || !isReadableText(value))
      throw new ApiError(ApiCode.INVALID_PARAMS, FORM_PROBLEMS.unreadable, { errors: [{ field: isReadableText(key) ? key : '', message: FORM_PROBLEMS.unreadable }] });
    if (Object.hasOwn(fields, key)) throw new ApiError(ApiCode.INVALID_PARAMS, FORM_PROBLEMS.repeated, { errors: [{ field: key, message: FORM_PROBLEMS.repeated }] });
    fields[key] = value;
  }
  return fields;
}
