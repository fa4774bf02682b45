import {
  stationCheckIn,
  stationDetail,
  stationList,
  stationNoteSave,
} from '@course/contracts/study-tour-stations';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { checkInAtStation, saveStationNote, stationDetailOf, stationListOf } from './stations.ts';

/** The stations of a study tour: the list, one station, checking in and notes. */
export function registerStationRoutes(app: FastifyInstance): void {
  registerCall(app, stationList, async (ctx) =>
    stationListOf(ctx.db, { ...ctx.input, customerId: ctx.customer?.customerId ?? null }),
  );
  registerCall(app, stationDetail, async (ctx) =>
    stationDetailOf(ctx.db, { ...ctx.input, customerId: ctx.customer?.customerId ?? null }),
  );
  registerCall(app, stationCheckIn, async (ctx) =>
    checkInAtStation(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId, now: ctx.now() }),
  );
  registerCall(app, stationNoteSave, async (ctx) =>
    saveStationNote(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId, now: ctx.now() }),
  );
}
