import { chapterBasic } from '@course/contracts/catalogue-course';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { useCall } from '../../../lib/query';
import { useQueryId } from '../../../lib/use-query-id';
import { Empty, PageState, StateAction } from '../../../ui/states';
import { cue } from '../../learning/audio/audio-engine';
import { AudioPlayer } from '../../learning/audio/audio-player';
import { TextLearned } from '../../learning/components/text-learned';
import { tracksOf } from '../../learning/components/tracks';
import { useOpenedSection } from '../../learning/use-opened-section';
import { VideoPlayer } from '../../learning/video/video-player';
import { ChronicNav, sectionHref, WithProgramme } from '../components/chronic-parts';
import '../tools-shared.css';
import './content.css';

/**
 * chronicDiseaseChapterDetail: one chapter of the programme with the chosen section playing through the
 * learning feature's players (video, audio) and its progress reporting (milestones, learning time), or a
 * document read to its end. `chapter` (and `section`) in the link; without a section, the first not learned.
 * The gate decides first; then a link without a chapter, or to one that is not the programme's, is not found
 * (whatever the id), with the way to the programme's chapters.
 */
export default function ChronicChapterDetailPage() {
  const chapterId = useQueryId('chapter', 'chapterId', 'id');
  const sectionId = useQueryId('section', 'sectionId');
  return (
    <WithProgramme testId="chronic-chapter-detail">
      {(_p, c) =>
        chapterId !== null && c.chapters.some((ch) => ch.id === chapterId) ? (
          <Chapter chapterId={chapterId} sectionId={sectionId} courseId={c.course.id} />
        ) : (
          <ChapterMissing />
        )
      }
    </WithProgramme>
  );
}

const ALL_CHAPTERS = { label: '查看全部章节', route: 'chronicDiseaseChapterCourse' };

function ChapterMissing() {
  const navigate = useAppNavigate();
  return (
    <>
      <Empty
        text="没有找到这一章"
        action={
          <StateAction
            label={ALL_CHAPTERS.label}
            testId="chronic-way-on"
            onClick={() => navigate(getHref(ALL_CHAPTERS.route))}
          />
        }
      />
      <ChronicNav current="chronicDiseaseChapterDetail" />
    </>
  );
}

function Chapter(props: { chapterId: number; sectionId: number | null; courseId: number }) {
  const chapter = useCall(chapterBasic, { chapterId: props.chapterId }, { staleTime: 0 });
  const navigate = useAppNavigate();
  return (
    <PageState query={chapter} wayOn={{ label: ALL_CHAPTERS.label, to: getHref(ALL_CHAPTERS.route) }}>
      {(ch) => {
        const current =
          ch.sections.find((s) => s.id === props.sectionId) ??
          ch.sections.find((s) => !s.isLearned && !s.locked) ??
          ch.sections[0];
        return (
          <>
            {current && !ch.locked ? (
              <Player key={current.id} sectionId={current.id} courseId={props.courseId} />
            ) : (
              <Empty text={ch.lockMessage ?? '该章节还未解锁'} />
            )}
            <section className="tl-card">
              <h2 className="tl-card-title">{ch.title}</h2>
              {ch.sections.map((s) => (
                <button
                  type="button"
                  key={s.id}
                  className={`ch-section-row${s.id === current?.id ? ' on' : ''}`}
                  data-testid="chronic-section"
                  data-learned={s.isLearned}
                  onClick={() =>
                    s.locked
                      ? toast(ch.lockMessage ?? '该章节还未解锁')
                      : navigate(sectionHref(ch.id, s.id), { replace: true })
                  }
                >
                  <strong>{s.title}</strong>
                  <small>{s.isLearned ? '已学完' : s.percent ? `已学 ${s.percent}%` : ''}</small>
                </button>
              ))}
            </section>
            <ChronicNav current="chronicDiseaseChapterDetail" />
          </>
        );
      }}
    </PageState>
  );
}

function Player(props: { sectionId: number; courseId: number }) {
  const query = useOpenedSection(props.sectionId, props.courseId, (data) => {
    if (data.section.kind === 'audio' && data.section.mediaUrl) {
      const { track, list } = tracksOf(data, null);
      cue(track, list);
    }
  });
  const data = query.data;
  if (!data) return <div className="ch-player-wait" />;
  const s = data.section;
  const title = (
    <h1 className="ch-section-title" data-testid="chronic-section-title">
      {s.title}
    </h1>
  );
  return (
    <section className="ch-player" data-testid="chronic-player" data-kind={s.kind}>
      {s.kind === 'text' ? title : null}
      {s.kind === 'video' && s.mediaUrl ? (
        <VideoPlayer
          src={s.mediaUrl}
          sectionId={s.id}
          poster={data.course.coverUrl}
          onEnded={() => toast('本节已学完，继续保持')}
        />
      ) : s.kind === 'audio' ? (
        <div className="lc-lesson-audio">
          <AudioPlayer />
        </div>
      ) : (
        <article className="tl-card ct-article">
          {(s.content ?? '').split('\n').map((line) => (
            <p key={line}>{line}</p>
          ))}
          <TextLearned
            sectionId={s.id}
            learned={data.record.isLearned}
            className="tl-btn tl-btn-block"
            doneClassName="tl-muted"
            testId="chronic-mark-read"
          />
        </article>
      )}
      {s.kind === 'text' ? null : title}
    </section>
  );
}
