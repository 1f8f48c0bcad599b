import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { familyNoticeText, type NoticeKind, noticeEvents } from '#shared/family/notices';
import { maskMobile } from '../lib/crypto';

/** A 通知 that a booking was received: what it is about and when the student would like the call. */
export interface BookingNotice {
  subject: string;
  time: string;
}

/** A notice a parent opted in to (shared/family/notices.ts): the child's name and what happened. */
export interface FamilyNotice {
  child: string;
  kind: NoticeKind;
}

/** Sends verification codes, booking notices and parents' notices. Implementations: the dev outbox, Alibaba Cloud SMS. */
export interface SmsSender {
  send(mobile: string, code: string): Promise<void>;
  /** False while this sender has no notice template (the booking is kept, no SMS goes out). */
  sendsNotices(): Promise<boolean>;
  sendNotice(mobile: string, notice: BookingNotice): Promise<void>;
  /** False while this sender has no parents' notice template (nothing is sent). */
  sendsFamilyNotices(): Promise<boolean>;
  sendFamilyNotice(mobile: string, notice: FamilyNotice): Promise<void>;
}

type Template = { providerCode: string } | null;
/** The provider's template codes to use now, read at each send (an approval recorded in the console applies at once). */
export type TemplateSource = () => Promise<{ code: Template; notice: Template; family: Template }>;

export interface OutboxEntry {
  mobile: string;
  code: string;
  sentAt: string;
}

export interface NoticeEntry {
  mobile: string;
  text: string;
  sentAt: string;
}

/** The notice's words (the dev outbox shows them; a provider's approved template should read the same). */
export const noticeText = (notice: BookingNotice) =>
  `【生涯规划】已收到你的预约：${notice.subject}，希望联系时间：${notice.time}。顾问会在1个工作日内致电，请留意来电。如非本人操作请忽略。`;

/**
 * Development sender: logs the code and keeps the last ones for /dev/sms,
 * so a newcomer can register without an SMS provider. Refused in production (env.ts).
 */
export class DevSmsSender implements SmsSender {
  private entries: OutboxEntry[] = [];
  private notices: NoticeEntry[] = [];
  constructor(private readonly log?: FastifyBaseLogger) {}

  async send(mobile: string, code: string): Promise<void> {
    this.entries.unshift({ mobile, code, sentAt: new Date().toISOString() });
    this.entries.length = Math.min(this.entries.length, 50);
    this.log?.info({ mobile: maskMobile(mobile) }, `[dev-sms] code for ${maskMobile(mobile)}: ${code}`);
  }

  /** Verification codes only (what register and reset read), newest first. */
  recent(mobile?: string): OutboxEntry[] {
    return mobile ? this.entries.filter((e) => e.mobile === mobile) : [...this.entries];
  }

  async sendsNotices(): Promise<boolean> {
    return true;
  }

  async sendNotice(mobile: string, notice: BookingNotice): Promise<void> {
    this.notices.unshift({ mobile, text: noticeText(notice), sentAt: new Date().toISOString() });
    this.notices.length = Math.min(this.notices.length, 50);
    // Never the text or the number: the log names only that a notice went out.
    this.log?.info({ mobile: maskMobile(mobile) }, `[dev-sms] booking notice for ${maskMobile(mobile)}`);
  }

  async sendsFamilyNotices(): Promise<boolean> {
    return true;
  }

  async sendFamilyNotice(mobile: string, notice: FamilyNotice): Promise<void> {
    this.notices.unshift({ mobile, text: familyNoticeText(notice.child, notice.kind), sentAt: new Date().toISOString() });
    this.notices.length = Math.min(this.notices.length, 50);
    this.log?.info({ mobile: maskMobile(mobile) }, `[dev-sms] parent notice for ${maskMobile(mobile)}`);
  }

  /** Booking and parents' notices, newest first. */
  recentNotices(mobile?: string): NoticeEntry[] {
    return mobile ? this.notices.filter((e) => e.mobile === mobile) : [...this.notices];
  }
}

export interface AliyunConfig {
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** The code template takes ${code}; the notice template ${subject} and ${time}; without a notice template no notice is sent. */
  templates: TemplateSource;
}

/** Alibaba Cloud SMS (dysmsapi SendSms, RPC signature v1, HMAC-SHA1). */
export class AliyunSmsSender implements SmsSender {
  constructor(
    private readonly config: AliyunConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async sendsNotices(): Promise<boolean> {
    return (await this.config.templates()).notice !== null;
  }

  async send(mobile: string, code: string): Promise<void> {
    const template = (await this.config.templates()).code;
    if (!template) throw new Error('SMS: no approved code template');
    await this.sendSms(mobile, template.providerCode, { code });
  }

  async sendNotice(mobile: string, notice: BookingNotice): Promise<void> {
    const template = (await this.config.templates()).notice;
    if (!template) return;
    await this.sendSms(mobile, template.providerCode, { subject: notice.subject, time: notice.time });
  }

  async sendsFamilyNotices(): Promise<boolean> {
    return (await this.config.templates()).family !== null;
  }

  async sendFamilyNotice(mobile: string, notice: FamilyNotice): Promise<void> {
    const template = (await this.config.templates()).family;
    if (!template) return;
    await this.sendSms(mobile, template.providerCode, { child: notice.child, event: noticeEvents[notice.kind] });
  }

  private async sendSms(mobile: string, templateCode: string, templateParam: Record<string, string>): Promise<void> {
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
      TemplateCode: templateCode,
      TemplateParam: JSON.stringify(templateParam),
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
  return encodeURIComponent(value)
    .replace(/\+/g, '%20')
    .replace(/\*/g, '%2A')
    .replace(/%7E/g, '~')
    .replace(/[!'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
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
