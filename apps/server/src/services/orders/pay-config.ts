import type { TPayConfigCell } from '@course/contracts/orders-checkout';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { configCodes, payChannelConfigs } from '../../db/schema/index.ts';
import type { PaymentProviders } from '../../integrations/payment/providers.ts';

/**
 * The pay-config call: the methods a brand offers for a business and an amount (orderPrice in cents).
 * Rows of the business code win over the brand's '' rows; methods without an adapter in this deployment
 * (live mode without JD Pay, say) and methods whose minimum the amount does not reach are left out.
 * Huabei instalment details carry what each period costs the buyer at the standard buyer rates.
 */

/** Buyer's fee rate of Huabei instalments by period count (2.3 %, 4.5 %, 7.5 %). */
export const HB_FEE_RATES: Readonly<Record<number, number>> = { 3: 0.023, 6: 0.045, 12: 0.075 };

export function instalmentDetails(orderPriceCents: number, periods: number[]) {
  return periods.map((periodNum) => {
    const totalFeeCents = Math.round(orderPriceCents * (HB_FEE_RATES[periodNum] ?? 0));
    return {
      periodNum,
      totalFeeCents,
      eachPrinAndFeeCents: Math.ceil((orderPriceCents + totalFeeCents) / periodNum),
    };
  });
}

export async function payConfig(
  db: AppDb,
  payments: PaymentProviders,
  input: { brand: string; businessCode: string; orderPriceCents: number },
): Promise<{ configState: number; configList: { configCells: TPayConfigCell[] } }> {
  const rows = await db
    .select()
    .from(payChannelConfigs)
    .where(
      and(
        eq(payChannelConfigs.brand, input.brand as 'nbc'),
        inArray(payChannelConfigs.businessCode, [input.businessCode, '']),
        eq(payChannelConfigs.enabled, true),
        lte(payChannelConfigs.minAmountCents, input.orderPriceCents),
      ),
    )
    .orderBy(asc(payChannelConfigs.sort));
  const own = rows.filter((r) => r.businessCode === input.businessCode && input.businessCode !== '');
  const chosen = (own.length > 0 ? own : rows.filter((r) => r.businessCode === '')).filter(
    (r) => payments.forPayType(r.payType) !== null,
  );
  return {
    configState: chosen.length > 0 ? 1 : 0,
    configList: {
      configCells: chosen.map((r) => ({
        payType: r.payType,
        sort: r.sort,
        defaultChannel: r.defaultChannel,
        iconUrl: r.iconUrl,
        hbPayResponse:
          r.payType === 22
            ? { hbPeriodPayDetails: instalmentDetails(input.orderPriceCents, r.periods) }
            : null,
      })),
    },
  };
}

/** The allowPayMethod config (payTypes); empty or missing means every method. */
export async function allowedPayTypes(db: AppDb): Promise<number[]> {
  const [row] = await db
    .select({ value: configCodes.value })
    .from(configCodes)
    .where(eq(configCodes.code, 'allowPayMethod'))
    .limit(1);
  return Array.isArray(row?.value) ? (row.value as unknown[]).map(Number).filter(Number.isInteger) : [];
}
