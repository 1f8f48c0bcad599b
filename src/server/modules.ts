import type { ServerModule } from './http/server-module';
import { accountsModule } from './accounts/module';
import { assessmentsModule } from './assessments/module';
import { bookingsModule } from './bookings/module';
import { captchaModule } from './captcha/module';
import { consoleModule } from './console/module';
import { devModule } from './dev/module';
import { enrollModule } from './enroll/module';
import { familyModule } from './family/module';
import { imagesModule } from './images/module';
import { marketingModule } from './marketing/module';
import { personalDataModule } from './personal-data/module';
import { schoolModule } from './school/module';
import { xuankeModule } from './xuanke/module';

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
  consoleModule,
  xuankeModule,
  familyModule,
  imagesModule,
  devModule,
];
