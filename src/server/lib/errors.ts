import { ApiCode } from '#shared/api/envelope';

/** A failure the client should see: it becomes `{code, msg, data}` with HTTP 200, as the spec's client expects. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const notLoggedIn = () => new ApiError(ApiCode.NOT_LOGGED_IN, '请先登录');
export const invalid = (message: string, data: unknown = null) => new ApiError(ApiCode.INVALID_PARAMS, message, data);
export const tooMany = (retryAfterSeconds: number, what = '操作') =>
  new ApiError(ApiCode.TOO_MANY_REQUESTS, `${what}太频繁，请${formatWait(retryAfterSeconds)}后再试`, { retryAfter: retryAfterSeconds });

function formatWait(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.ceil(seconds))}秒`;
  if (seconds < 3600) return `${Math.ceil(seconds / 60)}分钟`;
  return `${Math.ceil(seconds / 3600)}小时`;
}
