import { z } from 'zod/mini';
import { ApiCode, type ApiErrorCode, type FieldError } from './envelope';
import type { Expect, Same } from './same';

/**
 * Schemas of the envelope itself: a success wraps an endpoint's data schema, a refusal carries a
 * known code, a message and, for 4000 and 4029, a `data` of its own. The client does not import
 * these (it is typed from the contracts without checking at run time); the integration tests do.
 */

export const fieldErrorSchema = z.strictObject({ field: z.string(), message: z.string().check(z.minLength(1)) });

/**
 * `data` of a 4000 answer: the fields at fault when the body failed its schema or a service named
 * the field; null when the problem belongs to no one field (新密码不能与原密码相同, a malformed body).
 */
export const invalidParamsDataSchema = z.nullable(z.strictObject({ errors: z.array(fieldErrorSchema) }));
/**
 * `data` of a 4029 answer: seconds until a retry can succeed; null when the wait is only in the
 * message (a mobile locked after ten wrong passwords: 请15分钟后再试).
 */
export const tooManyDataSchema = z.nullable(z.strictObject({ retryAfter: z.number().check(z.positive()) }));

const errorCodes = Object.values(ApiCode).filter((c): c is ApiErrorCode => c !== ApiCode.OK);
const otherErrorCodes = errorCodes.filter((c) => c !== ApiCode.INVALID_PARAMS && c !== ApiCode.TOO_MANY_REQUESTS);
const refusal = <C extends z.ZodMiniType<ApiErrorCode>, D extends z.ZodMiniType>(code: C, data: D) => z.strictObject({ code, msg: z.string().check(z.minLength(1)), data });

const invalidParamsEnvelope = refusal(z.literal(ApiCode.INVALID_PARAMS), invalidParamsDataSchema);
const tooManyEnvelope = refusal(z.literal(ApiCode.TOO_MANY_REQUESTS), tooManyDataSchema);
const otherErrorEnvelope = refusal(z.literal(otherErrorCodes), z.unknown());

/** A refusal: a known code other than 1000, a message for the user, and `data` (4000 and 4029 have theirs). */
export const errorEnvelopeSchema = z.union([invalidParamsEnvelope, tooManyEnvelope, otherErrorEnvelope]);

/** The schema of one refusal by its code, so a mismatch names the field at fault rather than "no union member". */
export function errorEnvelopeSchemaFor(code: unknown): z.ZodMiniType {
  if (code === ApiCode.INVALID_PARAMS) return invalidParamsEnvelope;
  if (code === ApiCode.TOO_MANY_REQUESTS) return tooManyEnvelope;
  return otherErrorEnvelope;
}

/** A success: code 1000, a message (ok, or e.g. 预约成功 for a toast) and the endpoint's data. */
export function successEnvelopeSchema<D extends z.ZodMiniType>(data: D) {
  return z.strictObject({ code: z.literal(ApiCode.OK), msg: z.string().check(z.minLength(1)), data });
}

export type EnvelopeSchemaChecks = [Expect<Same<z.output<typeof fieldErrorSchema>, FieldError>>];
