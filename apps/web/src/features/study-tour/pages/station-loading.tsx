import { useEffect } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { NothingHere, PageError } from '../../../ui/states';
import { useStation } from '../components/use-station';
import '../stations.css';

/**
 * stationLoading (query stationId, 加载中): the way into a station's classroom: loads the station (and so the
 * classroom's video address) behind a spinner, then replaces itself with stationRoom, so 'back' leaves the room
 * for the station, not for this page.
 */
export default function StationLoadingPage() {
  const navigate = useAppNavigate();
  const { stationId, answer } = useStation();
  const station = answer.data?.station;
  useEffect(() => {
    if (station) navigate(getHref('stationRoom', { query: { stationId: station.id } }), { replace: true });
  }, [station, navigate]);
  if (stationId === null)
    return <NothingHere text="未找到该站点" wayOn={{ label: '看看其他研学', to: getHref('studyTour') }} />;
  if (answer.isError)
    return <PageError testId="station-error" error={answer.error} onRetry={() => answer.refetch()} />;
  return (
    <main className="sn-loading" data-testid="station-loading-page">
      <div className="sn-spinner" />
      <p>{station ? `正在进入「${station.name}」课堂…` : '正在进入课堂…'}</p>
    </main>
  );
}
