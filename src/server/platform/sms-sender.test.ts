import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aliyunSignature, AliyunSmsSender, DevSmsSender, type AliyunConfig } from './sms-sender';

/** RFC 3986 percent-encoding over UTF-8 bytes, as Alibaba Cloud's RPC signature documents it. */
function rfc3986(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Reference computation, written independently of sms-sender.ts. */
function referenceSignature(method: 'GET' | 'POST', params: Record<string, string>, secret: string): string {
  const keys = Object.keys(params)
    .filter((k) => k !== 'Signature')
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const canonical = keys.map((k) => `${rfc3986(k)}=${rfc3986(params[k])}`).join('&');
  const stringToSign = `${method}&${rfc3986('/')}&${rfc3986(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign, 'utf8').digest('base64');
}

// The example in Alibaba Cloud's SMS documentation (signature for GET: zJDF+Lrzhj/ThnlvIToysFRq6t4=).
const DOC_PARAMS: Record<string, string> = {
  AccessKeyId: 'testId',
  Action: 'SendSms',
  Format: 'XML',
  OutId: '123',
  PhoneNumbers: '15300000001',
  RegionId: 'cn-hangzhou',
  SignName: '阿里云短信测试专用',
  SignatureMethod: 'HMAC-SHA1',
  SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
  SignatureVersion: '1.0',
  TemplateCode: 'SMS_71390007',
  TemplateParam: '{"customer":"test"}',
  Timestamp: '2017-07-12T02:42:19Z',
  Version: '2017-05-25',
};

describe('aliyunSignature', () => {
  it('the reference computation reproduces the documented GET vectors', () => {
    expect(referenceSignature('GET', DOC_PARAMS, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
    const describeRegions = {
      Format: 'XML',
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Version: '2014-05-26',
      Timestamp: '2016-02-23T12:46:24Z',
    };
    expect(referenceSignature('GET', describeRegions, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  it('signs the documented parameters for POST', () => {
    // The documented StringToSign with POST instead of GET, signed with `openssl dgst -sha1 -hmac 'testSecret&' -binary | base64`.
    const expected = referenceSignature('POST', DOC_PARAMS, 'testSecret');
    expect(expected).toBe('Xvhv7fPXrPkLVSnlt0jIr08o8NQ=');
    expect(aliyunSignature(DOC_PARAMS, 'testSecret')).toBe(expected);
  });

  it('ignores an existing Signature parameter and depends on the secret and every value', () => {
    const base = aliyunSignature(DOC_PARAMS, 'testSecret');
    expect(aliyunSignature({ ...DOC_PARAMS, Signature: 'whatever' }, 'testSecret')).toBe(base);
    expect(aliyunSignature(DOC_PARAMS, 'otherSecret')).not.toBe(base);
    expect(aliyunSignature({ ...DOC_PARAMS, PhoneNumbers: '15300000002' }, 'testSecret')).not.toBe(base);
  });

  it("encodes the characters encodeURIComponent leaves alone (!*'()) and spaces as %20", () => {
    const params = { A: "it's (a) test! *", B: 'x y+z~', C: '派/=&' };
    expect(aliyunSignature(params, 's')).toBe(referenceSignature('POST', params, 's'));
  });

  it('is independent of the insertion order of the parameters', () => {
    const reversed = Object.fromEntries(Object.entries(DOC_PARAMS).reverse());
    expect(aliyunSignature(reversed, 'testSecret')).toBe(aliyunSignature(DOC_PARAMS, 'testSecret'));
  });
});

describe('AliyunSmsSender against a local fake of the HTTP API', () => {
  const SECRET = 'fake-secret-&-more';
  interface Seen {
    method: string;
    contentType: string | undefined;
    params: Record<string, string>;
    signatureValid: boolean;
  }
  let server: Server;
  let endpoint: string;
  let seen: Seen[] = [];
  let answer: { status: number; body: string } = { status: 200, body: '{"Code":"OK"}' };

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
        const signatureValid = params.Signature === aliyunSignature(params, SECRET) && params.Signature === referenceSignature('POST', params, SECRET);
        seen.push({ method: req.method ?? '', contentType: req.headers['content-type'], params, signatureValid });
        if (!signatureValid) {
          res.writeHead(400, { 'content-type': 'application/json' }).end('{"Code":"SignatureDoesNotMatch","Message":"bad signature"}');
          return;
        }
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  beforeEach(() => {
    seen = [];
    answer = { status: 200, body: '{"Code":"OK","Message":"OK","RequestId":"r1","BizId":"b1"}' };
  });

  const config = (overrides: Partial<AliyunConfig> = {}): AliyunConfig => ({
    endpoint,
    accessKeyId: 'LTAI-test-id',
    accessKeySecret: SECRET,
    signName: '生涯规划',
    templates: async () => ({ code: { providerCode: 'SMS_123456789' }, notice: null, family: null }),
    ...overrides,
  });

  it('sends a signed SendSms request and resolves on Code OK', async () => {
    await expect(new AliyunSmsSender(config()).send('13912345678', '1234')).resolves.toBeUndefined();
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request.method).toBe('POST');
    expect(request.contentType).toBe('application/x-www-form-urlencoded');
    expect(request.signatureValid).toBe(true);
    expect(request.params).toMatchObject({
      Action: 'SendSms',
      AccessKeyId: 'LTAI-test-id',
      PhoneNumbers: '13912345678',
      SignName: '生涯规划',
      TemplateCode: 'SMS_123456789',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      Version: '2017-05-25',
      Format: 'JSON',
    });
    expect(JSON.parse(request.params.TemplateParam)).toEqual({ code: '1234' });
    expect(request.params.Timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(request.params.SignatureNonce).toBeTruthy();
    expect(request.params).not.toHaveProperty('AccessKeySecret');
    expect(Object.values(request.params).join(' ')).not.toContain(SECRET);
  });

  it('reads its templates at each send: a newly approved code template is used at once, and no notice template sends no notice', async () => {
    let templates = { code: { providerCode: 'SMS_100000001' }, notice: null as { providerCode: string } | null, family: null };
    const sender = new AliyunSmsSender(config({ templates: async () => templates }));
    await sender.send('13912345678', '1111');
    expect(await sender.sendsNotices()).toBe(false);
    await sender.sendNotice('13912345678', { subject: '职业规划咨询', time: '工作日晚上' });
    templates = { code: { providerCode: 'SMS_100000002' }, notice: { providerCode: 'SMS_200000001' }, family: null };
    await sender.send('13912345678', '2222');
    expect(await sender.sendsNotices()).toBe(true);
    await sender.sendNotice('13912345678', { subject: '职业规划咨询', time: '工作日晚上' });
    expect(seen.map((r) => r.params.TemplateCode)).toEqual(['SMS_100000001', 'SMS_100000002', 'SMS_200000001']);
    expect(JSON.parse(seen[2].params.TemplateParam)).toEqual({ subject: '职业规划咨询', time: '工作日晚上' });
  });

  it('refuses to send a code without a code template', async () => {
    await expect(new AliyunSmsSender(config({ templates: async () => ({ code: null, notice: null, family: null }) })).send('13912345678', '1234')).rejects.toThrow(
      /no approved code template/,
    );
    expect(seen).toHaveLength(0);
  });

  it('uses a fresh nonce for every request', async () => {
    const sender = new AliyunSmsSender(config());
    await sender.send('13912345678', '1111');
    await sender.send('13912345678', '2222');
    expect(seen[0].params.SignatureNonce).not.toBe(seen[1].params.SignatureNonce);
  });

  it('the fake rejects a request signed with another secret, and the sender throws', async () => {
    await expect(new AliyunSmsSender(config({ accessKeySecret: 'wrong' })).send('13912345678', '1234')).rejects.toThrow(/SignatureDoesNotMatch/);
    expect(seen[0].signatureValid).toBe(false);
  });

  it('throws when the provider refuses', async () => {
    answer = { status: 200, body: '{"Code":"isv.BUSINESS_LIMIT_CONTROL","Message":"触发分钟级流控Permits:1"}' };
    await expect(new AliyunSmsSender(config()).send('13912345678', '1234')).rejects.toThrow(/isv\.BUSINESS_LIMIT_CONTROL.*流控/);
    expect(seen[0].signatureValid).toBe(true);
  });

  it('throws on an HTTP error without a JSON body', async () => {
    answer = { status: 500, body: 'oops' };
    await expect(new AliyunSmsSender(config()).send('13912345678', '1234')).rejects.toThrow(/500/);
  });

  it('throws when the provider cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(new AliyunSmsSender(config({ endpoint: `http://127.0.0.1:${port}/` })).send('13912345678', '1234')).rejects.toThrow();
  });
});

