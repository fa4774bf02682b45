import { eq, inArray } from 'drizzle-orm';
import type { AppTransaction } from './client.ts';
import { customers, sandboxWechatIdentities, wechatApps } from './schema/index.ts';
import { COURSES_DEMO_LEARNER } from './seed-courses.ts';
import { DEMO_CUSTOMERS } from './seed-data.ts';

/** The openids of the demo learners, who the sandbox authorization page offers under 演示学员. */
export const DEMO_LEARNER_OPENIDS: readonly string[] = [
  ...DEMO_CUSTOMERS.map((c) => c.openid),
  COURSES_DEMO_LEARNER.openid,
];

/**
 * The demo learners as identities of the sandbox authorization page, so that someone trying the demo can sign in
 * as 学员小周 (courses, progress, notes, a class) or the other two instead of only as a new identity. Each one is
 * the identity of its own messaging-app account (wechatType → app); written once, like the rest of the seed.
 */
export async function seedSandboxDemoIdentities(tx: AppTransaction): Promise<void> {
  const rows = await tx
    .select({
      openid: customers.openid,
      nickname: customers.nickname,
      avatarUrl: customers.avatarUrl,
      learnNumber: customers.learnNumber,
      appId: wechatApps.appId,
    })
    .from(customers)
    .innerJoin(wechatApps, eq(wechatApps.wechatType, customers.wechatType))
    .where(inArray(customers.openid, [...DEMO_LEARNER_OPENIDS]));
  if (rows.length === 0) return;
  await tx
    .insert(sandboxWechatIdentities)
    .values(
      rows.map((r) => ({
        appId: r.appId,
        openid: r.openid,
        unionid: `u_demo_${r.learnNumber ?? r.openid}`,
        nickname: r.nickname ?? r.openid,
        avatarUrl: r.avatarUrl ?? '',
      })),
    )
    .onConflictDoNothing();
}
