import { liveDetail } from '@course/contracts/learning-live';
import { useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useCall } from '../../../lib/query';
import { useLiveTick, useServerClock } from './live-stage';

/** The live of the page: `:id` of the path, else the query's liveId or id. */
export function useLiveId(): number | null {
  const params = useParams();
  const [query] = useSearchParams();
  for (const raw of [params.id, query.get('liveId'), query.get('id')]) {
    const n = Number(raw);
    if (raw && Number.isInteger(n) && n > 0) return n;
  }
  return null;
}

/** The live with the server clock ticking on this device; asks again at the start and the end. */
export function useLive(liveId: number | null) {
  const answer = useCall(liveDetail, { liveId: liveId ?? 0 }, { enabled: liveId !== null });
  const now = useServerClock(answer.data?.serverNow);
  const { refetch } = answer;
  const onChange = useCallback(() => void refetch(), [refetch]);
  const tick = useLiveTick(answer.data?.live, now, onChange);
  return { answer, tick };
}