describe('DevSmsSender', () => {
  it('keeps the newest first', async () => {
    const sender = new DevSmsSender();
    await sender.send('13900000001', '1111');
    await sender.send('13900000002', '2222');
    await sender.send('13900000001', '3333');
    expect(sender.recent().map((e) => e.code)).toEqual(['3333', '2222', '1111']);
    expect(sender.recent('13900000001').map((e) => e.code)).toEqual(['3333', '1111']);
    expect(sender.recent('13900000009')).toEqual([]);
    expect(new Date(sender.recent()[0].sentAt).toString()).not.toBe('Invalid Date');
  });

  it('keeps at most 50 entries, dropping the oldest', async () => {
    const sender = new DevSmsSender();
    for (let i = 0; i < 60; i++) await sender.send('13900000001', String(i).padStart(4, '0'));
    const entries = sender.recent();
    expect(entries).toHaveLength(50);
    expect(entries[0].code).toBe('0059');
    expect(entries[49].code).toBe('0010');
  });

  it('returns a copy of its outbox', async () => {
    const sender = new DevSmsSender();
    await sender.send('13900000001', '1111');
    sender.recent().length = 0;
    expect(sender.recent()).toHaveLength(1);
  });

  it('logs the code with a masked mobile', async () => {
    const info = vi.fn();
    const sender = new DevSmsSender({ info } as unknown as FastifyBaseLogger);
    await sender.send('13912345678', '4321');
    expect(info).toHaveBeenCalledTimes(1);
    const [fields, message] = info.mock.calls[0] as [unknown, string];
    expect(fields).toEqual({ mobile: '139****5678' });
    expect(message).toContain('4321');
    expect(message).not.toContain('13912345678');
  });
});
