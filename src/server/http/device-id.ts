import type { IncomingHttpHeaders } from 'node:http';
import { DEVICE_HEADER, DEVICE_ID_PATTERN } from '#shared/api/envelope';
import { invalid } from '../lib/errors';

/**
 * The device id of a request to an endpoint whose limits count per device: null when the header is
 * absent (an older app, a script: its per-mobile and per-address limits still hold), refused with
 * 4000 when present but malformed, so nothing unvalidated ever becomes part of a counter's key.
 */
export function readDeviceId(headers: IncomingHttpHeaders): string | null {
  const value = headers[DEVICE_HEADER];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !DEVICE_ID_PATTERN.test(value)) throw invalid('设备标识格式不正确，请刷新页面后重试');
  return value;
}
