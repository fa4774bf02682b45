import { commentVoiceInfo, commentVoicePublish } from '@course/contracts/learning-voice-comments';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { useCall } from '../../../lib/query';
import { ApiError, callApi } from '../../../lib/request';
import { useQueryId } from '../../../lib/use-query-id';
import { Empty, PageState, StateAction } from '../../../ui/states';
import { stopVoiceClip } from '../../../ui/voice-clip';
import { pause as pauseLessonAudio } from '../audio/audio-engine';
import { useRefreshVoiceComments, VoiceCommentList } from '../voice/voice-comment-list';
import { VoiceRecorder } from '../voice/voice-recorder';
import './comment-voice.css';

/**
 * commentVoice (语音点评, `?sectionId=`): the voice comments on a lesson. The lesson's title and its course, the
 * list (avatar, nickname, length, Beijing time, play; one clip at a time; the learner deletes their own), and
 * the recorder docked at the bottom for a learner who owns the course; anyone else sees why they cannot publish
 * and the way to the course. Reached from the lesson pages' 语音点评 entry.
 */
export default function CommentVoicePage() {
  const sectionId = useQueryId('sectionId', 'section', 'id');
  const navigate = useAppNavigate();
  const info = useCall(commentVoiceInfo, { sectionId: sectionId ?? 0 }, { enabled: sectionId !== null });
  const refresh = useRefreshVoiceComments();

  if (sectionId === null) {
    return (
      <Empty
        text="没有找到这节课"
        action={<StateAction label="去学习中心" onClick={() => navigate(getHref('center'))} />}
      />
    );
  }
  const publish = async (blob: Blob) => {
    try {
      await callApi(commentVoicePublish, { body: { sectionId }, file: blob });
      toast('发布成功');
      await refresh();
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.code !== -1) toast(error.msg);
      return false;
    }
  };
  // the lesson's own audio and voice clips never play over the recording or each other
  const quiet = () => {
    pauseLessonAudio();
    stopVoiceClip();
  };
  return (
    <main className="lc-page cv-page" data-testid="comment-voice-page">
      <PageState query={info}>
        {(lesson) => (
          <>
            <header className="lc-block cv-head">
              <p className="lc-muted" data-testid="comment-voice-course">
                {lesson.courseTitle}
              </p>
              <h1 data-testid="comment-voice-lesson">{lesson.sectionTitle}</h1>
              <button
                type="button"
                className="cv-head-link"
                onClick={() =>
                  navigate(
                    getHref('lession-detail', {
                      query: { course: lesson.courseId, section: lesson.sectionId },
                    }),
                  )
                }
              >
                回到这节课 ›
              </button>
            </header>
            <VoiceCommentList
              sectionId={sectionId}
              emptyText={lesson.canPost ? '还没有语音点评，录下第一条吧' : '还没有语音点评'}
              onPlay={pauseLessonAudio}
            />
            {lesson.canPost ? (
              <VoiceRecorder
                minSeconds={lesson.minSeconds}
                maxSeconds={lesson.maxSeconds}
                quota={{ used: lesson.postedToday, limit: lesson.dailyLimit }}
                onPublish={publish}
                onNotice={toast}
                onBeforeSound={quiet}
              />
            ) : (
              <section
                className="cv-blocked"
                data-testid="comment-voice-blocked"
                data-reason={lesson.blockedReason}
              >
                <p>{lesson.blockedText}</p>
                {lesson.blockedReason === 'owners-only' ? (
                  <button
                    type="button"
                    className="lc-btn lc-btn-small"
                    data-testid="comment-voice-buy"
                    onClick={() => navigate(getHref('detail', { query: { course: lesson.courseId } }))}
                  >
                    去看看课程
                  </button>
                ) : null}
              </section>
            )}
          </>
        )}
      </PageState>
    </main>
  );
}
