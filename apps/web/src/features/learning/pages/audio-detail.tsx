import { voiceCommentList, voiceCommentSave } from '@course/contracts/learning-extra';
import { formatBeijing } from '@course/domain/beijing-time';
import { formatDuration } from '@course/domain/course-subjects';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getHref, useAppNavigate, useGoBack } from '../../../app/public/navigation';
import { useHiddenNav } from '../../../lib/hidden-nav';
import { callKey, useCall } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { useAction } from '../../../lib/use-action';
import { useQueryId } from '../../../lib/use-query-id';
import { Empty, Loading, NothingHere } from '../../../ui/states';
import { usePurchaseOffer } from '../../catalogue/components/purchase-offer';
import { TrialBuyBar } from '../../catalogue/components/trial-buy-bar';
import { cue, play } from '../audio/audio-engine';
import { AudioPlayer } from '../audio/audio-player';
import { useAudioStore } from '../audio/audio-store';
import { lockMessageOf } from '../components/section-lock';
import { tracksOf } from '../components/tracks';
import { VoiceCommentEntry } from '../components/voice-comment-entry';
import { useOpenedSection } from '../use-opened-section';
import '../../catalogue/catalogue-shared.css';
import './audio-detail.css';

/**
 * audioDetail (query knowledgeRootId, goodsCategoryModuleId, id; hiddenNav=1 inside the app) and
 * listenbook-detail: a top bar (back, the course's title, 目录), the audio player with the course's audio list,
 * the way to the voice comments (语音点评) and the comments. With hiddenNav=1 the native app draws its own
 * title bar: the page leaves out its top bar and the shell its home button, tab bar and download banner
 * (app/shell/hidden-nav.ts).
 */
export default function AudioDetailPage() {
  const sectionId = useQueryId('id', 'sectionId');
  const courseId = useQueryId('knowledgeRootId', 'course');
  const moduleId = useQueryId('goodsCategoryModuleId');
  const hiddenNav = useHiddenNav();
  const currentId = useAudioStore((s) => s.current?.id);
  const navigate = useAppNavigate();
  const offerPurchase = usePurchaseOffer();
  const query = useOpenedSection(sectionId, courseId, (data) => {
    if (data.section.kind !== 'audio' || !data.section.mediaUrl) return;
    const { track, list } = tracksOf(data, moduleId);
    // the player keeps playing what it plays when this page is the same track
    if (useAudioStore.getState().current?.id !== track.id) cue(track, list);
    else useAudioStore.setState({ list, visible: true });
  });
  const { data } = query;

  if (sectionId === null)
    return <NothingHere text="没有找到这条音频" wayOn={{ label: '去学习中心', to: getHref('center') }} />;
  if (query.isLoading) return <Loading />;
  if (!data) return <Empty text="正在返回目录…" />;
  const { list } = tracksOf(data, moduleId);
  return (
    <main
      className={`lc-page lc-audio-page ${hiddenNav ? 'is-hidden-nav' : ''}`}
      data-testid="audio-detail"
      data-hidden-nav={hiddenNav}
    >
      <div
        className="lc-audio-backdrop"
        style={{ backgroundImage: `url("${data.course.coverUrl}")` }}
        aria-hidden="true"
      />
      {hiddenNav ? null : <AudioNavBar title={data.course.title} courseId={data.course.id} />}
      <AudioPlayer />
      <section className="lc-block">
        <header className="lc-block-head">
          <h2>{data.course.title}</h2>
          <button
            type="button"
            data-testid="go-course-list"
            onClick={() => navigate(getHref('lession-list', { query: { course: data.course.id } }))}
          >
            {list.length} 条音频 · 目录 ›
          </button>
        </header>
        <ol className="lc-tracks" data-testid="audio-list">
          {data.siblings
            .filter((s) => s.kind === 'audio')
            .map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  className={`lc-track ${s.id === currentId ? 'is-active' : ''} ${s.locked ? 'is-locked' : ''}`}
                  data-testid={`track-${s.id}`}
                  onClick={() => {
                    if (s.locked) return offerPurchase(s.courseId, lockMessageOf(data.access));
                    void play(
                      list.find((t) => t.id === s.id),
                      list,
                    );
                  }}
                >
                  <span>{s.title}</span>
                  <small>
                    {formatDuration(s.durationSec)}
                    {s.isLearned ? ' · 已听完' : s.percent ? ` · 已听${s.percent}%` : ''}
                    {s.locked ? ' · 未解锁' : ''}
                  </small>
                </button>
              </li>
            ))}
        </ol>
      </section>
      <VoiceCommentEntry sectionId={data.section.id} />
      <Comments sectionId={data.section.id} canComment={data.access === 'owned' || data.access === 'trial'} />
      {data.access === 'trial' && !hiddenNav ? <TrialBuyBar courseId={data.course.id} /> : null}
    </main>
  );
}

/** The page's own title bar: back (to the previous page, else the course's list), the title, 目录 and 首页 (the shell's). */
function AudioNavBar(props: { title: string; courseId: number }) {
  const navigate = useAppNavigate();
  const listHref = getHref('lession-list', { query: { course: props.courseId } });
  // transparent over the blurred cover at the top; solid once the page scrolls under it, so nothing shows through
  const [solid, setSolid] = useState(false);
  useEffect(() => {
    const update = () => setSolid(window.scrollY > 4);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  const goBack = useGoBack();
  const back = () => goBack(listHref);
  return (
    // data-home-dock: the shell's 首页 button joins this bar as its last item (app/shell/floating-stack.ts)
    <nav
      className={`lc-nav-bar${solid ? ' is-solid' : ''}`}
      data-testid="page-nav-bar"
      aria-label="页面导航"
      data-home-dock=""
    >
      <button type="button" className="lc-nav-back" data-testid="nav-back" aria-label="返回" onClick={back}>
        ‹
      </button>
      <span className="lc-nav-title">{props.title}</span>
      <button
        type="button"
        className="lc-nav-action"
        data-testid="nav-list"
        onClick={() => navigate(listHref)}
      >
        目录
      </button>
    </nav>
  );
}

function Comments(props: { sectionId: number; canComment: boolean }) {
  const comments = useCall(voiceCommentList, { sectionId: props.sectionId, pageNum: 1, pageSize: 20 });
  const [text, setText] = useState('');
  const queryClient = useQueryClient();
  const send = useAction();
  return (
    <section className="lc-block" data-testid="comments">
      <header className="lc-block-head">
        <h2>留言 {comments.data?.total ? `(${comments.data.total})` : ''}</h2>
      </header>
      {props.canComment ? (
        <form
          className="lc-comment-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (!text.trim()) return;
            void send.run(async () => {
              await callApi(voiceCommentSave, {
                body: { sectionId: props.sectionId, content: text.trim() },
              });
              setText('');
              void queryClient.invalidateQueries({ queryKey: callKey(voiceCommentList) });
            });
          }}
        >
          <input
            value={text}
            maxLength={500}
            placeholder="说说你的收获"
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" disabled={send.busy}>
            {send.busy ? '发送中…' : '发送'}
          </button>
        </form>
      ) : null}
      {comments.data?.list.length ? (
        <ul className="lc-comments">
          {comments.data.list.map((c) => (
            <li key={c.id}>
              {c.avatarUrl ? <img src={c.avatarUrl} alt="" /> : <span className="lc-avatar" />}
              <div>
                <strong>{c.nickname}</strong>
                <p>{c.content}</p>
                <small>{formatBeijing(c.createdAt, 'YYYY/M/D')}</small>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="lc-muted">还没有留言，来说第一句吧</p>
      )}
    </section>
  );
}
