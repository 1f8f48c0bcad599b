import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod/mini';
import { ApiCode, type DataOf, type Endpoint } from '#shared/api/envelope';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { ApiError } from '../lib/errors';
import { type CallerFor, prepareCall } from './route';

/** An open stream: events of the endpoint's data type, a failure as the envelope's code and words, the end. */
export interface EventStream<T> {
  send(data: T): void;
  /** Ends the stream with an `error` event carrying `{ code, msg }`, as a refused call would answer. */
  fail(error: unknown): void;
  end(): void;
  /** Settles when the stream ended: the client went away, or end() or fail() was called. */
  readonly ended: Promise<void>;
  /** The call's checks run again (the session may have ended or been signed out since the stream opened). */
  stillAllowed(): Promise<boolean>;
}

/**
 * A long answer (Server-Sent Events over a POST) of an endpoint of src/shared/api: its body and caller are
 * checked exactly as route() checks them, and a refusal then is the ordinary JSON envelope, so a client reads
 * it like any other call's. Once open, `open` sends events (each `data:` line one value of the endpoint's
 * data type) until it ends the stream or the client goes away.
 */
export function streamRoute<E extends Endpoint>(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock },
  def: E,
  open: (body: z.output<E['body']>, ctx: { caller: CallerFor<E>; stream: EventStream<DataOf<E>> }) => Promise<void>,
): void {
  app.post(def.path, async (request, reply) => {
    const { body, caller } = await prepareCall(deps, def, request);
    const stillAllowed = async () => {
      try {
        await prepareCall(deps, def, request);
        return true;
      } catch {
        return false;
      }
    };
    const stream = eventStream<DataOf<E>>(reply, stillAllowed);
    try {
      await open(body, { caller, stream });
    } catch (error) {
      // Before the first event nothing was sent: the refusal is the ordinary envelope (the app's error handler).
      if (!stream.started) throw error;
      if (!(error instanceof ApiError)) request.log.error({ err: error }, 'event stream failed');
      stream.fail(error);
    }
  });
}

/** The stream of a reply, begun (headers written, the reply taken from Fastify) with its first event. */
function eventStream<T>(reply: FastifyReply, stillAllowed: () => Promise<boolean>): EventStream<T> & { readonly started: boolean } {
  const raw = reply.raw;
  let started = false;
  let open = true;
  let ended: () => void = () => {};
  const endedPromise = new Promise<void>((resolve) => (ended = resolve));
  const close = () => {
    if (!open) return;
    open = false;
    ended();
  };
  const write = (text: string) => {
    if (!open) return;
    if (!started) {
      started = true;
      reply.hijack();
      // The security headers the app set on this reply (onRequest), which a hijacked reply does not write itself.
      // `connection: close`: the socket goes with the stream, so a closing server does not wait for it to idle out.
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        connection: 'close',
      });
    }
    raw.write(text);
  };
  raw.on('close', close);
  const end = () => {
    if (open && started) raw.end();
    close();
  };
  return {
    get started() {
      return started;
    },
    send: (data) => write(`data: ${JSON.stringify(data)}\n\n`),
    fail(error) {
      const refusal = error instanceof ApiError ? { code: error.code, msg: error.message } : { code: ApiCode.SERVER_ERROR, msg: '服务器开小差了，请稍后再试' };
      write(`event: error\ndata: ${JSON.stringify(refusal)}\n\n`);
      end();
    },
    end,
    ended: endedPromise,
    stillAllowed,
  };
}
