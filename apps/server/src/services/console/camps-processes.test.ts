import { consoleCampCreate, consoleCampUpdate } from '@course/contracts/console-camps';
import { and, asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, camps, courses } from '../../db/schema/index.ts';
import { consoleCall, staffSessionOf } from '../../test-support/console-client.ts';
import { describePostgres } from '../../test-support/test-database.ts';
import { twoAppsOnPostgres } from '../../test-support/two-apps.ts';

/**
 * 编辑营期 from two server processes at once (PostgreSQL: two app instances, each with its own pool): the camp's row
 * lock is the database's, so edits sent to either process apply one after the other, and each is audited with the
 * values the one before it left (an unbroken before → after chain ending at the stored row).
 */
const HOUR = 3_600_000;

describePostgres('camp edits from two processes (PostgreSQL)', () => {
  const apps = twoAppsOnPostgres();

  it('eight edits of one camp over both processes at once: each applied in turn and audited once', async () => {
    const [a, b] = [apps.a(), apps.b()];
    const db = a.database.db;
    const operator = await staffSessionOf(db, 'operator', `camps_two_processes_${process.pid}`);
    const [course] = await db.select({ id: courses.id }).from(courses).orderBy(asc(courses.id)).limit(1);
    const now = Date.now();
    const created = await consoleCall(
      a.app,
      consoleCampCreate,
      { courseId: course!.id, name: '两进程营期', startsAt: new Date(now + 72 * HOUR).toISOString() },
      operator,
    );
    expect(created.code, created.msg).toBe(0);
    const campId = created.data.camp.id;

    const edits = Array.from({ length: 8 }, (_, i) => ({
      campId,
      name: `两进程营期-${i}`,
      startsAt: new Date(now + (80 + i) * HOUR).toISOString(),
    }));
    const answers = await Promise.all(
      edits.map((edit, i) => consoleCall((i % 2 === 0 ? a : b).app, consoleCampUpdate, edit, operator)),
    );
    expect(answers.map((r) => r.code)).toEqual(edits.map(() => 0));

    const trail = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'camp.update'), eq(auditLog.targetId, String(campId))))
      .orderBy(asc(auditLog.id));
    expect(trail).toHaveLength(8);
    expect(trail[0]!.before).toMatchObject({ name: '两进程营期' });
    for (let i = 1; i < trail.length; i++) expect(trail[i]!.before).toEqual(trail[i - 1]!.after);
    const [row] = await db.select().from(camps).where(eq(camps.id, campId));
    const last = trail.at(-1)!.after as { name: string; startsAt: string };
    expect(row!.name).toBe(last.name);
    expect(row!.startsAt.toISOString()).toBe(new Date(last.startsAt).toISOString());
    // every edit is in the trail once, whichever process took it
    expect(trail.map((t) => (t.after as { name: string }).name).sort()).toEqual(
      edits.map((e) => e.name).sort(),
    );
  });
});
