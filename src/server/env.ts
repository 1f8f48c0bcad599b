import { isIP } from 'node:net';
import { z } from 'zod';

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/**
 * TRUST_PROXY: `false` (default), the client's address is the socket's; a number n (1-10), the n
 * proxies nearest the server are trusted and the address n hops back in X-Forwarded-For is the
 * client's; or a comma list of proxy addresses and CIDR ranges (and `loopback`, `linklocal`,
 * `uniquelocal`), trusted wherever they appear. `true` is refused: it takes the left-most address,
 * which the client writes itself, so anyone could reset every per-address limit by changing it.
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): false | number | string[] {
  const given = value.trim();
  if (given === 'false') return false;
  if (/^\d+$/.test(given) && Number(given) >= 1 && Number(given) <= 10) return Number(given);
  const list = given.split(',').map((entry) => entry.trim());
  if (given !== 'true' && list.every(isProxyAddress)) return list;
  ctx.addIssue({
    code: 'custom',
    message:
      given === 'true'
        ? 'TRUST_PROXY=true would trust the left-most X-Forwarded-For, which any client can set: give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8)'
        : 'TRUST_PROXY must be false, a number of proxies from 1 to 10, or a comma list of proxy addresses or CIDR ranges',
  });
  return z.NEVER;
}

/** Configuration, validated once at start. Nothing else in the server reads process.env. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Unset: 127.0.0.1 in development (so /dev/sms stays on this machine), 0.0.0.0 otherwise. */
    HOST: z.string().optional(),
    DATA_DIR: z.string().default('./data'),
    /** The built client the server serves (`npm run build` writes it to dist/). */
    STATIC_DIR: z.string().default('./dist'),
    DATABASE_URL: z.string().url().optional(),
    /**
     * Where operators' uploaded images are kept: `disk` (DATA_DIR/uploads) or `database` (every app server
     * sees them). Unset: `database` with DATABASE_URL (several instances), else `disk`.
     */
    IMAGE_STORE: z.enum(['disk', 'database']).optional(),
    /** `off` skips the captcha for local testing; refused in production. */
    CAPTCHA: z.enum(['on', 'off']).default('on'),
    /**
     * Proof-of-work difficulty (captcha/captcha.ts): each challenge hides a counter drawn uniformly
     * from 0..CAPTCHA_POW_MAX_NUMBER, and every counter tried costs CAPTCHA_POW_COST iterations of
     * PBKDF2-HMAC-SHA-256, so a solve costs on average MAX_NUMBER / 2 × COST iterations. Unset: the
     * production figures (docs/SECURITY.md, What the captcha costs), or trivial ones when NODE_ENV=test.
     */
    CAPTCHA_POW_MAX_NUMBER: z.coerce.number().int().min(1).max(1_000_000).optional(),
    CAPTCHA_POW_COST: z.coerce.number().int().min(1).max(1_000_000).optional(),
    /** HMAC key the challenges are signed with (≥ 32 characters). Unset: one made once and kept in the database's app_meta, shared by every instance. */
    CAPTCHA_SECRET: z.string().min(32).optional(),
    /** `dev` logs codes and keeps them for /dev/sms; `aliyun` sends real SMS. */
    SMS_SENDER: z.enum(['dev', 'aliyun']).default('dev'),
    ALIYUN_SMS_ENDPOINT: z.string().url().default('https://dysmsapi.aliyuncs.com/'),
    ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
    ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
    ALIYUN_SMS_SIGN_NAME: z.string().optional(),
    ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
    /** Optional: the approved notice template (${subject}, ${time}) for booking confirmations; unset, none are sent. */
    ALIYUN_SMS_NOTICE_TEMPLATE_CODE: z.string().optional(),
    /** Parents' notices (${child}, ${event}); without one, no parent notice is sent. */
    ALIYUN_SMS_FAMILY_TEMPLATE_CODE: z.string().optional(),
    /** Global daily SMS budget (defence against SMS pumping). */
    SMS_DAILY_BUDGET: z.coerce.number().int().positive().default(2000),
    /*
     * Per-address limits are flood guards, not the first line: a school puts hundreds of students behind
     * one NAT address, so they are sized for ~500 students of one address registering, signing in and
     * starting a test in the same hour (four classes of 30 use a quarter or less). The first line is per
     * mobile (platform/sms-codes.ts, accounts/accounts.ts) and per device (below). Raise them for load tests from one address.
     */
    /** ~500 students × a code and a half each (a resend, a typo); the daily budget still caps the cost. */
    SMS_PER_IP_HOURLY: z.coerce.number().int().positive().default(750),
    /** ~500 students × ~4 sign-ins (a closed tab, another tablet, a wrong password or two). */
    LOGIN_PER_IP_HOURLY: z.coerce.number().int().positive().default(2000),
    /** ~500 students × ~4 challenges (a closed dialog, an expired challenge, a reset code). */
    CAPTCHA_PER_IP_HOURLY: z.coerce.number().int().positive().default(2000),
    /**
     * Per server instance, in memory: ~500 students opening the app in the same minute at ~12 calls each
     * (a visit once the question lists are on the device). Coarse on purpose: see lib/ip-limiter.ts.
     */
    API_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(6000),
    /**
     * Class-tablet set-ups the whole server takes in an hour, whatever the address: a district's tablets
     * many times over, and ~3·10⁻⁶ of the 32⁶ device codes, so guessing from many addresses stays
     * hopeless. Reaching it pauses new set-ups only; tablets already set up go on working.
     */
    TABLET_SETUPS_HOURLY: z.coerce.number().int().positive().default(3000),
    /*
     * Per device (the browser's random id, header x-device-id): what one person at one screen controls.
     * A classroom tablet shared by a group of students still fits: 10 students registering, 60 sign-ins.
     */
    SMS_PER_DEVICE_HOURLY: z.coerce.number().int().positive().default(10),
    LOGIN_PER_DEVICE_HOURLY: z.coerce.number().int().positive().default(60),
    CAPTCHA_PER_DEVICE_HOURLY: z.coerce.number().int().positive().default(60),
    /** Which proxies may name the client's address (X-Forwarded-For): see parseTrustProxy. */
    TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.CAPTCHA === 'off') {
      ctx.addIssue({ code: 'custom', path: ['CAPTCHA'], message: 'CAPTCHA=off is not allowed when NODE_ENV=production' });
    }
    if (env.NODE_ENV === 'production' && powWork(env) < MIN_PRODUCTION_POW_WORK) {
      ctx.addIssue({
        code: 'custom',
        path: ['CAPTCHA_POW_MAX_NUMBER'],
        message: `CAPTCHA_POW_MAX_NUMBER × CAPTCHA_POW_COST must be at least ${MIN_PRODUCTION_POW_WORK} when NODE_ENV=production (a captcha a script solves for free)`,
      });
    }
    if (env.NODE_ENV === 'production' && env.SMS_SENDER === 'dev') {
      ctx.addIssue({ code: 'custom', path: ['SMS_SENDER'], message: 'the dev SMS sender is not allowed in production; set SMS_SENDER=aliyun' });
    }
    if (env.SMS_SENDER === 'aliyun') {
      for (const key of ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when SMS_SENDER=aliyun` });
      }
    }
  });

/** Production difficulty: measured in docs/SECURITY.md (What the captcha costs). */
export const POW_DEFAULTS = { maxNumber: 3000, cost: 1000 } as const;
/** NODE_ENV=test: a solve takes a few milliseconds, so tests exercise the real flow without burning CPU. */
export const POW_TEST_DEFAULTS = { maxNumber: 20, cost: 10 } as const;
/** Below this (maximum iterations per solve) production refuses to start. */
const MIN_PRODUCTION_POW_WORK = 200_000;

function powWork(env: { NODE_ENV: string; CAPTCHA_POW_MAX_NUMBER?: number; CAPTCHA_POW_COST?: number }): number {
  const defaults = env.NODE_ENV === 'test' ? POW_TEST_DEFAULTS : POW_DEFAULTS;
  return (env.CAPTCHA_POW_MAX_NUMBER ?? defaults.maxNumber) * (env.CAPTCHA_POW_COST ?? defaults.cost);
}

export type Env = Omit<z.infer<typeof envSchema>, 'CAPTCHA_POW_MAX_NUMBER' | 'CAPTCHA_POW_COST'> & { HOST: string; CAPTCHA_POW_MAX_NUMBER: number; CAPTCHA_POW_COST: number };

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable (e.g. `PORT=` in a compose file) means "not set", not "0".
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const pow = env.NODE_ENV === 'test' ? POW_TEST_DEFAULTS : POW_DEFAULTS;
  return {
    ...env,
    HOST: env.HOST ?? (env.NODE_ENV === 'development' ? '127.0.0.1' : '0.0.0.0'),
    CAPTCHA_POW_MAX_NUMBER: env.CAPTCHA_POW_MAX_NUMBER ?? pow.maxNumber,
    CAPTCHA_POW_COST: env.CAPTCHA_POW_COST ?? pow.cost,
  };
}

/** Defaults for tests: everything as in development, overridable. */
export function testEnv(overrides: Partial<Record<keyof Env, string>> = {}): Env {
  // Images in the test's own database, never in a data directory on disk.
  return loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', IMAGE_STORE: 'database', ...overrides });
}
