import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { ApiCode, CONSOLE_TOKEN_HEADER, type ConsoleAccess, type DataOf, type Endpoint, type FieldError, PARENT_TOKEN_HEADER, TOKEN_HEADER } from '#shared/api/envelope';
import { consoleMessages } from '#shared/console/rules';
import type { Db } from '../db/client';
import { resolveSession } from '../platform/sessions';
import { type OperatorCaller, resolveOperatorSession } from '../platform/operator-sessions';
import { type ParentCaller, resolveParentSession } from '../platform/parent-sessions';
import type { Clock } from '../lib/clock';
import { ApiError, notLoggedIn } from '../lib/errors';
import { readDeviceId } from './device-id';

export interface Caller {
  userId: number;
  sessionId: number;
}

export interface HandlerContext<Auth> {
  request: FastifyRequest;
  caller: Auth;
  ip: string;
  /** The validated device id, read only for endpoints marked `perDevice` (null otherwise or when not sent). */
  device: string | null;
  /** Replaces the success `msg` ('ok' by default), e.g. 预约成功 for the client's toast. */
  setMessage(msg: string): void;
}

export type CallerFor<E extends Endpoint> = E['console'] extends ConsoleAccess
  ? OperatorCaller
  : E['parent'] extends true
    ? ParentCaller
    : E['auth'] extends 'required'
      ? Caller
      : Caller | null;

/** The signed-in parent of a parent's call (their own header and sessions, docs/PARENTS.md); else 4001. */
export async function parentCaller(deps: { db: Db; clock: Clock }, request: FastifyRequest): Promise<ParentCaller> {
  const token = request.headers[PARENT_TOKEN_HEADER];
  const session = typeof token === 'string' ? await resolveParentSession(deps.db, token, deps.clock.now()) : null;
  if (session === 'idle') throw new ApiError(ApiCode.NOT_LOGGED_IN, '长时间未操作，已自动退出，请重新登录');
  if (!session) throw new ApiError(ApiCode.NOT_LOGGED_IN, '请先登录家长账号');
  return session;
}

/** The signed-in operator of a console call, with the role it needs; else 4001 (or 4003 for a 运营 on an admin call). */
export async function consoleCaller(deps: { db: Db; clock: Clock }, request: FastifyRequest, access: ConsoleAccess): Promise<OperatorCaller> {
  const token = request.headers[CONSOLE_TOKEN_HEADER];
  const session = typeof token === 'string' ? await resolveOperatorSession(deps.db, token, deps.clock.now()) : null;
  if (session === 'idle') throw new ApiError(ApiCode.NOT_LOGGED_IN, consoleMessages.idle);
  if (!session) throw new ApiError(ApiCode.NOT_LOGGED_IN, consoleMessages.notSignedIn);
  if (access === 'admin' && session.role !== 'admin') throw new ApiError(ApiCode.FORBIDDEN, consoleMessages.forbidden);
  return session;
}

/** What every call of an endpoint goes through before its handler: the body validated, the caller resolved. */
export async function prepareCall<E extends Endpoint>(deps: { db: Db; clock: Clock }, def: E, request: FastifyRequest) {
  const parsed = def.body.safeParse(request.body ?? {});
  if (!parsed.success) {
    const errors: FieldError[] = parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
    throw new ApiError(ApiCode.INVALID_PARAMS, errors[0]?.message ?? '参数错误', { errors });
  }
  const device = def.perDevice ? readDeviceId(request.headers) : null;
  let caller: Caller | OperatorCaller | ParentCaller | null = null;
  if (def.console) caller = await consoleCaller(deps, request, def.console);
  else if (def.parent) caller = await parentCaller(deps, request);
  else if (def.auth !== 'none') {
    const token = request.headers[TOKEN_HEADER];
    const session = typeof token === 'string' ? await resolveSession(deps.db, token, deps.clock.now()) : null;
    if (session && session !== 'idle') caller = session;
    else if (def.auth === 'required') throw session === 'idle' ? new ApiError(ApiCode.NOT_LOGGED_IN, '长时间未操作，已自动退出，请重新登录') : notLoggedIn();
  }
  return { body: parsed.data as z.output<E['body']>, caller: caller as CallerFor<E>, device };
}

/**
 * Registers one endpoint of src/shared/api: validates the form body with its zod schema,
 * resolves the `token` header (a console call: the operator's own header), runs the handler and
 * wraps the answer in the envelope.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock },
  def: E,
  handler: (body: z.output<E['body']>, ctx: HandlerContext<CallerFor<E>>) => Promise<DataOf<E>>,
): void {
  app.post(def.path, def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}, async (request) => {
    const { body, caller, device } = await prepareCall(deps, def, request);
    let msg = 'ok';
    const setMessage = (text: string) => {
      msg = text;
    };
    const data = await handler(body, { request, caller, ip: request.ip, device, setMessage });
    return { code: ApiCode.OK, msg, data: data ?? null };
  });
}
