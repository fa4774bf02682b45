import { ResponseCode } from '@course/domain/response-codes';
import { asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { toolCatalog } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { hasRunningMembership } from '../catalogue/membership.ts';
import { ownsCourse } from '../catalogue/ownership.ts';

/**
 * Who may open a tool (toolIndex, checkToolPermission). A tool is free, or opened by owning its course (the
 * catalogue's ownership, whichever way the course came: bought, gifted, zero-yuan), or by a running
 * membership (a paid membership virtual good not revoked and not expired, granted by the orders' payment).
 */

type ToolRow = typeof toolCatalog.$inferSelect;

/** Lazily asks for the membership once per request, however many tools need it. */
function accessChecker(db: AppDb, customerId: number, now: Date) {
  let member: Promise<boolean> | null = null;
  return async (tool: ToolRow): Promise<boolean> => {
    if (tool.access === 'free') return true;
    if (tool.access === 'course') {
      return tool.courseId !== null && (await ownsCourse(db, customerId, tool.courseId));
    }
    member ??= hasRunningMembership(db, customerId, now);
    return member;
  };
}

export async function toolIndexOf(db: AppDb, customerId: number, now: Date) {
  const rows = await db
    .select()
    .from(toolCatalog)
    .where(eq(toolCatalog.takenDown, false))
    .orderBy(asc(toolCatalog.sort), asc(toolCatalog.id));
  const allowed = accessChecker(db, customerId, now);
  const list = [];
  for (const tool of rows) {
    list.push({
      code: tool.code,
      name: tool.name,
      intro: tool.intro,
      kind: tool.kind,
      routeName: tool.routeName,
      access: tool.access,
      allowed: await allowed(tool),
    });
  }
  return { list };
}

const LOCKED_REASON = { course: '购买对应课程后即可使用', membership: '开通会员后即可使用' } as const;
const OPEN_REASON = {
  free: '免费使用',
  course: '已购课程，可以使用',
  membership: '会员专享，可以使用',
} as const;

export async function toolPermissionOf(db: AppDb, customerId: number, toolCode: string, now: Date) {
  const [tool] = await db.select().from(toolCatalog).where(eq(toolCatalog.code, toolCode)).limit(1);
  if (!tool) throw notFound('工具');
  const base = {
    toolCode: tool.code,
    name: tool.name,
    routeName: tool.routeName,
    access: tool.access,
    courseId: tool.courseId,
  };
  if (tool.takenDown) return { ...base, status: 'takenDown' as const, reason: '该工具已下架' };
  if (await accessChecker(db, customerId, now)(tool)) {
    return { ...base, status: 'allowed' as const, reason: OPEN_REASON[tool.access] };
  }
  return {
    ...base,
    status: 'locked' as const,
    reason: LOCKED_REASON[tool.access === 'course' ? 'course' : 'membership'],
  };
}

/** The server side of the gate: a call of a tool the learner may not open answers 1010 with the reason. */
export async function requireToolAccess(
  db: AppDb,
  customerId: number,
  toolCode: string,
  now: Date,
): Promise<void> {
  const permission = await toolPermissionOf(db, customerId, toolCode, now);
  if (permission.status !== 'allowed') throw new AppError(ResponseCode.noAccess, permission.reason);
}
