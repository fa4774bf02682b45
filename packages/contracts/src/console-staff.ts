import { z } from 'zod';
import { defineConsoleCall, STAFF_ROLES } from './console-call.ts';
import { CONSOLE_CAMP_CALLS } from './console-camps.ts';
import { CONSOLE_CHANNEL_CALLS } from './console-channels.ts';
import { CONSOLE_CONTEST_CALLS } from './console-contests.ts';
import {
  CONSOLE_COURSE_CALLS,
  CONSOLE_COURSE_UPLOAD_PATH,
  CONSOLE_COURSE_UPLOAD_PERMISSION,
} from './console-courses.ts';
import { CONSOLE_FUNNEL_CALLS } from './console-funnel.ts';
import { CONSOLE_INBOX_CALLS } from './console-inbox.ts';
import { CONSOLE_ORDER_CALLS } from './console-orders.ts';
import {
  consoleRefundApprove,
  consoleRefundCreate,
  consoleRefundList,
  consoleRefundReject,
} from './console-refunds.ts';
import {
  CONSOLE_TEMPLATE_CALLS,
  CONSOLE_UPLOAD_PATH,
  CONSOLE_UPLOAD_PERMISSION,
} from './console-templates.ts';
import { zId, zText } from './define-call.ts';

/** Console calls of the staff group: login, logout, me, own password, staff accounts, audit log, classes. */

const zLogin = () => z.string().trim().min(2).max(64);
const zPassword = () => z.string().min(1).max(128);
const ZRole = z.enum(STAFF_ROLES);

export const ZStaff = z.object({
  id: z.number(),
  login: z.string(),
  displayName: z.string(),
  role: ZRole,
  status: z.enum(['active', 'disabled']),
  mustChangePassword: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});

const ZMe = z.object({ staff: ZStaff, csrfToken: z.string() });

export const consoleLogin = defineConsoleCall({
  name: 'consoleLogin',
  summary: '后台登录：账号密码，成功后写入会话 Cookie 并返回 CSRF 令牌',
  method: 'POST',
  path: '/admin/api/login',
  request: z.object({ login: zLogin(), password: zPassword() }).strict(),
  response: ZMe,
});

export const consoleLogout = defineConsoleCall({
  name: 'consoleLogout',
  summary: '后台退出登录：吊销当前会话',
  method: 'POST',
  path: '/admin/api/logout',
  request: z.object({}).strict(),
  response: z.object({ loggedOut: z.boolean() }),
});

export const consoleMe = defineConsoleCall({
  name: 'consoleMe',
  summary: '当前登录的员工与 CSRF 令牌',
  method: 'GET',
  path: '/admin/api/me',
  request: z.object({}).strict(),
  response: ZMe,
});

export const consoleChangePassword = defineConsoleCall({
  name: 'consoleChangePassword',
  summary: '修改自己的密码（需当前密码）；其他会话全部吊销',
  method: 'POST',
  path: '/admin/api/password',
  request: z.object({ currentPassword: zPassword(), newPassword: zPassword() }).strict(),
  response: z.object({ changed: z.boolean() }),
});

export const consoleStaffList = defineConsoleCall({
  name: 'consoleStaffList',
  summary: '员工列表',
  method: 'GET',
  path: '/admin/api/staff/list',
  request: z.object({}).strict(),
  response: z.object({ list: z.array(ZStaff) }),
});

export const consoleStaffCreate = defineConsoleCall({
  name: 'consoleStaffCreate',
  summary: '新建员工账号，返回一次性密码（首次登录后须修改）',
  method: 'POST',
  path: '/admin/api/staff/create',
  request: z
    .object({
      login: zLogin(),
      displayName: zText(40).default(''),
      role: ZRole,
      /** For a teacher: the classes they look after. */
      classIds: z.array(zId()).max(200).default([]),
    })
    .strict(),
  response: z.object({ staff: ZStaff, oneTimePassword: z.string() }),
});

export const consoleStaffSetStatus = defineConsoleCall({
  name: 'consoleStaffSetStatus',
  summary: '停用或启用员工账号；停用即吊销其全部会话',
  method: 'POST',
  path: '/admin/api/staff/status',
  request: z.object({ staffId: zId(), status: z.enum(['active', 'disabled']) }).strict(),
  response: z.object({ staff: ZStaff }),
});

export const ZAuditEntry = z.object({
  id: z.number(),
  staffId: z.number().nullable(),
  staffLogin: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string(),
  createdAt: z.string(),
});

export const consoleAuditList = defineConsoleCall({
  name: 'consoleAuditList',
  summary: '操作日志，新的在前，按 id 向前翻页',
  method: 'GET',
  path: '/admin/api/audit/list',
  request: z
    .object({
      beforeId: zId().optional(),
      pageSize: z.coerce.number().int().min(1).max(100).default(20),
      targetType: zText(40).optional(),
    })
    .strict(),
  response: z.object({ list: z.array(ZAuditEntry), nextBeforeId: z.number().nullable() }),
});

export const consoleClassList = defineConsoleCall({
  name: 'consoleClassList',
  summary: '班级列表：班主任只看到自己负责的班级',
  method: 'GET',
  path: '/admin/api/classes/list',
  request: z.object({}).strict(),
  response: z.object({
    list: z.array(
      z.object({
        id: z.number(),
        campId: z.number(),
        name: z.string(),
        teacherName: z.string(),
        capacity: z.number(),
        seatsTaken: z.number(),
      }),
    ),
  }),
});

/** Every console call: the server's permission table has one row per call; the permission test walks them. */
export const CONSOLE_CALLS = [
  consoleLogin,
  consoleLogout,
  consoleMe,
  consoleChangePassword,
  consoleStaffList,
  consoleStaffCreate,
  consoleStaffSetStatus,
  consoleAuditList,
  consoleClassList,
  consoleRefundList,
  consoleRefundApprove,
  consoleRefundReject,
  consoleRefundCreate,
  ...CONSOLE_TEMPLATE_CALLS,
  // console-ops (issue 17 items 7 and 9): inboxes, orders and money
  ...CONSOLE_INBOX_CALLS,
  ...CONSOLE_ORDER_CALLS,
  ...CONSOLE_CAMP_CALLS,
  ...CONSOLE_FUNNEL_CALLS,
  ...CONSOLE_CHANNEL_CALLS,
  // courses and content (issue 17 item 8)
  ...CONSOLE_COURSE_CALLS,
  // contests: set-up, moderation and results (issue 16 item 6, issue 17 item 10)
  ...CONSOLE_CONTEST_CALLS,
] as const;

/**
 * The console's multipart upload routes (not JSON calls, so not in CONSOLE_CALLS): each is guarded by the
 * permission row of one call. The permission test walks this table beside CONSOLE_CALLS, and checks that every
 * route the server has under /admin/api/ is one or the other, so a new upload route cannot escape it.
 */
export const CONSOLE_UPLOAD_ROUTES = [
  { path: CONSOLE_UPLOAD_PATH, permission: CONSOLE_UPLOAD_PERMISSION },
  { path: CONSOLE_COURSE_UPLOAD_PATH, permission: CONSOLE_COURSE_UPLOAD_PERMISSION },
] as const;
