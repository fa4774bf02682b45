import { asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { classes, type StaffRow, staffClasses } from '../../db/schema/index.ts';

/** Classes as the console sees them: a teacher only the classes assigned to them (staff_classes). */
export async function listClasses(db: AppDb, viewer: StaffRow) {
  const columns = {
    id: classes.id,
    campId: classes.campId,
    name: classes.name,
    teacherName: classes.teacherName,
    capacity: classes.capacity,
    seatsTaken: classes.seatsTaken,
  };
  const list =
    viewer.role === 'teacher'
      ? await db
          .select(columns)
          .from(classes)
          .innerJoin(staffClasses, eq(staffClasses.classId, classes.id))
          .where(eq(staffClasses.staffId, viewer.id))
          .orderBy(asc(classes.id))
      : await db.select(columns).from(classes).orderBy(asc(classes.id));
  return { list };
}
