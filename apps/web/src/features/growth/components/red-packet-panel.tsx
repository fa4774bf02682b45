import { redPacketHistory, redPacketInfo, redPacketOpen } from '@course/contracts/growth-red-packet';
import { formatBeijing } from '@course/domain/beijing-time';
import { formatPrice } from '@course/domain/price';
import { queryClient, toast } from '../../../app/public/request';
import { callKey, useCall } from '../../../lib/query';
import { ApiError, callApi } from '../../../lib/request';
import { PageError, PageLoading } from '../../../ui/states';
import { RedPacketActions } from './red-packet-actions';
import { RedPacketEnvelope } from './red-packet-envelope';

/**
 * One red-packet activity as a page block: the envelope (closed, open with the server's amount, or why it
 * cannot be opened), the balance and the ways on, the rule. `subtitle` and `openedNote` let day-pack say
 * "today" and spring-festival its greeting.
 */
export function RedPacketPanel(props: {
  code: string;
  subtitle?: (info: { kind: 'once' | 'daily'; minCents: number; maxCents: number }) => string;
  openedNote?: string;
}) {
  const info = useCall(redPacketInfo, { code: props.code });
  if (info.isPending) return <PageLoading />;
  if (info.isError)
    return <PageError testId="red-packet-error" error={info.error} onRetry={() => info.refetch()} />;
  const { activity, opened, balanceCents } = info.data;
  const now = Date.now();
  const disabledText = opened
    ? null
    : activity.startsAt !== null && activity.startsAt > now
      ? `${formatBeijing(activity.startsAt, 'M月D日 HH:mm')} 开抢`
      : activity.endsAt !== null && activity.endsAt <= now
        ? '活动已结束'
        : activity.soldOut
          ? '红包已被抢光啦'
          : null;
  const open = async () => {
    try {
      const result = await callApi(redPacketOpen, { body: { code: props.code } });
      if (result.alreadyOpened) toast('这个红包你已经领过啦');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: callKey(redPacketInfo) }),
        queryClient.invalidateQueries({ queryKey: callKey(redPacketHistory) }),
      ]);
    } catch (error) {
      if (error instanceof ApiError && error.code > 0) {
        toast(error.msg);
        await queryClient.invalidateQueries({ queryKey: callKey(redPacketInfo) });
      }
    }
  };
  const subtitle =
    props.subtitle?.(activity) ??
    `随机金额 ${formatPrice(activity.minCents)}~${formatPrice(activity.maxCents)} 元`;
  return (
    <>
      <RedPacketEnvelope
        title={activity.title}
        subtitle={opened ? (props.openedNote ?? '恭喜你获得') : subtitle}
        openedCents={opened?.amountCents ?? null}
        disabledText={disabledText}
        theme={activity.theme}
        onOpen={open}
      />
      <RedPacketActions balanceCents={balanceCents} />
      {activity.rule ? (
        <section className="red-packet-rule" data-testid="red-packet-rule">
          <h2>活动规则</h2>
          {activity.rule}
        </section>
      ) : null}
    </>
  );
}
