import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ApiCode } from '#shared/api/envelope';
import { isSitePath } from '#shared/site-routes';
import type { Db, Listen } from './db/client';
import type { AppDeps } from './deps';
import type { Env } from './env';
import { type Clock, systemClock } from './lib/clock';
import { ApiError } from './lib/errors';
import { FORM_PROBLEMS, parseFormBody } from './http/form-body';
import { homeShell, notFoundShell, pageShell } from './http/home-shell';
import { routePreloads } from './http/route-preload';
import { ipLimiter } from './lib/ip-limiter';
import { type ErrorSummary, summarizeError } from './lib/safe-error';
import { securityHeaders } from './lib/security-headers';
import { afterReplyWork } from './lib/after-reply';
import { serverModules } from './modules';
import { templatesInUse } from './console/public';
import { DatabaseImageStore, DiskImageStore, type ImageStore } from './images/public';
import { type Captcha, disabledCaptcha, powCaptcha } from './captcha/public';
import { AliyunSmsSender, DevSmsSender, type SmsSender } from './platform/sms-sender';

export interface BuildOptions {
  db: Db;
  /** LISTEN on the same database (Database.listen): what app instances hear of each other's changes. */
  listen: Listen;
  env: Env;
  clock?: Clock;
  sms?: SmsSender;
  captcha?: Captcha;
  /** Where uploaded images go; unset: as IMAGE_STORE says (env.ts). */
  images?: ImageStore;
  /** Folder of the built client; served with the SPA fallback when it exists. */
  staticDir?: string;
  /** false: no logs (tests); a stream: the app's logger writing there (tests that read the log). */
  logger?: false | { stream: NodeJS.WritableStream };
}

const BODY_LIMIT = 256 * 1024;

/** Logs the path without its query: shared-report links carry view tokens there. */
const requestSerializer = (req: { method: string; url: string; ip?: string }) => ({ method: req.method, path: req.url.split('?')[0] });

/** Requests by path only, errors without their parameters or personal data (lib/safe-error.ts). */
function loggerOptions(env: Env, logger: BuildOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  // Fastify's type asks for a `stack` string; a summary may have none (a thrown non-Error).
  const err = (error: unknown) => ({ ...summarizeError(error) }) as ErrorSummary & { stack: string; [key: string]: unknown };
  return { level: env.LOG_LEVEL, serializers: { req: requestSerializer, err }, ...(logger ? { stream: logger.stream } : {}) };
}

/**
 * Fastify refuses a bare hop count (it cannot tell a proxy from a client that writes its own
 * X-Forwarded-For), so n hops is a function: the socket's peer and the n-1 addresses before it are
 * proxies, and the address n hops back is the client's. Only safe when the server cannot be reached
 * but through those proxies; a list of their addresses is safe either way.
 */
