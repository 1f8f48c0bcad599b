import type { z } from 'zod/mini';

/** Response codes. 1000 / 4001 / 5001 / 5002 are the spec's; the rest are ours (additive). */
export const ApiCode = {
  OK: 1000,
  INVALID_PARAMS: 4000,
  NOT_LOGGED_IN: 4001,
  FORBIDDEN: 4003,
  NOT_FOUND: 4004,
  CONFLICT: 4009,
  IDEMPOTENCY_MISMATCH: 4022,
  TOO_MANY_REQUESTS: 4029,
  CAPTCHA_INVALID: 4030,
  CODE_INVALID: 4031,
  LOGIN_FAILED: 4032,
  PAYLOAD_TOO_LARGE: 4013,
  SERVER_ERROR: 5000,
  NOT_ALLOWED: 5001,
  NO_NICKNAME: 5002,
} as const;

export type ApiCodeValue = (typeof ApiCode)[keyof typeof ApiCode];

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** One field's problem in a 4000 answer, so a form can show it beside the field. */
export interface FieldError {
  field: string;
  message: string;
}

export type Auth = 'none' | 'optional' | 'required';

/** One API call: its path, who may call it, its form body and the shape of `data` in a success. */
export interface Endpoint<Body extends z.ZodMiniType = z.ZodMiniType, Data = unknown, A extends Auth = Auth> {
  path: string;
  auth: A;
  body: Body;
  /** Type-only marker for the success data (never read at run time). */
  data?: Data;
}

/** Type-only marker naming an endpoint's success data: `returns<UserInfo>()`. */
export interface Returns<T> {
  readonly __returns?: T;
}
export function returns<T>(): Returns<T> {
  return {};
}

export function endpoint<Body extends z.ZodMiniType, Data, A extends Auth>(path: string, auth: A, body: Body, _data: Returns<Data>): Endpoint<Body, Data, A> {
  return { path, auth, body };
}

export type BodyOf<E> = E extends Endpoint<infer B, unknown, Auth> ? z.input<B> : never;
export type DataOf<E> = E extends Endpoint<z.ZodMiniType, infer D, Auth> ? D : never;

/** Header a submit carries so a retried request never creates a second result. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const TOKEN_HEADER = 'token';
