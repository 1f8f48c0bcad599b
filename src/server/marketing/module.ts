import type { ServerModule } from '../http/server-module';
import { bannerRoutes } from './banner-routes';
import { caseRoutes } from './case-routes';
import { expertRoutes } from './expert-routes';
import { newsRoutes } from './news-routes';
import { productRoutes } from './product-routes';

/** What the site shows of the company (operators edit it in the console): experts, products, banners, news, cooperation cases. */
export const marketingModule: ServerModule = {
  name: 'marketing',
  register(app, deps) {
    expertRoutes(app, deps);
    productRoutes(app, deps);
    bannerRoutes(app, deps);
    newsRoutes(app, deps);
    caseRoutes(app, deps);
  },
};
