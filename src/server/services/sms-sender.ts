import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { maskMobile } from '../lib/crypto';

/** Sends one verification code. Implementations: the dev outbox, Alibaba Cloud SMS. */
export interface SmsSender {
  send(mobile: string, code: string): Promise<void>;
}

export interface OutboxEntry {
  mobile: string;
  code: string;
  sentAt: string;
}

/**
 * Development sender: logs the code and keeps the last ones for /dev/sms,
 * so a newcomer can register without an SMS provider. Refused in production (env.ts).
 */
export class DevSmsSender implements SmsSender {
  private entries: OutboxEntry[] = [];
  constructor(private readonly log?: FastifyBaseLogger) {}

  async send(mobile: string, code: string): Promise<void> {
    this.entries.unshift({ mobile, code, sentAt: new Date().toISOString() });
    this.entries.length = Math.min(this.entries.length, 50);
    this.log?.info({ mobile: maskMobile(mobile) }, `[dev-sms] code for ${maskMobile(mobile)}: ${code}`);
  }

  recent(mobile?: string): OutboxEntry[] {
    return mobile ? this.entries.filter((e) => e.mobile === mobile) : [...this.entries];
  }
}

export interface AliyunConfig {
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
}

/** Alibaba Cloud SMS (dysmsapi SendSms, RPC signature v1, HMAC-SHA1). */
export class AliyunSmsSender implements SmsSender {
  constructor(
    private readonly config: AliyunConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(mobile: string, code: string): Promise<void> {
    const params: Record<string, string> = {
      AccessKeyId: this.config.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: mobile,
      RegionId: 'cn-hangzhou',
      SignName: this.config.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: this.config.templateCode,
      TemplateParam: JSON.stringify({ code }),
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    params.Signature = aliyunSignature(params, this.config.accessKeySecret);
    const response = await this.fetchImpl(this.config.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params).toString(),
      signal: AbortSignal.timeout(5000),
    });
    const body = (await response.json().catch(() => ({}))) as { Code?: string; Message?: string };
    if (!response.ok || body.Code !== 'OK') {
      throw new Error(`SMS provider refused: ${body.Code ?? response.status} ${body.Message ?? ''}`.trim());
    }
  }
}

function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/\+/g, '%20').replace(/\*/g, '%2A').replace(/%7E/g, '~').replace(/[!'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function aliyunSignature(params: Record<string, string>, secret: string): string {
  const canonical = Object.keys(params)
    .filter((k) => k !== 'Signature')
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k])}`)
    .join('&');
  const stringToSign = `POST&${percentEncode('/')}&${percentEncode(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}
