import type { FastifyInstance } from 'fastify';
import { gaokaoApi } from '#shared/api/marketing';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { listProducts, productInfo } from '../services/content';
import { createLead } from '../services/leads';

/** Products and appointments (experts and products); booking needs a login so staff can call back. */
export function gaokaoRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  route(app, deps, gaokaoApi.teamSubscribe, async (body, { caller, setMessage }) => {
    const receipt = await createLead(deps, caller.userId, { subject: { kind: 'expert', id: body.id }, time: body.time, note: body.note, contact: body.mobile });
    setMessage('预约成功');
    return receipt;
  });

  route(app, deps, gaokaoApi.getProductList, async () => listProducts(db, deps.clock.now()));

  route(app, deps, gaokaoApi.getProductInfo, async (body) => productInfo(db, body.id, deps.clock.now()));

  route(app, deps, gaokaoApi.productSubscribe, async (body, { caller, setMessage }) => {
    const receipt = await createLead(deps, caller.userId, { subject: { kind: 'product', id: body.id }, time: body.time, note: body.note, contact: body.mobile });
    setMessage('预约成功');
    return receipt;
  });
}
