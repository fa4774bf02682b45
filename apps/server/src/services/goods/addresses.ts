import type { TAddress } from '@course/contracts/goods-address';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { customerAddresses, customers } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';

/**
 * The learner's address book. One default each (a partial unique index); the first address becomes it.
 * Every change that may move the default first locks the learner's row, so parallel calls of one learner run
 * one after another: without it, 50 parallel first addresses each saw an empty book, each made itself the
 * default and all but one broke the unique index (a 500).
 */

/** Serialises the address-book changes of one learner for the rest of the transaction. */
async function lockAddressBook(tx: AppDb, customerId: number): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

type Row = typeof customerAddresses.$inferSelect;
const toAddress = (r: Row): TAddress => ({
  id: r.id,
  receiver: r.receiver,
  mobile: r.mobile,
  province: r.province,
  city: r.city,
  district: r.district,
  detail: r.detail,
  isDefault: r.isDefault,
});

export type AddressFields = Omit<TAddress, 'id' | 'isDefault'> & { isDefault?: boolean | undefined };

export async function listAddresses(db: AppDb, customerId: number) {
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.customerId, customerId), isNull(customerAddresses.deletedAt)))
    .orderBy(desc(customerAddresses.isDefault), desc(customerAddresses.id));
  return { list: rows.map(toAddress), defaultId: rows.find((r) => r.isDefault)?.id ?? null };
}

export async function createAddress(db: AppDb, customerId: number, input: AddressFields): Promise<TAddress> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, customerId);
    const existing = await listAddresses(tx, customerId);
    const makeDefault = input.isDefault === true || existing.list.length === 0;
    if (makeDefault) {
      await tx
        .update(customerAddresses)
        .set({ isDefault: false })
        .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isDefault, true)));
    }
    const [row] = await tx
      .insert(customerAddresses)
      .values({ ...input, customerId, isDefault: makeDefault })
      .returning();
    return toAddress(row!);
  });
}

export async function updateAddress(
  db: AppDb,
  customerId: number,
  id: number,
  input: Partial<AddressFields> & { deleted?: boolean | undefined },
): Promise<TAddress | null> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, customerId);
    const [current] = await tx
      .select()
      .from(customerAddresses)
      .where(
        and(
          eq(customerAddresses.id, id),
          eq(customerAddresses.customerId, customerId),
          isNull(customerAddresses.deletedAt),
        ),
      )
      .for('update')
      .limit(1);
    if (!current) throw notFound('收货地址');
    if (input.deleted) {
      await tx
        .update(customerAddresses)
        .set({ deletedAt: new Date(), isDefault: false })
        .where(eq(customerAddresses.id, id));
      return null;
    }
    const { deleted: _deleted, isDefault, ...fields } = input;
    if (isDefault === true && !current.isDefault) {
      await tx
        .update(customerAddresses)
        .set({ isDefault: false })
        .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isDefault, true)));
    }
    const changes = Object.fromEntries(
      Object.entries({ ...fields, isDefault }).filter(([, value]) => value !== undefined),
    );
    if (Object.keys(changes).length === 0) return toAddress(current);
    const [row] = await tx
      .update(customerAddresses)
      .set(changes)
      .where(eq(customerAddresses.id, id))
      .returning();
    return toAddress(row!);
  });
}
