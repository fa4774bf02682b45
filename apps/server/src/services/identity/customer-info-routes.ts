import { loginCustomer } from '@course/contracts/identity-account';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { customerInfo } from './customer-info.ts';

export function registerCustomerInfoRoutes(app: FastifyInstance): void {
  registerCall(app, loginCustomer, async (ctx) => customerInfo(ctx.db, requireCustomer(ctx).customerId));
}
