import type { FastifyInstance } from 'fastify';
import { deferCourseGrant, onOrderPaid, onOrderRefunded, refundRuleFor } from '../orders/order-hooks.ts';
import { registerBookingRoutes } from './booking-routes.ts';
import {
  onTourOrderPaid,
  onTourOrderRefunded,
  refundRuleOfTour,
  STUDY_TOUR_BUSINESS_CODE,
} from './bookings.ts';
import { registerStationRoutes } from './station-routes.ts';

/** Subscribes the study tour to the orders' payments and refunds; its orders never open the tour's course. */
export function subscribeStudyTourToOrders(): void {
  deferCourseGrant(STUDY_TOUR_BUSINESS_CODE);
  onOrderPaid('study-tour:paid', onTourOrderPaid, { businessCode: STUDY_TOUR_BUSINESS_CODE });
  onOrderRefunded('study-tour:refunded', onTourOrderRefunded, { businessCode: STUDY_TOUR_BUSINESS_CODE });
  refundRuleFor(STUDY_TOUR_BUSINESS_CODE, refundRuleOfTour);
}

/** The study-tour service (issue 18): tours, notices, bookings paid as a deposit then the balance, stations. */
export async function studyTourService(app: FastifyInstance): Promise<void> {
  subscribeStudyTourToOrders();
  registerBookingRoutes(app);
  registerStationRoutes(app);
}
