import { configureJson } from '@course/contracts/landing-configure';
import { getPayConfig, type TPayConfigCell } from '@course/contracts/orders-checkout';
import { oneMessagingAppMethod, type PayMethod, resolvePayMethods } from '@course/domain/pay-methods';
import { isInMessagingApp } from '../../lib/platform';
import { useCall } from '../../lib/query';

/**
 * Payment-method discovery for a business and an amount: getPayConfig with orderPrice = amount × 100 (the
 * amount in cents), allowPayMethod, then the domain rule. `only` narrows the list to some payTypes (the Alipay
 * pages offer 21 and 22, jdpay 31); `insideMessagingApp` defaults to the real browser.
 */
export function usePayMethods(input: {
  businessCode: string;
  amountCents: number;
  enabled?: boolean;
  only?: readonly number[];
  insideMessagingApp?: boolean;
}): { methods: PayMethod[]; cells: TPayConfigCell[]; isPending: boolean; isError: boolean } {
  const enabled = input.enabled ?? true;
  const allow = useCall(configureJson, {}, { params: { code: 'allowPayMethod' }, silent: true });
  const payConfig = useCall(
    getPayConfig,
    // orderPrice: the amount × 100, i.e. in cents
    { businessCode: input.businessCode, orderPrice: input.amountCents },
    { enabled, silent: true },
  );
  const isPending = (enabled && payConfig.isPending) || allow.isPending;
  // one WeChat Pay for a learner, however many channels carry it
  const resolved = isPending
    ? []
    : oneMessagingAppMethod(
        resolvePayMethods({
          configCells: payConfig.data?.configList.configCells ?? null,
          configState: payConfig.data?.configState ?? null,
          insideMessagingApp: input.insideMessagingApp ?? isInMessagingApp(),
          allowPayMethod: Array.isArray(allow.data) ? (allow.data as number[]) : null,
          failed: payConfig.isError,
        }),
      );
  const methods = input.only ? resolved.filter((m) => input.only!.includes(m.payType)) : resolved;
  return {
    methods,
    cells: payConfig.data?.configList.configCells ?? [],
    isPending,
    isError: payConfig.isError,
  };
}
