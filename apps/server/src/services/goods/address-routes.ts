import { addressCreate, addressGet, addressUpdate } from '@course/contracts/course-user-order';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { createAddress, listAddresses, updateAddress } from './addresses.ts';

/** The learner's delivery addresses (user/address*). */
export function registerAddressRoutes(app: FastifyInstance): void {
  const db = () => app.deps.database.db;

  registerCall(app, addressGet, async (ctx) => listAddresses(db(), requireCustomer(ctx).customerId));

  registerCall(app, addressCreate, async (ctx) => {
    const { wechatType: _w, productCode: _p, ...fields } = ctx.body;
    return createAddress(db(), requireCustomer(ctx).customerId, fields);
  });

  registerCall(app, addressUpdate, async (ctx) => {
    const { wechatType: _w, productCode: _p, id, ...fields } = ctx.body;
    return updateAddress(db(), requireCustomer(ctx).customerId, id, fields);
  });
}
