import type { z } from 'zod/mini';

/** Response codes. 1000 / 4001 / 5001 / 5002 are the spec's; the rest are ours (additive). */
export const ApiCode = {
  OK: 1000,
  INVALID_PARAMS: 4000,
  NOT_LOGGED_IN: 4001,
  FORBIDDEN: 4003,
  NOT_FOUND: 4004,
  /** Ours: a school student under 14 whose guardian's consent the school has not recorded; the result waits on the device. */
  CONSENT_REQUIRED: 4051,
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
/** Every code but 1000: what a refusal may carry. */
export type ApiErrorCode = Exclude<ApiCodeValue, typeof ApiCode.OK>;

/** The reply to every call. Its schemas (success per endpoint in responses/, refusals per code in envelope-schemas.ts) are for the tests. */
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

/** Key of the type-only marker of an endpoint's success data (no such property exists at run time). */
declare const dataType: unique symbol;

/**
 * Type-only marker naming what `data` holds when the code is 1000: `returns<UserInfo>()`. It is an
 * empty object at run time, so no schema of a response ships with the contracts the client imports.
 */
export interface Returns<T> {
  readonly [dataType]?: { readonly type: T };
}
export function returns<T>(): Returns<T> {
  return {};
}

/**
 * One API call: its path, who may call it, its form body (a schema: the server validates with it)
 * and, as a type only, the shape of `data` in a success. The schemas of the answers live in
 * responses/ and are paired with the endpoints in index.ts, for the tests; neither the client nor
 * the server loads them.
 */
export interface Endpoint<Body extends z.ZodMiniType = z.ZodMiniType, Data = unknown, A extends Auth = Auth> extends Returns<Data> {
  path: string;
  auth: A;
  body: Body;
  /** Its limits count per device too: the client sends DEVICE_HEADER with it, and the server reads it only here. */
  perDevice?: true;
  /** A larger body limit than the server's default (a roster file's rows). */
  bodyLimit?: number;
  /**
   * An operator console call (auth 'none' for a student's token): signed in with CONSOLE_TOKEN_HEADER,
   * by any operator ('any') or a 管理员 only ('admin').
   */
  console?: ConsoleAccess;
  /**
   * A parent's call (auth 'none' for a student's token): signed in with PARENT_TOKEN_HEADER, a parent
   * account's own session (docs/PARENTS.md). No other call reads that header.
   */
  parent?: true;
}

export type ConsoleAccess = 'any' | 'admin';

export interface EndpointOptions {
  perDevice?: true;
  bodyLimit?: number;
  console?: ConsoleAccess;
  parent?: true;
}

/**
 * An endpoint of src/shared/api: `endpoint(path, auth, bodySchema, returns<T>())`, T derived from its
 * response schema by a type-only import (`z.output<typeof userInfoData>`).
 */
export function endpoint<Body extends z.ZodMiniType, Data, A extends Auth, C extends ConsoleAccess | undefined = undefined>(
  path: string,
  auth: A,
  body: Body,
  _data: Returns<Data>,
  options: Omit<EndpointOptions, 'console'> & { console?: C } = {},
): Endpoint<Body, Data, A> & (C extends ConsoleAccess ? { console: C } : unknown) {
  return {
    path,
    auth,
    body,
    ...(options.perDevice ? { perDevice: true } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.console ? { console: options.console } : {}),
    ...(options.parent ? { parent: true } : {}),
  } as Endpoint<Body, Data, A> & (C extends ConsoleAccess ? { console: C } : unknown);
}

/** A signed-in parent's call: `parentEndpoint(path, body, returns<T>())`, with the parent's own header (PARENT_TOKEN_HEADER). */
export function parentEndpoint<Body extends z.ZodMiniType, Data>(path: string, body: Body, _data: Returns<Data>): Endpoint<Body, Data, 'none'> & { parent: true } {
  return { path, auth: 'none', body, parent: true } as Endpoint<Body, Data, 'none'> & { parent: true };
}

export type BodyOf<E extends Endpoint> = z.input<E['body']>;
/**
 * The success data of an endpoint, written as an indexed access so that an endpoint picked by a
 * type parameter (`assessmentApi[K]`) still resolves to `ResultData<K>`.
 */
export type DataOf<E extends Endpoint> = NonNullable<E[typeof dataType]>['type'];

/** An answer to an endpoint's call as the contract describes it: its data with 1000, a refusal otherwise. */
export type EnvelopeOf<E extends Endpoint> = { code: typeof ApiCode.OK; msg: string; data: DataOf<E> } | { code: ApiErrorCode; msg: string; data: unknown };

/**
 * Header an upload from the device's outbox carries: the id of the user the answers were saved under.
 * The server refuses the submit (4003) when the session belongs to someone else, so a finished test can
 * never be stored under another student's account, whatever token a shared tablet holds at that moment.
 */
export const SUBMITTER_HEADER = 'x-submitter-id';

/** Header of an upload from a class tablet's outbox for a student no longer signed in (server school/upload-credentials.ts). */
export const UPLOAD_CREDENTIAL_HEADER = 'x-upload-credential';

/** Header a submit carries so a retried request never creates a second result. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const TOKEN_HEADER = 'token';
/** The operator console's sign-in: its own header, so a student's token never reaches a console call nor the reverse. */
export const CONSOLE_TOKEN_HEADER = 'x-console-token';
/** A parent's sign-in: its own header too, so a parent token opens no student or staff call nor the reverse. */
export const PARENT_TOKEN_HEADER = 'x-parent-token';

/**
 * Header with the random id a browser makes once and keeps (src/client/lib/device-id.ts). The SMS,
 * login and captcha limits count per device as well as per mobile: a device is what one abuser
 * controls, while a school's one address is shared by hundreds of honest students.
 */
export const DEVICE_HEADER = 'x-device-id';
/** What a device id may look like; anything else is refused (4000) before it is counted. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9-]{16,64}$/;
