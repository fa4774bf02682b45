import { z } from 'zod';
import { defineConsoleCall } from './console-call.ts';
import { zId, zText } from './define-call.ts';

/**
 * Console calls of the camps group (issue 17 item 4): camps and their classes, each class's group QR with its
 * expiry (a WeChat group QR lasts 7 days: the default expiry is now + 7 days) and capacity, and the alerts
 * (QRs expiring within 24 hours, camps without seats) with the teachers' site messages.
 */

/** A QR expiring within this many hours raises an alert. */
export const QR_ALERT_HOURS = 24;

/** An instant with its offset (ISO 8601), e.g. 2026-12-01T20:00:00+08:00. */
const zInstant = () =>
  z
    .string()
    .max(40)
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, 'must be an ISO time')
    .refine((v) => !Number.isNaN(Date.parse(v)), 'must be a real time');
/** A group QR image: an upload of the console (/uploads/console/…) or an http(s) address. */
const zQrUrl = () =>
  z
    .string()
    .max(500)
    .regex(/^(https?:\/\/|\/uploads\/)[^\s]+$/, 'must be an uploaded image');
const zCapacity = () => z.coerce.number().int().min(1).max(10_000);

export const ZConsoleClass = z.object({
  id: z.number(),
  campId: z.number(),
  name: z.string(),
  teacherName: z.string(),
  capacity: z.number(),
  seatsTaken: z.number(),
  groupQrUrl: z.string(),
  groupQrExpiresAt: z.string().nullable(),
  /** The teacher accounts linked to the class (staff_classes). */
  teacherStaffIds: z.array(z.number()),
});

export const ZConsoleCamp = z.object({
  id: z.number(),
  courseId: z.number(),
  courseTitle: z.string(),
  name: z.string(),
  startsAt: z.string(),
  classes: z.array(ZConsoleClass),
});

export const consoleCampList = defineConsoleCall({
  name: 'consoleCampList',
  summary: '营期与班级（含群二维码及有效期、名额），以及可选的课程与班主任账号',
  method: 'GET',
  path: '/admin/api/camps/list',
  request: z.object({}).strict(),
  response: z.object({
    list: z.array(ZConsoleCamp),
    courses: z.array(z.object({ id: z.number(), title: z.string() })),
    teachers: z.array(z.object({ id: z.number(), login: z.string(), displayName: z.string() })),
  }),
});

export const consoleCampCreate = defineConsoleCall({
  name: 'consoleCampCreate',
  summary: '新建营期：课程、名称、开营时间',
  method: 'POST',
  path: '/admin/api/camps/create',
  request: z.object({ courseId: zId(), name: zText(40).trim().min(1), startsAt: zInstant() }).strict(),
  response: z.object({ camp: ZConsoleCamp }),
});

export const consoleCampUpdate = defineConsoleCall({
  name: 'consoleCampUpdate',
  summary: '修改营期：名称、开营时间（已开营的营期不能改开营时间；新的开营时间须晚于现在）',
  method: 'POST',
  path: '/admin/api/camps/update',
  request: z.object({ campId: zId(), name: zText(40).trim().min(1), startsAt: zInstant() }).strict(),
  response: z.object({ camp: ZConsoleCamp }),
});

export const consoleClassCreate = defineConsoleCall({
  name: 'consoleClassCreate',
  summary: '在营期下新建班级：名额、群二维码（有效期默认 7 天）、班主任账号',
  method: 'POST',
  path: '/admin/api/camps/class/create',
  request: z
    .object({
      campId: zId(),
      name: zText(40).trim().min(1),
      teacherName: zText(40).trim().default(''),
      capacity: zCapacity(),
      groupQrUrl: zQrUrl(),
      /** Defaults to now + 7 days; later than now and at most 7 days away, else 2902 (domain group-qr.ts). */
      groupQrExpiresAt: zInstant().optional(),
      teacherStaffId: zId().optional(),
    })
    .strict(),
  response: z.object({ class: ZConsoleClass }),
});

export const consoleClassUpdate = defineConsoleCall({
  name: 'consoleClassUpdate',
  summary: '更换班级群二维码（有效期默认 7 天）或修改名额（不少于已占名额）',
  method: 'POST',
  path: '/admin/api/camps/class/update',
  request: z
    .object({
      classId: zId(),
      capacity: zCapacity().optional(),
      groupQrUrl: zQrUrl().optional(),
      groupQrExpiresAt: zInstant().optional(),
    })
    .strict(),
  response: z.object({ class: ZConsoleClass }),
});

export const ZConsoleAlert = z.object({
  kind: z.enum(['qr_expiring', 'camp_full']),
  campId: z.number(),
  campName: z.string(),
  /** For qr_expiring: the class; null for camp_full. */
  classId: z.number().nullable(),
  className: z.string(),
  /** For qr_expiring: when the QR stops working (it may already have). */
  expiresAt: z.string().nullable(),
  text: z.string(),
});

export const consoleAlertList = defineConsoleCall({
  name: 'consoleAlertList',
  summary: '提醒：24 小时内到期（或已过期）的群二维码、名额已满的营期；班主任只看到自己的班级',
  method: 'GET',
  path: '/admin/api/alerts/list',
  request: z.object({}).strict(),
  response: z.object({ list: z.array(ZConsoleAlert) }),
});

export const consoleStaffMessageList = defineConsoleCall({
  name: 'consoleStaffMessageList',
  summary: '我的站内信（提醒），新的在前',
  method: 'GET',
  path: '/admin/api/messages/mine',
  request: z.object({}).strict(),
  response: z.object({
    list: z.array(
      z.object({ id: z.number(), title: z.string(), content: z.string(), createdAt: z.string() }),
    ),
  }),
});

export const CONSOLE_CAMP_CALLS = [
  consoleCampList,
  consoleCampCreate,
  consoleCampUpdate,
  consoleClassCreate,
  consoleClassUpdate,
  consoleAlertList,
  consoleStaffMessageList,
] as const;
