import type { StaffRole } from './console-call.ts';
import type { CONSOLE_CALLS } from './console-staff.ts';

/**
 * The console's ONE permission table (issue 17): for each console call, who may make it. 'public' needs no
 * session (login), 'signed-in' any active staff (me, logout, own password); otherwise the roles listed.
 * The server's guard (services/console/guard.ts) enforces it in the one preHandler every console call gets; a
 * call without a row does not compile. The console app reads the same table to show only the menu entries a
 * role may use. Money: finance alone approves (refunds now, withdrawals when growth lands); an admin may look
 * at the queue.
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
  consoleRefundReject: ['finance'],
  consoleRefundCreate: ['finance'],
  // the landing-template editor: operators and admins
  consoleTemplateList: ['admin', 'operator'],
  consoleTemplateDetail: ['admin', 'operator'],
  consoleTemplateCreate: ['admin', 'operator'],
  consoleTemplateSaveVersion: ['admin', 'operator'],
  consoleTemplatePublish: ['admin', 'operator'],
  consoleTemplatePreviewLink: ['admin', 'operator'],
  // console-ops (issue 17 items 7 and 9). Inboxes: a teacher sees only the feedback of their own classes
  // (services/console/feedback.ts); the full phone only for PHONE_VISIBLE_ROLES (console-inbox.ts).
  consoleFeedbackList: ['admin', 'operator', 'teacher'],
  consoleFeedbackContact: ['operator', 'teacher'],
  consoleComplaintList: ['admin', 'operator'],
  consoleComplaintReply: ['operator'],
  consoleServiceMessageList: ['admin', 'operator'],
  consoleServiceMessageReply: ['operator'],
  // orders: search and trail for who answers learners or checks money; shipping is the operators' work
  consoleOrderSearch: ['admin', 'operator', 'finance'],
  consoleOrderDetail: ['admin', 'operator', 'finance'],
  consoleOrderShip: ['operator'],
  // money: finance alone approves a withdrawal; an admin may look at the queue
  consoleWithdrawalList: ['admin', 'finance'],
  consoleWithdrawalReview: ['finance'],
  // camps, classes and their group QRs (console-funnel): operators and admins; alerts also to teachers (own classes)
  consoleCampList: ['admin', 'operator'],
  consoleCampCreate: ['admin', 'operator'],
  consoleCampUpdate: ['admin', 'operator'],
  consoleClassCreate: ['admin', 'operator'],
  // a teacher changes only the group QR of a class assigned to them (camps.ts updateClass)
  consoleClassUpdate: ['admin', 'operator', 'teacher'],
  consoleAlertList: ['admin', 'operator', 'teacher'],
  consoleStaffMessageList: 'signed-in',
  // the funnel dashboard (console-funnel)
  consoleFunnel: ['admin', 'operator'],
  // advertising channels and their links (console-funnel)
  consoleChannelList: ['admin', 'operator'],
  consoleChannelSave: ['admin', 'operator'],
  consoleChannelLinkCreate: ['admin', 'operator'],
  // courses and content (issue 17 item 8): operators and admins edit; teachers and finance are refused
  consoleCourseList: ['admin', 'operator'],
  consoleCourseDetail: ['admin', 'operator'],
  consoleCourseSave: ['admin', 'operator'],
  consoleCourseSetOnSale: ['admin', 'operator'],
  consoleChapterSave: ['admin', 'operator'],
  consoleSectionSave: ['admin', 'operator'],
  consoleCourseReorder: ['admin', 'operator'],
  consolePackageList: ['admin', 'operator'],
  consolePackageSave: ['admin', 'operator'],
  // contests (issue 16 item 6, issue 17 item 10): operators and admins set up, moderate and publish; teachers
  // and finance are refused
  consoleContestList: ['admin', 'operator'],
  consoleContestDetail: ['admin', 'operator'],
  consoleContestSave: ['admin', 'operator'],
  consoleContestEntries: ['admin', 'operator'],
  consoleContestReview: ['admin', 'operator'],
  consoleContestResults: ['admin', 'operator'],
  consoleContestPublish: ['admin', 'operator'],
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
