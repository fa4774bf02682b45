import { myCommentList } from '@course/contracts/shell-content';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { useCall } from '../../../lib/query';
import { Empty, PageState, StateAction } from '../../../ui/states';
import { VoiceClip } from '../../../ui/voice-clip';
import './my-comments.css';

/**
 * myComment (我的评价): the learner's own comments under lessons, newest first, each opening its lesson; a voice
 * comment (commentVoice) is its clip, played here, and opens the lesson's voice comments.
 */
export default function MyCommentsPage() {
  const navigate = useAppNavigate();
  const comments = useCall(myCommentList, { pageNum: 1, pageSize: 50 });
  return (
    <main className="sp-mc" data-testid="my-comments">
      <PageState query={comments}>
        {(data) =>
          data.list.length === 0 ? (
            <Empty
              text="还没有评价，听完一节课说说你的收获吧"
              action={
                <StateAction
                  label="去学习"
                  onClick={() => navigate(getHref('MyCourse'))}
                  testId="my-comments-go"
                />
              }
            />
          ) : (
            <>
              <p className="sp-mc-total">共 {data.total} 条评价</p>
              <ul className="sp-mc-list">
                {data.list.map((c) => (
                  <li key={c.id} className="sp-mc-item" data-testid="my-comment" data-kind={c.kind}>
                    {c.kind === 'voice' && c.voiceUrl ? (
                      <div className="sp-mc-voice">
                        <VoiceClip
                          src={c.voiceUrl}
                          seconds={c.durationSeconds ?? 1}
                          testId={`my-comment-voice-${c.id}`}
                          onError={() => toast('这条语音暂时无法播放')}
                        />
                        <span>语音点评</span>
                      </div>
                    ) : (
                      <p className="sp-mc-content">{c.content}</p>
                    )}
                    <button
                      type="button"
                      className="sp-mc-source"
                      onClick={() =>
                        navigate(
                          c.kind === 'voice'
                            ? getHref('commentVoice', { query: { sectionId: c.sectionId } })
                            : getHref('audioDetail', {
                                query: { knowledgeRootId: c.courseId, id: c.sectionId },
                              }),
                        )
                      }
                    >
                      <span>{c.courseTitle}</span>
                      <span>{c.sectionTitle}</span>
                    </button>
                    <time>{formatBeijingDateTime(c.createdAt)}</time>
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </PageState>
    </main>
  );
}
