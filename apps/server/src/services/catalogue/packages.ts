import type { getPackCourseInfo } from '@course/contracts/catalogue-course';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { type BrandCode, coursePackageItems, coursePackages } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';
import { courseCards } from './course-cards.ts';
import { ownedCourseCount } from './ownership.ts';

/** Course packages (套餐): one with its courses and how many the learner owns, and a brand's list. */

/** A package with its courses and how many of them the learner owns. */
export async function packageOf(
  db: AppDb,
  input: CallInput<typeof getPackCourseInfo> & { customerId: number | null; now: Date },
) {
  const [pack] = await db
    .select()
    .from(coursePackages)
    .where(eq(coursePackages.id, input.packageId))
    .limit(1);
  if (!pack) throw notFound('套餐');
  const items = await db
    .select({ courseId: coursePackageItems.courseId })
    .from(coursePackageItems)
    .where(eq(coursePackageItems.packageId, pack.id))
    .orderBy(asc(coursePackageItems.sort));
  const ids = items.map((i) => i.courseId);
  const ownedCount = input.customerId === null ? 0 : await ownedCourseCount(db, input.customerId, ids);
  return {
    id: pack.id,
    title: pack.title,
    intro: pack.intro,
    coverUrl: pack.coverUrl,
    priceCents: pack.priceCents,
    originalPriceCents: pack.originalPriceCents,
    courses: await courseCards(db, ids, input.now),
    ownedCount,
  };
}

/** A brand's packages with their course counts. */
export async function packagesOf(db: AppDb, input: { brand: BrandCode }) {
  const { brand } = input;
  const rows = await db
    .select({
      id: coursePackages.id,
      title: coursePackages.title,
      intro: coursePackages.intro,
      coverUrl: coursePackages.coverUrl,
      priceCents: coursePackages.priceCents,
      originalPriceCents: coursePackages.originalPriceCents,
      courseCount: sql<number>`(select count(*)::int from ${coursePackageItems} where ${coursePackageItems.packageId} = ${coursePackages.id})`,
    })
    .from(coursePackages)
    .where(eq(coursePackages.brand, brand))
    .orderBy(asc(coursePackages.id));
  return rows.map((r) => ({ ...r, courseCount: Number(r.courseCount) }));
}
