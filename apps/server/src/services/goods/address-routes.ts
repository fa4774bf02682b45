import { addressCreate, addressGet, addressUpdate } from '@course/contracts/goods-address';
import { retailAddressList } from '@course/contracts/goods-retail';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { createAddress, listAddresses, updateAddress } from './addresses.ts';

/** The learner's delivery addresses (user/address*, retail/address/list). */
export function registerAddressRoutes(app: FastifyInstance): void {
  registerCall(app, addressGet, async (ctx) => listAddresses(ctx.db, requireCustomer(ctx).customerId));

  registerCall(app, addressCreate, async (ctx) => {
    return createAddress(ctx.db, requireCustomer(ctx).customerId, ctx.input);
  });

  registerCall(app, addressUpdate, async (ctx) => {
    const { id, ...fields } = ctx.input;
    return updateAddress(ctx.db, requireCustomer(ctx).customerId, id, fields);
  });

  registerCall(app, retailAddressList, async (ctx) => listAddresses(ctx.db, requireCustomer(ctx).customerId));
}
