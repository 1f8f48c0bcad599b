import type { FastifyInstance } from 'fastify';
import { gaokaoApi } from '#shared/api/marketing';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { listProducts, productInfo } from './content';

/** The products (the spec's gaokao group; booking one is in bookings/). */
export function productRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  route(app, deps, gaokaoApi.getProductList, async () => listProducts(db, deps.clock.now()));

  route(app, deps, gaokaoApi.getProductInfo, async (body) => productInfo(db, body.id, deps.clock.now()));
}
