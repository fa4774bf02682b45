import { z } from 'zod';
import { defineCall, zId } from './define-call.ts';
import { zOrderNo } from './orders-checkout.ts';

/** Receiving a free course (a zero-amount order, paid at once) and the pay result of a landing-page order. */

export const receiveCourse = defineCall({
  name: 'receiveCourse',
  summary: 'Receive a free course: a zero-amount order, paid at once, and the course',
  path: '/course/api/v1/receive/course',
  auth: 'required',
  request: z.object({ courseId: zId() }),
  response: z.object({ orderNo: z.string(), alreadyOwned: z.boolean() }),
});

export const livePayResult = defineCall({
  name: 'livePayResult',
  summary: 'Payment result of a landing-page order (putin): paid, course and teacher QR',
  path: '/putin/api/v1/live/payResult/:id',
  auth: 'required',
  params: z.object({ id: zOrderNo() }),
  request: z.object({}),
  response: z.object({
    orderNo: z.string(),
    paid: z.boolean(),
    status: z.string(),
    courseId: z.number().nullable(),
    title: z.string(),
    teacherQrUrl: z.string().nullable(),
  }),
});
