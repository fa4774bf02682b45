import { configureJson } from '@course/contracts/landing-configure';
import { getPayConfig, type TPayConfigCell } from '@course/contracts/orders-checkout';
import { oneMessagingAppMethod, type PayMethod, resolvePayMethods } from '@course/domain/pay-methods';
import { useQuery } from '@tanstack/react-query';
import { isInMessagingApp } from '../../lib/platform';
import { callApi } from '../../lib/request';

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
  const allow = useQuery({
    queryKey: ['commerce', 'allowPayMethod'],
    queryFn: () => callApi(configureJson, { params: { code: 'allowPayMethod' }, silent: true }),
    retry: false,
  });
  const payConfig = useQuery({
    queryKey: ['commerce', 'getPayConfig', input.businessCode, input.amountCents],
    // orderPrice: the amount × 100, i.e. in cents
    queryFn: () =>
      callApi(getPayConfig, {
        body: { businessCode: input.businessCode, orderPrice: input.amountCents },
        silent: true,
      }),
    enabled,
    retry: false,
  });
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
