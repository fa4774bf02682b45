import { type AgreementType, ZAgreementDocument } from '@course/contracts/legal-agreement';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { configCodes } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';

/** The configuration code of a brand's document: operators change the text without a release. */
export const agreementCode = (type: AgreementType, brand: string) => `agreement.${type}.${brand}`;

/** A brand's user agreement or privacy policy, as the operators configured it. */
export async function agreementOf(db: AppDb, type: AgreementType, brand: string) {
  const [row] = await db
    .select({ value: configCodes.value })
    .from(configCodes)
    .where(eq(configCodes.code, agreementCode(type, brand)))
    .limit(1);
  // a row an operator broke is 'not found' for the learner, never a half-drawn document
  const parsed = ZAgreementDocument.safeParse(row?.value);
  if (!parsed.success) throw notFound('协议');
  return parsed.data;
}
