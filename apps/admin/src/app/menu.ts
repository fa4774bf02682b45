import type { ConsoleCallName } from '@course/contracts/console-access';
import { roleMay } from '@course/contracts/console-access';
import type { StaffRole } from '@course/contracts/console-call';

/**
 * The console's menu: each entry opens with the call its page reads first, so a role sees exactly the entries
 * the server's permission table (contracts/console-access.ts) lets it use.
 */
export type MenuEntry = { path: string; label: string; call: ConsoleCallName; testId: string };

export const MENU: readonly MenuEntry[] = [
  // console-funnel: the dashboard (home), camps and their group QRs, channels
  { path: '/dashboard', label: '数据看板', call: 'consoleAlertList', testId: 'console-menu-dashboard' },
  { path: '/camps', label: '营期与群二维码', call: 'consoleCampList', testId: 'console-menu-camps' },
  { path: '/channels', label: '渠道', call: 'consoleChannelList', testId: 'console-menu-channels' },
  { path: '/templates', label: '落地页模板', call: 'consoleTemplateList', testId: 'console-menu-templates' },
  { path: '/classes', label: '班级', call: 'consoleClassList', testId: 'console-menu-classes' },
  { path: '/refunds', label: '退款审核', call: 'consoleRefundList', testId: 'console-menu-refunds' },
  // console-ops (issue 17 items 7 and 9): inboxes, orders and money
  { path: '/feedback', label: '无法入群反馈', call: 'consoleFeedbackList', testId: 'console-menu-feedback' },
  { path: '/complaints', label: '投诉', call: 'consoleComplaintList', testId: 'console-menu-complaints' },
  {
    path: '/service-messages',
    label: '客服留言',
    call: 'consoleServiceMessageList',
    testId: 'console-menu-service-messages',
  },
  { path: '/orders', label: '订单', call: 'consoleOrderSearch', testId: 'console-menu-orders' },
  {
    path: '/withdrawals',
    label: '提现审核',
    call: 'consoleWithdrawalList',
    testId: 'console-menu-withdrawals',
  },
  // console-courses (issue 17 item 8): courses, chapters, sections, media, packages
  { path: '/courses', label: '课程', call: 'consoleCourseList', testId: 'console-menu-courses' },
  { path: '/packages', label: '套餐', call: 'consolePackageList', testId: 'console-menu-packages' },
  // console-contests (issue 16 item 6, issue 17 item 10): set-up, moderation, results
  { path: '/contests', label: '比赛', call: 'consoleContestList', testId: 'console-menu-contests' },
  { path: '/staff', label: '员工账号', call: 'consoleStaffList', testId: 'console-menu-staff' },
  { path: '/audit', label: '操作日志', call: 'consoleAuditList', testId: 'console-menu-audit' },
];

export const menuOf = (role: StaffRole): MenuEntry[] => MENU.filter((entry) => roleMay(role, entry.call));

export const ROLE_NAMES: Record<StaffRole, string> = {
  admin: '管理员',
  operator: '运营',
  teacher: '班主任',
  finance: '财务',
};
