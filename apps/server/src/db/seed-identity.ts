import { scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppTransaction } from './client.ts';
import { customers, superFanLinks, teachers } from './schema/index.ts';

/** Identity demo rows: a teacher who can sign in at /teacherLogin, and two super-fan links. */

export const DEMO_TEACHER = { mobile: '13900000001', password: 'teacher123', name: '王老师' } as const;

export const DEMO_SUPER_FAN_LINKS = [
  {
    shortParamId: 'demoFans3',
    corpId: 'ww_demo_corp',
    linkType: 3,
    param: 'channel=10&subChannel=1001&putinOneId=1',
    inventAdditionId: 'inv_demo_3',
    mobileEncrypt: 'demo-encrypted-mobile',
  },
  {
    shortParamId: 'demoFans1',
    corpId: 'ww_demo_corp',
    linkType: 1,
    param: 'channel=10&subChannel=1002&putinOneId=1',
    inventAdditionId: 'inv_demo_1',
    mobileEncrypt: '',
  },
] as const;

/** Fixed salt so that re-seeding writes the same hash (demo data only; real teachers get a random salt). */
const demoPasswordHash = (password: string) => {
  const salt = Buffer.from('course-h5-demo-teacher');
  return `scrypt$${salt.toString('base64')}$${scryptSync(password, salt, 32).toString('base64')}`;
};

export async function seedIdentityDemo(
  tx: AppTransaction,
  opts: { teacherAvatarUrl: string },
): Promise<void> {
  await tx
    .insert(customers)
    .values({
      openid: 'sandbox_demo_teacher_1',
      wechatType: 99,
      nickname: DEMO_TEACHER.name,
      mobile: DEMO_TEACHER.mobile,
      learnNumber: '900001',
      avatarUrl: opts.teacherAvatarUrl,
    })
    .onConflictDoNothing();
  const [teacherCustomer] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.openid, 'sandbox_demo_teacher_1'))
    .limit(1);
  if (teacherCustomer) {
    await tx
      .insert(teachers)
      .values({
        customerId: teacherCustomer.id,
        mobile: DEMO_TEACHER.mobile,
        name: DEMO_TEACHER.name,
        passwordHash: demoPasswordHash(DEMO_TEACHER.password),
      })
      .onConflictDoNothing();
  }
  await tx
    .insert(superFanLinks)
    .values(DEMO_SUPER_FAN_LINKS.map((l) => ({ ...l })))
    .onConflictDoNothing();
}
