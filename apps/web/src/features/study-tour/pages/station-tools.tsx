import {
  stationCheckIn,
  stationDetail,
  stationList,
  stationNoteSave,
} from '@course/contracts/study-tour-stations';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { STATION_NOTE_MAX_CHARS } from '@course/domain/live-lessons';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { callKey } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { NothingHere, PageState } from '../../../ui/states';
import { useStation } from '../components/use-station';
import '../stations.css';

/**
 * stationTools (query stationId, 站点工具): checking in at the station (once; for a learner whose booking's
 * deposit is paid) and the learner's notes there.
 */
export default function StationToolsPage() {
  const navigate = useAppNavigate();
  const client = useQueryClient();
  const { stationId, answer } = useStation();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  if (stationId === null)
    return <NothingHere text="未找到该站点" wayOn={{ label: '看看其他研学', to: getHref('studyTour') }} />;
  const refresh = () => {
    void client.invalidateQueries({ queryKey: callKey(stationDetail) });
    void client.invalidateQueries({ queryKey: callKey(stationList) });
  };
  const checkIn = async () => {
    setBusy(true);
    try {
      const r = await callApi(stationCheckIn, { body: { stationId } });
      toast(r.firstTime ? '打卡成功' : '已经打过卡啦');
      refresh();
    } catch (e) {
      toast((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return toast('请输入笔记内容');
    setBusy(true);
    try {
      await callApi(stationNoteSave, { body: { stationId, content: note.trim() } });
      setNote('');
      toast('笔记已保存');
      refresh();
    } catch (e) {
      toast((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="sn-page" data-testid="station-tools-page">
      <PageState query={answer}>
        {(d) => {
          const s = d.station;
          return (
            <>
              <header className="sn-hero">
                <h1>
                  第{s.sort}站 · {s.name}
                </h1>
                <p>打卡与研学笔记</p>
              </header>
              <section className={`sn-card sn-checkin${s.checkedIn ? ' sn-checkin-done' : ''}`}>
                <div className="sn-checkin-mark" data-testid="station-checkin-state">
                  {s.checkedIn ? '已打卡' : '未打卡'}
                </div>
                <div className="sn-muted">
                  {s.checkedInAt
                    ? `打卡时间 ${formatBeijingDateTime(s.checkedInAt)}`
                    : `${s.checkInCount} 位同学已在这里打卡`}
                </div>
                {d.canCheckIn ? (
                  s.checkedIn ? null : (
                    <button
                      type="button"
                      className="sn-btn"
                      style={{ marginTop: '0.1rem' }}
                      data-testid="station-checkin"
                      disabled={busy}
                      onClick={checkIn}
                    >
                      到站打卡
                    </button>
                  )
                ) : (
                  <>
                    <p className="sn-para" data-testid="station-tools-locked">
                      报名研学并支付定金后才能在站点打卡和记笔记
                    </p>
                    <button
                      type="button"
                      className="sn-btn sn-btn-ghost"
                      onClick={() => navigate(getHref('studyTourInfo', { query: { tourId: s.tourId } }))}
                    >
                      去报名
                    </button>
                  </>
                )}
              </section>
              {d.canCheckIn ? (
                <section className="sn-card">
                  <h2 className="sn-title">研学笔记</h2>
                  <form onSubmit={save}>
                    <textarea
                      className="sn-note-input"
                      data-testid="station-note-input"
                      maxLength={STATION_NOTE_MAX_CHARS}
                      placeholder="记下这一站的收获…"
                      value={note}
                      onChange={(e) => setNote(e.target.value)}
                    />
                    <button type="submit" className="sn-btn" data-testid="station-note-save" disabled={busy}>
                      保存笔记
                    </button>
                  </form>
                  {d.notes.map((n) => (
                    <div key={n.id} className="sn-note" data-testid="station-note">
                      {n.content}
                      <div className="sn-muted">{formatBeijingDateTime(n.createdAt)}</div>
                    </div>
                  ))}
                </section>
              ) : null}
            </>
          );
        }}
      </PageState>
    </main>
  );
}
