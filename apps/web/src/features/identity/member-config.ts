/**
 * The member pages are one engine (pages/member-center.tsx) with per-route configuration (issue 18): the
 * member centre (member, and the native app's appH5-vip) and the rights page (memberRights, equity).
 */
export type MemberView = 'center' | 'rights';

export const MEMBER_ROUTES: Record<string, { view: MemberView; testId: string }> = {
  member: { view: 'center', testId: 'member-center' },
  'appH5-vip': { view: 'center', testId: 'member-center' },
  memberRights: { view: 'rights', testId: 'member-rights' },
  equity: { view: 'rights', testId: 'member-rights' },
};
