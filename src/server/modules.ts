import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerModule } from './http/server-module';
import { accountsModule } from './accounts/module';
import { assessmentsModule } from './assessments/module';
import { bookingsModule } from './bookings/module';
import { captchaModule } from './captcha/module';
import { enrollModule } from './enroll/module';
import { consoleRoutes } from './routes/console';
import { devRoutes } from './routes/dev';
import { imagesModule } from './images/module';
import { marketingModule } from './marketing/module';
import { personalDataModule } from './personal-data/module';
import { schoolModule } from './school/module';
import { buildTagOf } from './services/console/operations';
import { DevSmsSender } from './platform/sms-sender';

/** Every domain of the server, registered by app.ts in this order: a new domain adds one line here. */
export const serverModules: readonly ServerModule[] = [
  accountsModule,
  captchaModule,
  assessmentsModule,
  personalDataModule,
  marketingModule,
  enrollModule,
  schoolModule,
  bookingsModule,
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
