import type { StaffRole } from '@course/contracts/console-call';
import type { CONSOLE_CALLS } from '@course/contracts/console-staff';

/**
 * The console's ONE permission table (issue 17): for each console call, who may make it. 'public' needs no
 * session (login), 'signed-in' any active staff (me, logout, own password); otherwise the roles listed.
 * guard.ts enforces it in the one preHandler every console call gets; a call without a row does not compile.
 * Money: finance alone approves (refunds now, withdrawals when growth lands); an admin may look at the queue.
 */
export type ConsoleAccess = 'public' | 'signed-in' | readonly StaffRole[];

export type ConsoleCallName = (typeof CONSOLE_CALLS)[number]['name'];

export const CONSOLE_ACCESS = {
  consoleLogin: 'public',
  consoleLogout: 'signed-in',
  consoleMe: 'signed-in',
  consoleChangePassword: 'signed-in',
  consoleStaffList: ['admin'],
  consoleStaffCreate: ['admin'],
  consoleStaffSetStatus: ['admin'],
  consoleAuditList: ['admin'],
  // a teacher sees only the classes assigned to them (classes.ts)
  consoleClassList: ['admin', 'operator', 'teacher'],
  consoleRefundList: ['admin', 'finance'],
  // money: finance alone
  consoleRefundApprove: ['finance'],
} as const satisfies Record<ConsoleCallName, ConsoleAccess>;

export function accessOf(callName: string): ConsoleAccess | undefined {
  return (CONSOLE_ACCESS as Record<string, ConsoleAccess>)[callName];
}

/** Whether a role may make a call; an unknown call is refused. */
export function roleMay(role: StaffRole, callName: string): boolean {
  const access = accessOf(callName);
  if (access === undefined) return false;
  if (access === 'public' || access === 'signed-in') return true;
  return access.includes(role);
}
