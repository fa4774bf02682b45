import { z } from 'zod';
import { ZPageRequest } from './catalogue-shared.ts';
import { defineCall, zId } from './define-call.ts';

/** Site messages (站内信) of the course service. */

export const ZMessage = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  isRead: z.boolean(),
  createdAt: z.number(),
  /** Where the message leads in the app (a path such as '/qiyu-common'), or null */
  link: z.string().nullable(),
});

export const customerMessageList = defineCall({
  name: 'customerMessageList',
  summary: 'The learner’s site messages, newest first, with the unread count',
  path: '/course/api/v1/customerMessage/list',
  auth: 'required',
  request: z.object({ ...ZPageRequest }),
  response: z.object({ list: z.array(ZMessage), total: z.number(), unread: z.number() }),
});

export const customerMessageRead = defineCall({
  name: 'customerMessageRead',
  summary: 'Mark a site message read',
  path: '/course/api/v1/customerMessage/read',
  auth: 'required',
  request: z.object({ id: zId() }),
  response: ZMessage,
});
