import {
  changeCampDate,
  chooseCampDate,
  chooseCampDateNew,
  isOrderIncludeCampDate,
  MAX_CAMP_CHANGES,
  type TCamp,
} from '@course/contracts/orders-checkout';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../app/public/request';
import { callKey } from '../../lib/query';
import { ApiError, callApi } from '../../lib/request';
import { campDateText, type Variant } from './camp';

/** Saves the chosen (or changed) start date after the learner confirms it; null when not saved. */
export function useCampSubmit(orderNo: string, variant: Variant) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  async function submit(camp: TCamp): Promise<TCamp | null> {
    const { confirmModal } = await import('../../ui/modal');
    const t = campDateText(camp.startsAt);
    const ok = await confirmModal({
      title: variant.mode === 'change' ? '确认调整开课时间' : '确认开课时间',
      content: (
        <div data-testid="camp-confirm-dialog">
          <div>{camp.name}</div>
          <div>
            {t.date} {t.weekday} {t.time} 开课
          </div>
          <div className="od-muted">
            {variant.mode === 'change'
              ? '调整后原期次的名额将释放'
              : `确认后开课前还可调整 ${MAX_CAMP_CHANGES} 次`}
          </div>
        </div>
      ),
    });
    if (!ok) return null;
    setBusy(true);
    try {
      const answer =
        variant.mode === 'change'
          ? await callApi(changeCampDate, { body: { orderNo, campId: camp.campId } })
          : variant.viaPath
            ? await callApi(chooseCampDateNew, { params: { a: orderNo, b: camp.campId } })
            : await callApi(chooseCampDate, { body: { orderNo, campId: camp.campId } });
      // Every order answer may change with the class time: every call (the order pages' queries among them).
      await queryClient.invalidateQueries({ queryKey: ['call'] });
      return answer.camp;
    } catch (error) {
      if (error instanceof ApiError && error.code > 0) toast(error.msg);
      await queryClient.invalidateQueries({ queryKey: callKey(isOrderIncludeCampDate) });
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { busy, submit };
}
