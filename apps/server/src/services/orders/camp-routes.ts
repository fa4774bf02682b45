import { campIsStable, campStableList } from '@course/contracts/course-extra';
import {
  changeCampDate,
  chooseCampDate,
  chooseCampDateNew,
  getOrderSelectedCampDateStatus,
  isOrderIncludeCampDate,
} from '@course/contracts/course-order';
import type { FastifyInstance } from 'fastify';
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
  const db = () => app.deps.database.db;
  const now = () => new Date(app.deps.now());

  registerCall(app, isOrderIncludeCampDate, async (ctx) => {
    const order = await ownOrder(db(), requireCustomer(ctx).customerId, ctx.params.id, now());
    const camps = order.courseId === null ? [] : await campsOf(db(), order.courseId, now());
    return { include: camps.length > 0 || order.campId !== null, camps, chosenCampId: order.campId };
  });

  registerCall(app, getOrderSelectedCampDateStatus, async (ctx) =>
    campStatus(db(), await ownOrder(db(), requireCustomer(ctx).customerId, ctx.params.id, now()), now()),
  );

  const choose = async (customerId: number, orderNo: string, campId: number, mode: 'choose' | 'change') => {
    const order = await ownOrder(db(), customerId, orderNo, now());
    return { orderNo, camp: await setCamp(db(), order, campId, mode, now()) };
  };
  registerCall(app, chooseCampDate, async (ctx) =>
    choose(requireCustomer(ctx).customerId, ctx.body.orderNo, ctx.body.campId, 'choose'),
  );
  registerCall(app, chooseCampDateNew, async (ctx) =>
    choose(requireCustomer(ctx).customerId, ctx.params.a, Number(ctx.params.b), 'choose'),
  );
  registerCall(app, changeCampDate, async (ctx) =>
    choose(requireCustomer(ctx).customerId, ctx.body.orderNo, ctx.body.campId, 'change'),
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
    learnerCamps(db(), own(ctx), parseCourseIds(ctx.body.courseIds)),
  );
  registerCall(app, campIsStable, async (ctx) => {
    const ids = parseCourseIds(ctx.body.courseIds);
    const list = await learnerCamps(db(), own(ctx), ids);
    return { isStable: ids.every((id) => list.some((c) => c.courseId === id && c.isStable)) };
  });
}
