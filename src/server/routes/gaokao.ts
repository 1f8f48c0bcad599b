import type { FastifyInstance } from 'fastify';
import { gaokaoApi } from '#shared/api/marketing';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { listProducts, productInfo } from '../services/content';
import { reserve } from '../services/reservations';

/** Products and appointments (experts and products); booking needs a login so staff can call back. */
export function gaokaoRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  route(app, deps, gaokaoApi.teamSubscribe, async (body, { caller, setMessage }) => {
    await reserve(deps, caller.userId, 'expert', body.id);
    setMessage('预约成功');
    return null;
  });

  route(app, deps, gaokaoApi.getProductList, async () => listProducts(db));

  route(app, deps, gaokaoApi.getProductInfo, async (body) => productInfo(db, body.id));

  route(app, deps, gaokaoApi.productSubscribe, async (body, { caller, setMessage }) => {
    await reserve(deps, caller.userId, 'product', body.id);
    setMessage('预约成功');
    return null;
  });
}
