import { voiceCalls } from '@course/contracts/contests-entry';
import { ResponseCode } from '@course/domain/response-codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contestEntries } from '../../db/schema/index.ts';
import { call } from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';

/**
 * apacInvite → apacInviteApply on PGlite and PostgreSQL: a friend who applies through a contestant's share link
 * (`inviterEntryId`) is recorded as brought by that entry, and the contestant lists whom they brought
 * (getInvitees); a link naming no entry of this contest is ignored and the friend still applies.
 */
const CODE = 'apac-2026';

describeEachDatabase('contest invitations (apacInvite)', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
  });
  afterAll(async () => t?.close());

  const apply = (token: string, realName: string, inviterEntryId?: number, activityCode = CODE) =>
    call(t.app, voiceCalls.apply, {
      token,
      body: {
        activityCode,
        realName,
        region: '华东赛区',
        ...(inviterEntryId ? { inviterEntryId } : {}),
      },
    });
  const invitees = (token: string) =>
    call(t.app, voiceCalls.getInvitees, { token, body: { activityCode: CODE } });
  const invitedBy = async (entryId: number) => {
    const [row] = await t.database.db
      .select({ by: contestEntries.invitedByEntryId })
      .from(contestEntries)
      .where(eq(contestEntries.id, entryId));
    return row!.by;
  };

  it('records the inviter of a friend who applies through the share link, and the inviter sees them', async () => {
    const host = await t.newCustomer({ nickname: '邀请人' });
    const before = await invitees(host.token);
    expect(before).toMatchObject({ code: 0, data: { inviterEntryId: null, count: 0, list: [] } });
    const hostEntry = await apply(host.token, '张邀请');
    expect(hostEntry.code).toBe(0);
    const friendA = await t.newCustomer({ nickname: '好友甲' });
    const friendB = await t.newCustomer({ nickname: '好友乙' });
    const a = await apply(friendA.token, '李好友', hostEntry.data.entryId);
    const b = await apply(friendB.token, '王好友', hostEntry.data.entryId);
    expect(a.code).toBe(0);
    expect(b.code).toBe(0);
    expect(await invitedBy(a.data.entryId)).toBe(hostEntry.data.entryId);

    const mine = await invitees(host.token);
    expect(mine.code).toBe(0);
    expect(mine.data).toMatchObject({ inviterEntryId: hostEntry.data.entryId, count: 2 });
    expect(mine.data.list.map((f) => f.nickname)).toEqual(['好友乙', '好友甲']);
    expect(mine.data.list[0]).toMatchObject({ entryNo: b.data.entryNo, status: 'applied' });
    expect(Math.abs(mine.data.list[0]!.appliedAt - Date.now())).toBeLessThan(60_000);
    // The friends brought nobody; the invitation is not a second entry for anyone.
    expect((await invitees(friendA.token)).data).toMatchObject({ count: 0, inviterEntryId: a.data.entryId });
    expect(await apply(friendA.token, '李好友', hostEntry.data.entryId)).toMatchObject({
      code: ResponseCode.conflict,
    });
  });

  it('ignores an invitation naming no entry of this contest, and the friend still applies', async () => {
    const other = await t.newCustomer();
    const otherContest = await apply(other.token, '别的大赛', undefined, 'memory-2026');
    expect(otherContest.code).toBe(0);
    for (const inviterEntryId of [999_999, otherContest.data.entryId]) {
      const friend = await t.newCustomer();
      const answer = await apply(friend.token, '赵同学', inviterEntryId);
      expect(answer.code).toBe(0);
      expect(await invitedBy(answer.data.entryId)).toBeNull();
    }
    const bad = await call(t.app, voiceCalls.apply, {
      token: other.token,
      body: { activityCode: CODE, realName: '赵同学', region: '华东赛区', inviterEntryId: -3 },
    });
    expect(bad.code).toBe(ResponseCode.invalidParams);
  });

  it('needs a signed-in learner', async () => {
    const anonymous = await call(t.app, voiceCalls.getInvitees, { body: { activityCode: CODE } });
    expect(anonymous.code).not.toBe(0);
    expect([3, 4]).toContain(anonymous.code);
  });
});
