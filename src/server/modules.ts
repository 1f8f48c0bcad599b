import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerModule } from './http/server-module';
import { adsRoutes } from './routes/ads';
import { assessmentRoutes } from './routes/assessment';
import { bookingRoutes } from './routes/bookings';
import { captchaModule } from './captcha/module';
import { caseRoutes } from './routes/cases';
import { consoleRoutes } from './routes/console';
import { devRoutes } from './routes/dev';
import { enrollRoutes } from './routes/enroll';
import { gaokaoRoutes } from './routes/gaokao';
import { generalRoutes } from './routes/general';
import { imagesModule } from './images/module';
import { newsRoutes } from './routes/news';
import { userRoutes } from './routes/user';
import { schoolModule } from './school/module';
import { buildTagOf } from './services/console/operations';
import { DevSmsSender } from './platform/sms-sender';

/** Every domain of the server, registered by app.ts in this order: a new domain adds one line here. */
export const serverModules: readonly ServerModule[] = [
  { name: 'user', register: userRoutes },
  captchaModule,
  { name: 'assessment', register: assessmentRoutes },
  { name: 'general', register: generalRoutes },
  { name: 'gaokao', register: gaokaoRoutes },
  { name: 'ads', register: adsRoutes },
  { name: 'news', register: newsRoutes },
  { name: 'cases', register: caseRoutes },
  { name: 'enroll', register: enrollRoutes },
  schoolModule,
  { name: 'bookings', register: bookingRoutes },
  {
    name: 'console',
    register: async (app, deps, { version, staticDir }) =>
      consoleRoutes(app, deps, { version, build: buildTagOf(staticDir ? await readFile(join(staticDir, 'index.html'), 'utf8') : null) }),
  },
  imagesModule,
  {
    name: 'dev',
    register: (app, deps) => {
      if (deps.env.NODE_ENV !== 'production' && deps.sms instanceof DevSmsSender) devRoutes(app, deps, deps.sms);
    },
  },
];
