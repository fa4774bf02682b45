import { z } from 'zod';
import { consolePaging, defineConsoleCall, type StaffRole, zNextCursor } from './console-call.ts';
import { zId } from './define-call.ts';

/**
 * Console calls of the inbox group (issue 17 item 7): the landing's cannot-join feedback (with a 'contacted'
 * state), complaints, and the learners' messages to customer service with the operator's reply.
 */

/**
 * Who sees a learner's full phone number in the inboxes: the staff who call learners back (class teachers, for
 * their own classes only, and operators). Everyone else sees it masked ('138****5678').
 */
export const PHONE_VISIBLE_ROLES: readonly StaffRole[] = ['operator', 'teacher'];

const zReply = () => z.string().trim().min(1, '请填写回复内容').max(500, '回复最多 500 字');

export const ZConsoleFeedback = z.object({
  id: z.number(),
  reasonCode: z.string(),
  reasonDesc: z.string(),
  classId: z.number().nullable(),
  className: z.string().nullable(),
  customerId: z.number().nullable(),
  /** Full or masked, by the viewer's role (PHONE_VISIBLE_ROLES); null when the learner left none. */
  mobile: z.string().nullable(),
  mobileMasked: z.boolean(),
  createdAt: z.string(),
  contactedAt: z.string().nullable(),
  contactedBy: z.string().nullable(),
  note: z.string().nullable(),
});

export const consoleFeedbackList = defineConsoleCall({
  name: 'consoleFeedbackList',
  summary: '无法入群反馈，新的在前；班主任只看到自己班级的反馈；手机号按角色脱敏',
  method: 'GET',
  path: '/admin/api/inbox/feedback/list',
  request: z
    .object({ state: z.enum(['open', 'contacted', 'all']).default('open'), ...consolePaging })
    .strict(),
  response: z.object({ list: z.array(ZConsoleFeedback), nextCursor: zNextCursor() }),
});

export const consoleFeedbackContact = defineConsoleCall({
  name: 'consoleFeedbackContact',
  summary: '标记无法入群反馈为已联系（记录联系人与时间）；已联系过的不再改动',
  method: 'POST',
  path: '/admin/api/inbox/feedback/contact',
  request: z.object({ id: zId(), note: z.string().trim().max(200).default('') }).strict(),
  response: z.object({ contacted: z.boolean() }),
});

export const COMPLAINT_STATES = ['submitted', 'processing', 'resolved'] as const;

export const ZConsoleComplaint = z.object({
  id: z.number(),
  reasonDesc: z.string(),
  content: z.string(),
  customerId: z.number().nullable(),
  mobile: z.string().nullable(),
  mobileMasked: z.boolean(),
  pageUrl: z.string(),
  status: z.enum(COMPLAINT_STATES),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});

export const consoleComplaintList = defineConsoleCall({
  name: 'consoleComplaintList',
  summary: '投诉列表（默认待处理），新的在前；手机号按角色脱敏',
  method: 'GET',
  path: '/admin/api/inbox/complaints/list',
  request: z.object({ status: z.enum(COMPLAINT_STATES).default('submitted'), ...consolePaging }).strict(),
  response: z.object({ list: z.array(ZConsoleComplaint), nextCursor: zNextCursor() }),
});

export const consoleComplaintReply = defineConsoleCall({
  name: 'consoleComplaintReply',
  summary: '回复投诉并标记为已处理；已回复的投诉不再改动',
  method: 'POST',
  path: '/admin/api/inbox/complaints/reply',
  request: z.object({ id: zId(), reply: zReply() }).strict(),
  response: z.object({ replied: z.boolean() }),
});

export const ZConsoleServiceMessage = z.object({
  id: z.number(),
  customerId: z.number(),
  nickname: z.string().nullable(),
  type: z.string(),
  content: z.string(),
  reply: z.string().nullable(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
});

export const consoleServiceMessageList = defineConsoleCall({
  name: 'consoleServiceMessageList',
  summary: '学员的客服留言（默认待回复）：待回复的早的在前，已回复的新的在前',
  method: 'GET',
  path: '/admin/api/inbox/messages/list',
  request: z.object({ state: z.enum(['pending', 'replied']).default('pending'), ...consolePaging }).strict(),
  response: z.object({ list: z.array(ZConsoleServiceMessage), nextCursor: zNextCursor() }),
});

export const consoleServiceMessageReply = defineConsoleCall({
  name: 'consoleServiceMessageReply',
  summary: '客服回复学员留言，学员在“我的留言”里看到；已回复的留言不再改动',
  method: 'POST',
  path: '/admin/api/inbox/messages/reply',
  request: z.object({ id: zId(), reply: zReply() }).strict(),
  response: z.object({ replied: z.boolean() }),
});

export const CONSOLE_INBOX_CALLS = [
  consoleFeedbackList,
  consoleFeedbackContact,
  consoleComplaintList,
  consoleComplaintReply,
  consoleServiceMessageList,
  consoleServiceMessageReply,
] as const;
