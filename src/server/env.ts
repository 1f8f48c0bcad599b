import { z } from 'zod';

/** Configuration, validated once at start. Nothing else in the server reads process.env. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Unset: 127.0.0.1 in development (so /dev/sms and /dev/captcha.json stay on this machine), 0.0.0.0 otherwise. */
    HOST: z.string().optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    /** `off` skips the slider captcha for local testing; refused in production. */
    CAPTCHA: z.enum(['on', 'off']).default('on'),
    /** `dev` logs codes and keeps them for /dev/sms; `aliyun` sends real SMS. */
    SMS_SENDER: z.enum(['dev', 'aliyun']).default('dev'),
    ALIYUN_SMS_ENDPOINT: z.string().url().default('https://dysmsapi.aliyuncs.com/'),
    ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
    ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
    ALIYUN_SMS_SIGN_NAME: z.string().optional(),
    ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
    /** Global daily SMS budget (defence against SMS pumping). */
    SMS_DAILY_BUDGET: z.coerce.number().int().positive().default(2000),
    /** Per-IP limits; raise them for load tests and e2e runs that come from one address. */
    SMS_PER_IP_HOURLY: z.coerce.number().int().positive().default(20),
    LOGIN_PER_IP_HOURLY: z.coerce.number().int().positive().default(100),
    API_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(600),
    /** Behind a reverse proxy, trust X-Forwarded-For for the client address. */
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.CAPTCHA === 'off') {
      ctx.addIssue({ code: 'custom', path: ['CAPTCHA'], message: 'CAPTCHA=off is not allowed when NODE_ENV=production' });
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

export type Env = z.infer<typeof envSchema> & { HOST: string };

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable (e.g. `PORT=` in a compose file) means "not set", not "0".
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return { ...env, HOST: env.HOST ?? (env.NODE_ENV === 'development' ? '127.0.0.1' : '0.0.0.0') };
}

/** Defaults for tests: everything as in development, overridable. */
export function testEnv(overrides: Partial<Record<keyof Env, string>> = {}): Env {
  return loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
}
