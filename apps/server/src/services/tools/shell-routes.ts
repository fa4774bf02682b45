import { checkToolPermission, toolIndex } from '@course/contracts/tools-shell';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { toolIndexOf, toolPermissionOf } from './permissions.ts';

export function registerShellRoutes(app: FastifyInstance): void {
  registerCall(app, toolIndex, async (ctx) =>
    toolIndexOf(ctx.db, requireCustomer(ctx).customerId, ctx.now()),
  );
  registerCall(app, checkToolPermission, async (ctx) =>
    toolPermissionOf(ctx.db, requireCustomer(ctx).customerId, ctx.input.toolCode, ctx.now()),
  );
}
