import { formatNames, UPLOAD_TYPES } from '@course/domain/upload-formats';
import { type ChangeEvent, useState } from 'react';
import { Link } from 'react-router';
import { useCall } from '../../../lib/query';
import { ApiError, callApi } from '../../../lib/request';
import { PageError, PageLoading } from '../../../ui/states';
import { ContestFrame } from '../components/contest-frame';
import { EntryCard } from '../components/entry-card';
import { LIVE } from '../family-config';
import { useContestPage } from '../use-contest-page';

const formatSize = (bytes: number) => `${Math.round(bytes / 1024 / 1024)}MB`;
const KIND_WORD = { audio: '音频', video: '视频', image: '图片' } as const;

/**
 * memoryUpload / shortVideoUpload / apacUpload: the contestant picks a recording; the page asks for a signed
 * address (upload start), sends the file straight to storage, then asks the server to check it (finish), which
 * reads its real type, size and duration. The entry then shows with its player.
 */
export default function ContestUploadPage() {
  const page = useContestPage();
  const calls = page.family.calls;
  const home = useCall(calls.getHome, { activityCode: page.activityCode }, { staleTime: LIVE });
  const [state, setState] = useState<{ busy: boolean; error: string | null; done: boolean }>({
    busy: false,
    error: null,
    done: false,
  });

  if (home.isPending) return <PageLoading />;
  if (home.isError)
    return <PageError testId="contest-error" error={home.error} onRetry={() => home.refetch()} />;
  const { activity, myEntry } = home.data;
  const limits = activity.entry;

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setState({ busy: true, error: null, done: false });
    try {
      const contentType = file.type || (limits.kind === 'audio' ? 'audio/mpeg' : 'video/mp4');
      const started = await callApi(calls.upload, {
        body: { activityCode: page.activityCode, step: 'start', contentType, size: file.size },
      });
      const target = started.target!;
      const put = await fetch(target.url, { method: 'PUT', headers: target.headers, body: file });
      if (!put.ok) throw new Error('上传失败，请检查网络后重试');
      await callApi(calls.upload, {
        body: { activityCode: page.activityCode, step: 'finish', uploadKey: target.key },
      });
      setState({ busy: false, error: null, done: true });
      await home.refetch();
    } catch (e) {
      const message = e instanceof ApiError ? e.msg : e instanceof Error ? e.message : '上传失败，请稍后重试';
      setState({ busy: false, error: message, done: false });
    }
  }

  return (
    <ContestFrame activity={activity} heading="上传作品" testId="contest-upload-page" hrefOf={page.hrefOf}>
      <section className="ct-card">
        {!myEntry ? (
          <div className="ct-center">
            <p>报名后才能上传作品</p>
            <Link className="ct-btn" to={page.hrefOf('apply') ?? '/'}>
              去报名
            </Link>
          </div>
        ) : (
          <>
            <p className="ct-muted" data-testid="contest-upload-hint">
              {formatNames(UPLOAD_TYPES[limits.kind])} {KIND_WORD[limits.kind]}，{limits.minSeconds}–
              {limits.maxSeconds} 秒，不超过 {formatSize(limits.maxBytes)}。重新上传会替换之前的作品。
            </p>
            <label className={`ct-btn ct-btn-block${state.busy ? ' ct-btn-busy' : ''}`}>
              {state.busy
                ? '上传中…'
                : myEntry.mediaUrl
                  ? `重新上传${page.family.entryWord}`
                  : `选择${page.family.entryWord}`}
              <input
                type="file"
                accept={page.family.accept}
                hidden
                disabled={state.busy}
                onChange={upload}
                data-testid="contest-upload-input"
              />
            </label>
            {state.error ? (
              <p className="ct-notice" data-testid="contest-upload-error">
                {state.error}
              </p>
            ) : null}
            {state.done ? <p data-testid="contest-upload-done">上传成功，作品已进入排行榜</p> : null}
          </>
        )}
      </section>
      {myEntry?.mediaUrl ? (
        <section className="ct-card">
          <h2>我的作品</h2>
          <EntryCard entry={myEntry} withMedia testId="contest-my-entry" />
          <Link
            className="ct-btn ct-btn-block"
            to={page.hrefOf('inviteVote', { entryId: myEntry.entryId }) ?? '/'}
            data-testid="contest-invite-button"
          >
            邀请好友投票
          </Link>
        </section>
      ) : null}
    </ContestFrame>
  );
}
