import { z } from 'zod';
import { zId } from './define-call.ts';

/**
 * The operator console's calls (issue 17) as data, like the learner calls of define-call.ts but of another
 * kind: served under /admin/api, authenticated by the console's session cookie and a CSRF header instead of
 * the learner's sign and token, and guarded by the permission table (packages/contracts/src/console-access.ts).
 * They answer the same `{ code, msg, data }` envelope. They are not in all-calls.ts (the learner API).
 */

export type ConsoleCallContract<
  TReq extends z.ZodObject = z.ZodObject,
  TRes extends z.ZodType = z.ZodType,
> = {
  name: string;
  summary: string;
  method: 'GET' | 'POST';
  /** Always under /admin/api/. */
  path: `/admin/api/${string}`;
  /** The body (POST) or query (GET); strict: unknown fields are refused. */
  request: TReq;
  /** Schema of `data` in the envelope. */
  response: TRes;
};

export function defineConsoleCall<TReq extends z.ZodObject, TRes extends z.ZodType>(
  def: ConsoleCallContract<TReq, TRes>,
): ConsoleCallContract<TReq, TRes> {
  return def;
}

/** The console's roles. */
export const STAFF_ROLES = ['admin', 'operator', 'teacher', 'finance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export type ConsoleRequestOf<C extends ConsoleCallContract> = z.output<C['request']>;
export type ConsoleResponseOf<C extends ConsoleCallContract> = z.input<C['response']>;

/** The console's cookie (httpOnly, SameSite=Strict, Path=/admin, Secure in prod) and CSRF header. */
export const CONSOLE_SESSION_COOKIE = 'console_session';
export const CONSOLE_CSRF_HEADER = 'x-csrf-token';

/**
 * The console's lists (orders, refunds, withdrawals, the three inboxes) are paged by the id of a page's last row,
 * as the audit log is: `cursor` asks for the rows after that row in the list's order, and each answer's
 * `nextCursor` is the cursor of the page after it, null on the last page. Rows written or handled meanwhile
 * neither repeat nor hide a row the way a page number would. A page is CONSOLE_PAGE_SIZE rows unless the call
 * asks for another size (1 to 100).
 */
export const CONSOLE_PAGE_SIZE = 20;
export const consolePaging = {
  pageSize: z.coerce.number().int().min(1).max(100).default(CONSOLE_PAGE_SIZE),
  cursor: zId().optional(),
};
export const zNextCursor = () => z.number().int().positive().nullable();

/** Envelope codes of the console calls (besides 0, 3 not logged in, 4 expired, 1001 invalid params). */
export const ConsoleCode = {
  /** Login name or password wrong (also for an unknown or disabled account: one answer for all). */
  badCredentials: 1703,
  /** The signed-in role lacks the call's permission. */
  forbidden: 1801,
  /** A call that changes data came without the session's CSRF token. */
  csrfRefused: 1802,
  /** Too many wrong passwords: the account is locked for a while. */
  accountLocked: 1803,
  /** The password does not meet the rules (length, letters and digits) or the current one is wrong. */
  weakPassword: 1804,
  /** The account still has its one-time password: only me, logout and changing the password are open. */
  passwordChangeRequired: 1805,
} as const;
