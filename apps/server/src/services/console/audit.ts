import type { AuditAction, AuditTargetType } from '@course/contracts/console-audit';
import type { ConsoleRequestOf } from '@course/contracts/console-call';
import type { consoleAuditList } from '@course/contracts/console-staff';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { auditLog, staff } from '../../db/schema/index.ts';

/** The audit log: one row per change, written in the change's own transaction (pass the transaction). */

export type AuditEntry = {
  staffId: number | null;
  /** Only the actions and targets the console has a name for (contracts/console-audit.ts). */
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip?: string;
};

export async function writeAudit(db: AppDb, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    staffId: entry.staffId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before,
    after: entry.after,
    ip: (entry.ip ?? '').slice(0, 64),
  });
}

export async function listAudit(db: AppDb, input: ConsoleRequestOf<typeof consoleAuditList>) {
  const conditions: SQL[] = [];
  if (input.beforeId !== undefined) conditions.push(lt(auditLog.id, input.beforeId));
  if (input.targetType !== undefined) conditions.push(eq(auditLog.targetType, input.targetType));
  const rows = await db
    .select({
      id: auditLog.id,
      staffId: auditLog.staffId,
      staffLogin: staff.login,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      before: auditLog.before,
      after: auditLog.after,
      ip: auditLog.ip,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(input.pageSize + 1);
  const page = rows.slice(0, input.pageSize);
  return {
    list: page.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    nextBeforeId: rows.length > input.pageSize ? (page.at(-1)?.id ?? null) : null,
  };
}
