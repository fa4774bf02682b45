import {
  commentVoiceDelete,
  commentVoiceInfo,
  commentVoiceList,
  type TVoiceComment,
} from '@course/contracts/learning-voice-comments';
import { myCommentList } from '@course/contracts/shell-content';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../app/public/request';
import { callKey } from '../../../lib/query';
import { ApiError, callApi } from '../../../lib/request';
import { confirmModal } from '../../../ui/modal';
import { Empty, ErrorBlock, Loading } from '../../../ui/states';
import { VoiceClip } from '../../../ui/voice-clip';

const PAGE_SIZE = 20;

/** The key of a lesson's voice comments (every page); publishing and deleting refresh it. */
export const voiceListKey = (sectionId: number) => callKey(commentVoiceList, { sectionId });

/** After a publish or a delete: the list, the page's head (today's count) and the learner's myComment. */
export function useRefreshVoiceComments() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [callKey(commentVoiceList), callKey(commentVoiceInfo), callKey(myCommentList)].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** A lesson's voice comments, newest first, 20 at a time: avatar, nickname, time (Beijing), the clip. */
export function VoiceCommentList(props: { sectionId: number; emptyText: string; onPlay?: () => void }) {
  const pages = useInfiniteQuery({
    queryKey: voiceListKey(props.sectionId),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      callApi(commentVoiceList, {
        body: { sectionId: props.sectionId, pageNum: pageParam, pageSize: PAGE_SIZE },
      }),
    getNextPageParam: (last, all) =>
      all.reduce((n, p) => n + p.list.length, 0) < last.total ? all.length + 1 : undefined,
    retry: false,
  });
  if (pages.isLoading) return <Loading />;
  if (pages.error) return <ErrorBlock error={pages.error} onRetry={() => pages.refetch()} />;
  const list = pages.data?.pages.flatMap((p) => p.list) ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;
  return (
    <section className="lc-block cv-list" data-testid="voice-comments" aria-label="语音点评">
      <header className="lc-block-head">
        <h2>
          语音点评 <small data-testid="voice-comments-total">{total ? `${total} 条` : ''}</small>
        </h2>
      </header>
      {list.length === 0 ? (
        <Empty text={props.emptyText} />
      ) : (
        <ul className="cv-items">
          {list.map((c) => (
            <VoiceCommentItem key={c.id} comment={c} onPlay={props.onPlay} />
          ))}
        </ul>
      )}
      {pages.hasNextPage ? (
        <button
          type="button"
          className="lc-more"
          disabled={pages.isFetchingNextPage}
          onClick={() => pages.fetchNextPage()}
        >
          {pages.isFetchingNextPage ? '加载中…' : '加载更多'}
        </button>
      ) : list.length > PAGE_SIZE ? (
        <p className="lc-muted cv-end">没有更多了</p>
      ) : null}
    </section>
  );
}

function VoiceCommentItem(props: { comment: TVoiceComment; onPlay?: () => void }) {
  const c = props.comment;
  const refresh = useRefreshVoiceComments();
  const remove = async () => {
    const sure = await confirmModal({
      title: '删除语音点评',
      content: '删除后不能恢复，确定删除这条语音点评吗？',
      confirmText: '删除',
    });
    if (!sure) return;
    try {
      await callApi(commentVoiceDelete, { body: { commentId: c.id } });
      toast('已删除');
    } catch (error) {
      if (error instanceof ApiError) toast(error.msg);
    }
    await refresh();
  };
  return (
    <li className="cv-item" data-testid={`voice-comment-${c.id}`} data-mine={c.isMine}>
      {c.avatarUrl ? (
        <img className="cv-avatar" src={c.avatarUrl} alt="" width={36} height={36} />
      ) : (
        <span className="cv-avatar cv-avatar-text" aria-hidden="true">
          {[...c.nickname][0] ?? '学'}
        </span>
      )}
      <div className="cv-item-body">
        <div className="cv-item-head">
          <strong>{c.nickname}</strong>
          {c.isMine ? <span className="cv-mine">我</span> : null}
        </div>
        <VoiceClip
          src={c.voiceUrl}
          seconds={c.durationSeconds}
          testId={`voice-clip-${c.id}`}
          onPlay={props.onPlay}
          onError={() => toast('这条语音暂时无法播放')}
        />
        <div className="cv-item-foot">
          <time dateTime={new Date(c.createdAt).toISOString()}>{formatBeijingDateTime(c.createdAt)}</time>
          {c.isMine ? (
            <button type="button" data-testid={`voice-delete-${c.id}`} onClick={() => void remove()}>
              删除
            </button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
