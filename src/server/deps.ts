import type { Db, Listen } from './db/client';
import type { Env } from './env';
import type { Clock } from './lib/clock';
import type { AfterReply } from './lib/after-reply';
import type { Captcha } from './captcha/public';
import type { ImageStore } from './images/public';
import type { SmsSender } from './platform/sms-sender';

/** What every route module is given; its own file, so routes never import app.ts (which imports them). */
export interface AppDeps {
  db: Db;
  listen: Listen;
  env: Env;
  clock: Clock;
  sms: SmsSender;
  /** Work an answer starts without waiting for it; the app lets it finish before it closes. */
  afterReply: AfterReply;
  captcha: Captcha;
  images: ImageStore;
}
