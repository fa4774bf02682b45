import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { withdrawals } from '../../db/schema/index.ts';
import type { VerifiedTransferNotification } from '../../integrations/transfer/port.ts';
import { applyBill } from './withdrawals.ts';

/**
 * A verified transfer notification: an unknown bill or a wrong amount changes nothing and is refused (the
 * provider retries, the log shows it); otherwise the state is applied exactly once (applyBill) and a replay is
 * acknowledged without effect.
 */
export async function applyTransferNotification(
  db: AppDb,
  note: VerifiedTransferNotification,
  now: Date,
): Promise<boolean> {
  const [w] = await db.select().from(withdrawals).where(eq(withdrawals.outBillNo, note.outBillNo));
  if (!w || w.amountCents !== note.amountCents) return false;
  await applyBill(
    db,
    note.outBillNo,
    {
      state: note.state,
      transferBillNo: note.transferBillNo,
      packageInfo: null,
      failReason: note.failReason,
    },
    now,
  );
  return true;
}
