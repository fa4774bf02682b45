import { eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { configCodes } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';

/** Configuration codes the landing pages read (configure/json/:code, configure/list). */

export async function configValue(db: AppDb, code: string) {
  const [row] = await db
    .select({ value: configCodes.value })
    .from(configCodes)
    .where(eq(configCodes.code, code))
    .limit(1);
  if (!row) throw notFound('配置');
  return row.value;
}

export async function configValues(db: AppDb, codes: readonly string[]) {
  return db
    .select({ code: configCodes.code, value: configCodes.value })
    .from(configCodes)
    .where(inArray(configCodes.code, [...new Set(codes)]));
}
