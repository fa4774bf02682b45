import type { studyProfileSave } from '@course/contracts/assessments-info';
import { SUBJECT_NAMES } from '@course/domain/course-subjects';
import {
  AGE_GROUPS,
  buildStudyBooklet,
  GOALS,
  LEVELS,
  PREFERRED_TIMES,
  type StudyProfile,
} from '@course/domain/study-profile';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { type BrandCode, courses, studyProfiles } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';
import { brandCourseIds, courseCards } from '../catalogue/course-cards.ts';

/** Info collection: the study profile (one row per learner, upserted) and the booklet made from it. */

export async function saveStudyProfile(
  db: AppDb,
  customerId: number,
  input: CallInput<typeof studyProfileSave>,
  now: Date,
) {
  const values = { ...input, learnerName: input.learnerName.trim(), note: input.note.trim(), updatedAt: now };
  await db
    .insert(studyProfiles)
    .values({ customerId, ...values })
    .onConflictDoUpdate({ target: studyProfiles.customerId, set: values });
  return { updatedAt: now.toISOString() };
}

async function profileRow(db: AppDb, customerId: number) {
  const [row] = await db.select().from(studyProfiles).where(eq(studyProfiles.customerId, customerId));
  return row ?? null;
}

const toProfile = (row: typeof studyProfiles.$inferSelect): StudyProfile => ({
  learnerName: row.learnerName,
  ageGroup: row.ageGroup as StudyProfile['ageGroup'],
  level: row.level as StudyProfile['level'],
  goal: row.goal as StudyProfile['goal'],
  weeklyHours: row.weeklyHours,
  preferredTime: row.preferredTime as StudyProfile['preferredTime'],
  interests: row.interests as StudyProfile['interests'],
  note: row.note,
});

export async function studyProfileOf(db: AppDb, customerId: number) {
  const row = await profileRow(db, customerId);
  return { profile: row ? toProfile(row) : null, updatedAt: row?.updatedAt.toISOString() ?? null };
}

/** The booklet: the domain rule over the saved profile, plus up to four published courses of its subjects. */
export async function studyBookletOf(db: AppDb, input: { customerId: number; brand: BrandCode; now: Date }) {
  const row = await profileRow(db, input.customerId);
  if (!row) throw notFound('学习档案');
  const profile = toProfile(row);
  const ids = await brandCourseIds(db, input.brand);
  const ofSubjects =
    ids.length === 0 || profile.interests.length === 0
      ? []
      : await db
          .select({ id: courses.id })
          .from(courses)
          .where(
            and(
              inArray(courses.id, ids),
              inArray(courses.subject, profile.interests),
              eq(courses.isZeroYuan, false),
            ),
          );
  const wanted = new Set(ofSubjects.map((c) => c.id));
  const cards = await courseCards(db, ids.filter((id) => wanted.has(id)).slice(0, 4), input.now);
  return {
    ...buildStudyBooklet(profile),
    profileLines: [
      { label: '称呼', value: profile.learnerName },
      { label: '年龄段', value: AGE_GROUPS[profile.ageGroup] },
      { label: '学习基础', value: LEVELS[profile.level] },
      { label: '学习目标', value: GOALS[profile.goal] },
      { label: '每周可学', value: `${profile.weeklyHours} 小时` },
      { label: '学习时段', value: PREFERRED_TIMES[profile.preferredTime] },
      { label: '感兴趣', value: profile.interests.map((s) => SUBJECT_NAMES[s]).join('、') },
      ...(profile.note ? [{ label: '备注', value: profile.note }] : []),
    ],
    courses: cards,
    updatedAt: row.updatedAt.toISOString(),
  };
}
