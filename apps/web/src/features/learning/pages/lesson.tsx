import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { useUserInfo } from '../../../app/public/session';
import { useQueryId } from '../../../lib/use-query-id';
import { Empty, Loading, NothingHere } from '../../../ui/states';
import { Watermark } from '../../../ui/watermark';
import { SectionRow, useOpenSection } from '../../catalogue/components/section-row';
import { TrialBuyBar } from '../../catalogue/components/trial-buy-bar';
import { cue } from '../audio/audio-engine';
import { AudioPlayer } from '../audio/audio-player';
import { NoteBox } from '../components/note-box';
import { lockMessageOf } from '../components/section-lock';
import { TextLearned } from '../components/text-learned';
import { tracksOf } from '../components/tracks';
import { VoiceCommentEntry } from '../components/voice-comment-entry';
import { useOpenedSection } from '../use-opened-section';
import { VideoPlayer } from '../video/video-player';
import '../../catalogue/catalogue-shared.css';
import './lesson.css';

/**
 * The lesson pages (lession-detail, lesson-detail, lession-detail1, new-lession-detail, chapter and resource
 * details, the video pages): the player or the document on top with the watermark on paid content, the
 * section title, the way to the lesson's voice comments (语音点评), notes, the sibling list with learned marks,
 * previous and next.
 */
export default function LessonPage() {
  const sectionId = useQueryId('section', 'sectionId', 'id');
  const courseId = useQueryId('course', 'courseId');
  const query = useOpenedSection(sectionId, courseId, (data) => {
    if (data.section.kind === 'audio' && data.section.mediaUrl) {
      const { track, list } = tracksOf(data, null);
      cue(track, list);
    }
  });
  const user = useUserInfo();
  const navigate = useAppNavigate();
  const openSection = useOpenSection();
  const { data } = query;

  if (sectionId === null)
    return <NothingHere text="没有找到这一节" wayOn={{ label: '去学习中心', to: getHref('center') }} />;
  if (query.isLoading) return <Loading />;
  if (!data) return <Empty text="正在返回目录…" />;
  const s = data.section;
  const watermark =
    data.course.isPaidCourse && data.access === 'owned' ? (user.data?.learnNumber ?? null) : null;
  const lockMessage = lockMessageOf(data.access);
  const goTo = (id: number | null) => {
    const target = data.siblings.find((x) => x.id === id);
    if (target) openSection(target, lockMessage);
  };
  return (
    <main className="lc-page lc-lesson" data-testid="lesson-page" data-kind={s.kind}>
      {s.kind === 'video' && s.mediaUrl ? (
        <VideoPlayer
          key={s.id}
          src={s.mediaUrl}
          sectionId={s.id}
          poster={data.course.coverUrl}
          watermark={watermark}
          onEnded={() => data.nextId && toast('本节已学完，可以学习下一节啦')}
        />
      ) : s.kind === 'audio' ? (
        <div className="lc-lesson-audio">
          <AudioPlayer />
        </div>
      ) : (
        <article className="lc-doc" data-testid="lesson-document">
          <h1>{s.title}</h1>
          {(s.content ?? '').split('\n').map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static text lines
            <p key={i}>{line}</p>
          ))}
          {watermark ? <Watermark learnNumber={watermark} /> : null}
          <TextLearned
            sectionId={s.id}
            learned={data.record.isLearned}
            className="lc-btn lc-btn-small"
            doneClassName="lc-muted"
            testId="mark-learned"
          />
        </article>
      )}
      <section className="lc-block">
        <p className="lc-muted">
          {data.course.title} · {data.chapter.title}
        </p>
        <h1 className="lc-lesson-title" data-testid="lesson-title">
          {s.title}
        </h1>
        {data.access === 'trial' ? <span className="lc-tag">试看</span> : null}
        <div className="lc-prev-next">
          <button
            type="button"
            className="lc-btn lc-btn-ghost"
            disabled={!data.prevId}
            onClick={() => goTo(data.prevId)}
          >
            上一节
          </button>
          <button
            type="button"
            className="lc-btn"
            disabled={!data.nextId}
            onClick={() => goTo(data.nextId)}
            data-testid="next-section"
          >
            下一节
          </button>
        </div>
      </section>
      <VoiceCommentEntry sectionId={s.id} />
      {data.access === 'owned' ? <NoteBox courseId={data.course.id} sectionId={s.id} /> : null}
      <section className="lc-block">
        <header className="lc-block-head">
          <h2>课程目录</h2>
          <button
            type="button"
            onClick={() => navigate(getHref('lession-list', { query: { course: data.course.id } }))}
          >
            全部 ›
          </button>
        </header>
        {data.siblings.map((x) => (
          <SectionRow
            key={x.id}
            section={x}
            active={x.id === s.id}
            onOpen={() => (x.id === s.id ? undefined : openSection(x, lockMessage))}
          />
        ))}
      </section>
      {data.access === 'trial' ? <TrialBuyBar courseId={data.course.id} /> : null}
    </main>
  );
}
