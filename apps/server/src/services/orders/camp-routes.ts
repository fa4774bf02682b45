import { campIsStable, campStableList } from '@course/contracts/orders-camp';
import {
  changeCampDate,
  chooseCampDate,
  chooseCampDateNew,
  getOrderSelectedCampDateStatus,
  isOrderIncludeCampDate,
} from '@course/contracts/orders-checkout';
import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/client.ts';
import { invalidParams } from '../../http/app-error.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { learnerCamps } from '../catalogue/learner-camps.ts';
import { campStatus, campsOf, setCamp } from './camp-dates.ts';
import { ownOrder } from './orders.ts';

/** The course ids of a query ('1,2,3'), once each. */
function parseCourseIds(text: string): number[] {
  return [...new Set(text.split(',').map(Number))];
}

/** Camp (class-time) choice of an order, and whether the learner's camp classes are assigned ('stable'). */
export function registerCampRoutes(app: FastifyInstance): void {
  registerCall(app, isOrderIncludeCampDate, async (ctx) => {
    const order = await ownOrder(ctx.db, requireCustomer(ctx).customerId, ctx.params.id, ctx.now());
    const camps = order.courseId === null ? [] : await campsOf(ctx.db, order.courseId, ctx.now());
    return { include: camps.length > 0 || order.campId !== null, camps, chosenCampId: order.campId };
  });

  registerCall(app, getOrderSelectedCampDateStatus, async (ctx) =>
    campStatus(
      ctx.db,
      await ownOrder(ctx.db, requireCustomer(ctx).customerId, ctx.params.id, ctx.now()),
      ctx.now(),
    ),
  );

  const choose = async (
    ctx: { db: AppDb; now: () => Date },
    customerId: number,
    orderNo: string,
    campId: number,
    mode: 'choose' | 'change',
  ) => {
    const order = await ownOrder(ctx.db, customerId, orderNo, ctx.now());
    return { orderNo, camp: await setCamp(ctx.db, order, campId, mode, ctx.now()) };
  };
  registerCall(app, chooseCampDate, async (ctx) =>
    choose(ctx, requireCustomer(ctx).customerId, ctx.body.orderNo, ctx.body.campId, 'choose'),
  );
  registerCall(app, chooseCampDateNew, async (ctx) =>
    choose(ctx, requireCustomer(ctx).customerId, ctx.params.a, Number(ctx.params.b), 'choose'),
  );
  registerCall(app, changeCampDate, async (ctx) =>
    choose(ctx, requireCustomer(ctx).customerId, ctx.body.orderNo, ctx.body.campId, 'change'),
  );

  const own = (ctx: {
    customer: Parameters<typeof requireCustomer>[0]['customer'];
    body: { customerId: number };
  }) => {
    const { customerId } = requireCustomer(ctx);
    // The query names the learner (the spec's shape); one may only ask about oneself.
    if (ctx.body.customerId !== customerId) throw invalidParams('customerId 与登录学员不一致');
    return customerId;
  };
  registerCall(app, campStableList, async (ctx) =>
    learnerCamps(ctx.db, own(ctx), parseCourseIds(ctx.body.courseIds)),
  );
  registerCall(app, campIsStable, async (ctx) => {
    const ids = parseCourseIds(ctx.body.courseIds);
    const list = await learnerCamps(ctx.db, own(ctx), ids);
    return { isStable: ids.every((id) => list.some((c) => c.courseId === id && c.isStable)) };
  });
}