function trustProxyOf(setting: Env['TRUST_PROXY']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { env, db } = options;
  const app = Fastify({
    logger: loggerOptions(env, options.logger),
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
  });
  const sms = options.sms ?? defaultSmsSender(env, db, app);
  const clock = options.clock ?? systemClock;
  const captcha =
    options.captcha ??
    (env.CAPTCHA === 'off' ? disabledCaptcha : powCaptcha(db, clock, { maxNumber: env.CAPTCHA_POW_MAX_NUMBER, cost: env.CAPTCHA_POW_COST, secret: env.CAPTCHA_SECRET }));
  const images = options.images ?? ((env.IMAGE_STORE ?? (env.DATABASE_URL ? 'database' : 'disk')) === 'database' ? new DatabaseImageStore(db) : new DiskImageStore(env.DATA_DIR));
  const afterReply = afterReplyWork();
  app.addHook('onClose', () => afterReply.settled());
  const deps: AppDeps = { db, listen: options.listen, env, clock, sms, afterReply, captcha, images };

  // The spec's calls are POST form-encoded; every value arrives as a string (form-body.ts refuses
  // unreadable characters and repeated fields). Any other body (JSON, text …) is refused.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) => {
    try {
      done(null, parseFormBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('*', (_req, _payload, done) => done(new ApiError(ApiCode.INVALID_PARAMS, FORM_PROBLEMS.notForm), undefined));

  const limitIp = ipLimiter(env.API_PER_IP_PER_MINUTE);
  app.addHook('onRequest', async (request, reply) => {
    securityHeaders(request, reply);
    if (request.url.startsWith('/api/')) {
      reply.header('cache-control', 'no-store');
      const result = limitIp(request.ip);
      if (!result.allowed) {
        reply.code(429).header('retry-after', String(result.retryAfter));
        return reply.send({ code: ApiCode.TOO_MANY_REQUESTS, msg: '请求太频繁，请稍后再试', data: { retryAfter: result.retryAfter } });
      }
    }
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(200).send({ code: error.code, msg: error.message, data: error.data });
    }
    const err = error as { statusCode?: number; code?: string; message?: string };
    if (err.statusCode === 413) return reply.code(413).send({ code: ApiCode.PAYLOAD_TOO_LARGE, msg: '提交的内容太大', data: null });
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(400).send({ code: ApiCode.INVALID_PARAMS, msg: '请求格式不正确', data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: ApiCode.SERVER_ERROR, msg: '服务器开小差了，请稍后再试', data: null });
  });

  const staticDir = options.staticDir && existsSync(join(options.staticDir, 'index.html')) ? resolve(options.staticDir) : null;
  const context = { version: await appVersion(), staticDir };
  for (const module of serverModules) await module.register(app, deps, context);

  if (staticDir) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      // Serve the .br / .gz files written at build time (scripts/precompress.ts).
      preCompressed: true,
      cacheControl: false, // our own header below, never send's default
      setHeaders(res, path) {
        const immutable = path.includes(`${join(staticDir, 'assets')}`) || path.includes(`${join(staticDir, 'console-assets')}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const renderHome = staticDir ? homeShell(db, staticDir) : null;
  const preloadsFor = staticDir ? routePreloads(staticDir) : null;

  app.setNotFoundHandler(async (request, reply) => {
    // A missing file (e.g. an asset of an older build) is a 404, never the HTML shell.
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0]);
    if (request.url.startsWith('/api/') || isFile || (request.method !== 'GET' && request.method !== 'HEAD') || !staticDir) {
      return reply.code(404).send({ code: ApiCode.NOT_FOUND, msg: '接口不存在', data: null });
    }
    // History-mode routing: every page path gets the app shell (the home page with its first banner);
    // a path no client route matches gets it with 404 and the not-found title (src/shared/site-routes.ts).
    reply.header('cache-control', 'no-cache');
    const pathname = request.url.split('?')[0];
    // The operator console is an app of its own (docs/CONSOLE.md): its shell for every /console path.
    if (pathname === '/console' || pathname.startsWith('/console/')) {
      if (existsSync(join(staticDir, 'console.html'))) return reply.type('text/html; charset=utf-8').sendFile('console.html', staticDir);
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(await notFoundShell(staticDir));
    }
    if (!isSitePath(pathname))
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(await notFoundShell(staticDir));
    if (pathname === '/' && renderHome) return reply.type('text/html; charset=utf-8').send(await renderHome());
    const preloads = preloadsFor!(pathname);
    if (preloads) return reply.type('text/html; charset=utf-8').send(await pageShell(staticDir, preloads));
    return reply.sendFile('index.html', staticDir);
  });

  return app;
}

/** The release this server runs, as package.json names it (shown on the console's 运维 page). */
async function appVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

function defaultSmsSender(env: Env, db: Db, app: FastifyInstance): SmsSender {
  if (env.SMS_SENDER === 'aliyun') {
    return new AliyunSmsSender({
      endpoint: env.ALIYUN_SMS_ENDPOINT,
      accessKeyId: env.ALIYUN_SMS_ACCESS_KEY_ID!,
      accessKeySecret: env.ALIYUN_SMS_ACCESS_KEY_SECRET!,
      signName: env.ALIYUN_SMS_SIGN_NAME!,
      templates: () => templatesInUse(db, env),
    });
  }
  return new DevSmsSender(app.log);
}
