import type { TTeam } from '@course/contracts/group-buying-team';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TeamStatus } from './team-status';

/** What a team shows: one circle per seat (a held seat as 待支付), 还差 N by paid members, 该团已满 to outsiders. */
describe('TeamStatus', () => {
  const now = Date.UTC(2026, 10, 25, 4, 0, 0);
  const base: TTeam = {
    teamId: 1,
    teamNo: 'T2026112500000001',
    status: 'open',
    seats: 3,
    seatsLeft: 1,
    paidCount: 1,
    reservedCount: 1,
    membersNeeded: 2,
    systemFilled: 0,
    deadlineAt: now + 3_600_000,
    serverNow: now,
    leaderNickname: '王**',
    members: [{ nickname: '王**', avatar: '', role: 'leader' }],
    activity: {
      id: 1,
      code: 'team-buy-piano',
      title: '钢琴拼团',
      courseId: 1,
      courseTitle: '钢琴',
      coverUrl: '',
      originalPriceCents: 19_900,
      teamPriceCents: 9_900,
      leaderPriceCents: 7_900,
      leaderBenefit: 'discount',
      teamSize: 3,
      deadlineHours: 24,
      systemFill: false,
      allowMultipleTeams: false,
      rule: '',
      state: 'running',
      startsAt: null,
      endsAt: null,
    },
    me: null,
    posterUrl: '/poster.svg',
    sharePath: '/group-share?teamNo=T2026112500000001',
  };
  const html = (team: TTeam) => renderToStaticMarkup(<TeamStatus team={team} />);
  const text = (h: string) => h.replace(/<[^>]+>/g, '');
  const countOf = (h: string, testId: string) => h.split(`data-testid="${testId}"`).length - 1;

  it('a seat held by an unpaid order: 还差 2 人成团, three circles (one 待支付), 剩余1个名额', () => {
    const h = html(base);
    expect(text(h)).toContain('还差 2 人成团');
    expect(text(h)).toContain('3人团 · 已有1人参团 · 1人待支付 · 剩余1个名额');
    expect(countOf(h, 'group-avatar')).toBe(1);
    expect(countOf(h, 'group-avatar-held')).toBe(1);
    expect(countOf(h, 'group-avatar-empty')).toBe(1);
  });

  it('a full team is 拼团成功 to its paid member, and 该团已满 (no 课程已开通) to anyone else', () => {
    const full: TTeam = {
      ...base,
      status: 'succeeded',
      seatsLeft: 0,
      paidCount: 3,
      reservedCount: 0,
      membersNeeded: 0,
      members: [
        { nickname: '王**', avatar: '', role: 'leader' },
        { nickname: '李*', avatar: '', role: 'member' },
        { nickname: '张**', avatar: '', role: 'member' },
      ],
    };
    const outsider = text(html(full));
    expect(outsider).toContain('该团已满');
    expect(outsider).not.toContain('课程已开通');
    const member = text(
      html({ ...full, me: { role: 'member', status: 'paid', orderNo: 'C1', paidTooLate: false } }),
    );
    expect(member).toContain('拼团成功');
    expect(member).toContain('人数已满，课程已开通');
  });
});
