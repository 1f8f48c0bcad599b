import { describe, expect, it } from 'vitest';
import { loadEnv, POW_DEFAULTS, POW_TEST_DEFAULTS, testEnv } from './env';

const ALIYUN = {
  SMS_SENDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI-id',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_SMS_SIGN_NAME: '生涯规划',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
};
/** A production configuration that is valid on its own, so each test isolates one problem. */
const PRODUCTION = { NODE_ENV: 'production', ...ALIYUN };

function errorOf(source: Record<string, string | undefined>): string {
  try {
    loadEnv(source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected loadEnv to throw');
}

describe('loadEnv', () => {
  it('has the documented defaults', () => {
    expect(loadEnv({})).toEqual({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      STATIC_DIR: './dist',
      CAPTCHA: 'on',
      CAPTCHA_POW_MAX_NUMBER: POW_DEFAULTS.maxNumber,
      CAPTCHA_POW_COST: POW_DEFAULTS.cost,
      SMS_SENDER: 'dev',
      ALIYUN_SMS_ENDPOINT: 'https://dysmsapi.aliyuncs.com/',
      SMS_DAILY_BUDGET: 2000,
      SMS_PER_IP_HOURLY: 750,
      LOGIN_PER_IP_HOURLY: 2000,
      CAPTCHA_PER_IP_HOURLY: 2000,
      API_PER_IP_PER_MINUTE: 6000,
      TABLET_SETUPS_HOURLY: 3000,
      SMS_PER_DEVICE_HOURLY: 10,
      LOGIN_PER_DEVICE_HOURLY: 60,
      CAPTCHA_PER_DEVICE_HOURLY: 60,
      TRUST_PROXY: false,
      LOG_LEVEL: 'info',
    });
  });

  it('listens on this machine only in development unless HOST is set, on every interface otherwise', () => {
    expect(loadEnv({}).HOST).toBe('127.0.0.1');
    expect(loadEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadEnv({ HOST: '' }).HOST).toBe('127.0.0.1');
    expect(loadEnv({ NODE_ENV: 'test' }).HOST).toBe('0.0.0.0');
    expect(loadEnv(PRODUCTION).HOST).toBe('0.0.0.0');
    expect(loadEnv({ ...PRODUCTION, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });

  it('ignores unrelated variables', () => {
    expect(loadEnv({ PATH: '/usr/bin', HOME: '/root' })).not.toHaveProperty('PATH');
  });

  it('parses PORT as an integer in range', () => {
    expect(loadEnv({ PORT: '8080' }).PORT).toBe(8080);
    expect(loadEnv({ PORT: '0' }).PORT).toBe(0);
    expect(loadEnv({ PORT: '65535' }).PORT).toBe(65535);
    for (const bad of ['abc', '65536', '-1', '80.5']) expect(errorOf({ PORT: bad })).toMatch(/PORT/);
  });

  it('parses the numeric limits and refuses non-positive ones', () => {
    const env = loadEnv({ SMS_DAILY_BUDGET: '5', SMS_PER_IP_HOURLY: '2', LOGIN_PER_IP_HOURLY: '7', API_PER_IP_PER_MINUTE: '9000' });
    expect([env.SMS_DAILY_BUDGET, env.SMS_PER_IP_HOURLY, env.LOGIN_PER_IP_HOURLY, env.API_PER_IP_PER_MINUTE]).toEqual([5, 2, 7, 9000]);
    expect(errorOf({ SMS_DAILY_BUDGET: '0' })).toMatch(/SMS_DAILY_BUDGET/);
    expect(errorOf({ SMS_PER_IP_HOURLY: 'many' })).toMatch(/SMS_PER_IP_HOURLY/);
  });

  it('refuses unknown enum values', () => {
    expect(errorOf({ NODE_ENV: 'staging' })).toMatch(/NODE_ENV/);
    expect(errorOf({ CAPTCHA: 'maybe' })).toMatch(/CAPTCHA/);
    expect(errorOf({ SMS_SENDER: 'twilio' })).toMatch(/SMS_SENDER/);
    expect(errorOf({ LOG_LEVEL: 'loud' })).toMatch(/LOG_LEVEL/);
  });

  it('allows CAPTCHA=off in development and test', () => {
    expect(loadEnv({ CAPTCHA: 'off' }).CAPTCHA).toBe('off');
    expect(loadEnv({ NODE_ENV: 'development', CAPTCHA: 'off' }).CAPTCHA).toBe('off');
    expect(loadEnv({ NODE_ENV: 'test', CAPTCHA: 'off' }).CAPTCHA).toBe('off');
  });

  it('refuses CAPTCHA=off in production', () => {
    expect(loadEnv(PRODUCTION).NODE_ENV).toBe('production');
    const message = errorOf({ ...PRODUCTION, CAPTCHA: 'off' });
    expect(message).toMatch(/^Invalid configuration/);
    expect(message).toContain('CAPTCHA: CAPTCHA=off is not allowed when NODE_ENV=production');
  });

  it('uses the production proof-of-work difficulty outside tests, a trivial one in tests, and takes both from the environment', () => {
    expect(loadEnv(PRODUCTION)).toMatchObject({ CAPTCHA_POW_MAX_NUMBER: POW_DEFAULTS.maxNumber, CAPTCHA_POW_COST: POW_DEFAULTS.cost });
    expect(loadEnv({ NODE_ENV: 'test' })).toMatchObject({ CAPTCHA_POW_MAX_NUMBER: POW_TEST_DEFAULTS.maxNumber, CAPTCHA_POW_COST: POW_TEST_DEFAULTS.cost });
    expect(loadEnv({ ...PRODUCTION, CAPTCHA_POW_MAX_NUMBER: '8000', CAPTCHA_POW_COST: '2000' })).toMatchObject({ CAPTCHA_POW_MAX_NUMBER: 8000, CAPTCHA_POW_COST: 2000 });
    expect(errorOf({ CAPTCHA_POW_COST: '0' })).toMatch(/CAPTCHA_POW_COST/);
    expect(errorOf({ CAPTCHA_SECRET: 'too short' })).toMatch(/CAPTCHA_SECRET/);
  });

  it('refuses a proof of work a script solves for free in production, also when NODE_ENV=test values are copied there', () => {
    const message = errorOf({ ...PRODUCTION, CAPTCHA_POW_MAX_NUMBER: String(POW_TEST_DEFAULTS.maxNumber), CAPTCHA_POW_COST: String(POW_TEST_DEFAULTS.cost) });
    expect(message).toContain('CAPTCHA_POW_MAX_NUMBER: CAPTCHA_POW_MAX_NUMBER × CAPTCHA_POW_COST must be at least');
    expect(errorOf({ ...PRODUCTION, CAPTCHA_POW_COST: '1' })).toMatch(/CAPTCHA_POW_MAX_NUMBER/);
    expect(loadEnv({ NODE_ENV: 'development', CAPTCHA_POW_COST: '1' }).CAPTCHA_POW_COST).toBe(1);
  });

  it('refuses the dev SMS sender in production, also by default', () => {
    expect(errorOf({ NODE_ENV: 'production' })).toContain('SMS_SENDER: the dev SMS sender is not allowed in production');
    expect(errorOf({ NODE_ENV: 'production', SMS_SENDER: 'dev' })).toMatch(/SMS_SENDER/);
  });

  it('requires the four Alibaba Cloud variables with SMS_SENDER=aliyun, naming each missing one', () => {
    expect(loadEnv(ALIYUN)).toMatchObject(ALIYUN);
    const all = errorOf({ SMS_SENDER: 'aliyun' });
    for (const key of ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE']) {
      expect(all).toContain(`${key}: ${key} is required when SMS_SENDER=aliyun`);
      const one = errorOf({ ...ALIYUN, [key]: undefined });
      expect(one).toContain(key);
      expect(one.trim().split('\n')).toHaveLength(2);
      expect(errorOf({ ...ALIYUN, [key]: '' })).toContain(key);
    }
  });

  it('does not require the Alibaba Cloud variables with the dev sender', () => {
    expect(loadEnv({ SMS_SENDER: 'dev' }).ALIYUN_SMS_ACCESS_KEY_ID).toBeUndefined();
  });

  it('accepts a PostgreSQL URL and refuses an invalid one, naming the variable', () => {
    expect(loadEnv({ DATABASE_URL: 'postgres://user:pass@localhost:5432/shengya' }).DATABASE_URL).toBe('postgres://user:pass@localhost:5432/shengya');
    const message = errorOf({ DATABASE_URL: 'not a url' });
    expect(message).toMatch(/^Invalid configuration/);
    expect(message).toContain('DATABASE_URL');
  });

  it('refuses an invalid ALIYUN_SMS_ENDPOINT', () => {
    expect(errorOf({ ALIYUN_SMS_ENDPOINT: 'dysmsapi' })).toContain('ALIYUN_SMS_ENDPOINT');
  });

  it('lists every problem at once', () => {
    const message = errorOf({ PORT: 'x', DATABASE_URL: 'nope', CAPTCHA: 'maybe' });
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('CAPTCHA');
  });
});

describe('testEnv', () => {
  it('is the development defaults with NODE_ENV=test and silent logs', () => {
    const env = testEnv();
    expect(env.NODE_ENV).toBe('test');
    expect(env.LOG_LEVEL).toBe('silent');
    expect(env.SMS_SENDER).toBe('dev');
    expect(env.SMS_PER_IP_HOURLY).toBe(750);
  });

  it('applies overrides through the same validation', () => {
    expect(testEnv({ SMS_PER_IP_HOURLY: '2' }).SMS_PER_IP_HOURLY).toBe(2);
    expect(() => testEnv({ NODE_ENV: 'production' })).toThrow(/SMS_SENDER/);
  });
});
