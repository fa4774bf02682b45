import { getHref } from '../../../app/public/navigation';
import { NothingHere, PageState } from '../../../ui/states';
import { StreamPlayer } from '../../../ui/stream-player';
import { isStream } from '../../../ui/video-source';
import { useStation } from '../components/use-station';
import '../stations.css';

/** stationDplayer (query stationId, 视频播放): the station's video alone on black, the phone turned or not. */
export default function StationPlayerPage() {
  const { stationId, answer } = useStation();
  if (stationId === null)
    return <NothingHere text="未找到该站点" wayOn={{ label: '看看其他研学', to: getHref('studyTour') }} />;
  return (
    <main className="sn-player-full" data-testid="station-dplayer-page">
      <PageState query={answer}>
        {(d) => (
          <>
            <StreamPlayer
              src={d.station.videoUrl}
              testId="station-dplayer-video"
              live={isStream(d.station.videoUrl)}
            />
            <p>
              {d.station.videoTitle} · 第{d.station.sort}站 {d.station.name}
            </p>
          </>
        )}
      </PageState>
    </main>
  );
}
