import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { ApiCode, type DataOf, type Endpoint, type FieldError, TOKEN_HEADER } from '#shared/api/envelope';
import type { Db } from '../db/client';
import { resolveSession } from '../services/sessions';
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

type CallerFor<E extends Endpoint> = E['auth'] extends 'required' ? Caller : Caller | null;

/**
 * Registers one endpoint of src/shared/api: validates the form body with its zod schema,
 * resolves the `token` header, runs the handler and wraps the answer in the envelope.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock },
  def: E,
  handler: (body: z.output<E['body']>, ctx: HandlerContext<CallerFor<E>>) => Promise<DataOf<E>>,
): void {
  app.post(def.path, def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}, async (request) => {
    const parsed = def.body.safeParse(request.body ?? {});
    if (!parsed.success) {
      const errors: FieldError[] = parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
      throw new ApiError(ApiCode.INVALID_PARAMS, errors[0]?.message ?? '参数错误', { errors });
    }
    const device = def.perDevice ? readDeviceId(request.headers) : null;
    let caller: Caller | null = null;
    if (def.auth !== 'none') {
      const token = request.headers[TOKEN_HEADER];
      const session = typeof token === 'string' ? await resolveSession(deps.db, token, deps.clock.now()) : null;
      if (session && session !== 'idle') caller = session;
      else if (def.auth === 'required') throw session === 'idle' ? new ApiError(ApiCode.NOT_LOGGED_IN, '长时间未操作，已自动退出，请重新登录') : notLoggedIn();
    }
    let msg = 'ok';
    const setMessage = (text: string) => {
      msg = text;
    };
    const data = await handler(parsed.data as z.output<E['body']>, { request, caller: caller as CallerFor<E>, ip: request.ip, device, setMessage });
    return { code: ApiCode.OK, msg, data: data ?? null };
  });
}
