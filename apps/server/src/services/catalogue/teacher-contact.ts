import type { isPopup, teacherWxInfo } from '@course/contracts/catalogue-course';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { courseTeacherContacts, courseWelfares } from '../../db/schema/index.ts';
import type { CallInput } from '../../http/register-call.ts';
import { courseRow } from './course-cards.ts';
import { learnerCamps } from './learner-camps.ts';
import { loadOutline } from './outline.ts';
import { ownsCourse } from './ownership.ts';

/** The teacher a learner adds after buying: the camp class's teacher, else the course's own class teacher. */

/** Which sheet an owner of the course sees first: the class teacher, the unclaimed welfare gift, or none. */
export async function teacherPopupOf(
  db: AppDb,
  input: CallInput<typeof isPopup> & { customerId: number; now: Date },
) {
  const { customerId } = input;
  const course = await courseRow(db, input.courseId);
  const outline = await loadOutline(db, { courseId: course.id, customerId, now: input.now });
  if (!outline.ownership) return { isPopup: false, type: null };
  const [camp] = await learnerCamps(db, customerId, [course.id]);
  if (camp?.teacherQrUrl) return { isPopup: true, type: 'teacher' as const };
  const [welfare] = await db
    .select({ id: courseWelfares.id, giftCourseId: courseWelfares.giftCourseId })
    .from(courseWelfares)
    .where(eq(courseWelfares.courseId, course.id));
  if (welfare?.giftCourseId) {
    if (!(await ownsCourse(db, customerId, welfare.giftCourseId)))
      return { isPopup: true, type: 'welfare' as const };
  }
  return { isPopup: false, type: null };
}

/** The teacher an owner adds: the camp class's, else the course's own class teacher (course_teacher_contacts). */
export async function teacherContactOf(
  db: AppDb,
  input: CallInput<typeof teacherWxInfo> & { customerId: number },
) {
  const { customerId } = input;
  const course = await courseRow(db, input.courseId);
  const [camp] = await learnerCamps(db, customerId, [course.id]);
  if (camp?.teacherQrUrl) {
    return {
      teacherName: camp.teacherName ?? course.teacherName,
      avatarUrl: course.teacherAvatarUrl,
      qrUrl: camp.teacherQrUrl,
      groupQrUrl: camp.groupQrUrl,
      className: camp.className,
    };
  }
  // outside a camp's class, an owner adds the course's own class teacher (course_teacher_contacts)
  const owned = await ownsCourse(db, customerId, course.id);
  const [contact] = owned
    ? await db
        .select({ teacherName: courseTeacherContacts.teacherName, qrUrl: courseTeacherContacts.qrUrl })
        .from(courseTeacherContacts)
        .where(eq(courseTeacherContacts.courseId, course.id))
        .limit(1)
    : [];
  return {
    teacherName: contact?.teacherName ?? camp?.teacherName ?? course.teacherName,
    avatarUrl: course.teacherAvatarUrl,
    qrUrl: contact?.qrUrl || null,
    groupQrUrl: camp?.groupQrUrl ?? null,
    className: camp?.className ?? null,
  };
}
