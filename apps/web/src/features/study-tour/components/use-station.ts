import { stationDetail } from '@course/contracts/study-tour-stations';
import { useSearchParams } from 'react-router';
import { useCall } from '../../../lib/query';
import { LIVE, positiveId } from '../page-config';

/** The station of the page (query stationId, or id) and its answer. */
export function useStation() {
  const [params] = useSearchParams();
  const stationId = positiveId(params.get('stationId') ?? params.get('id'));
  const answer = useCall(
    stationDetail,
    { stationId: stationId ?? 0 },
    { enabled: stationId !== null, staleTime: LIVE },
  );
  return { stationId, answer };
}
