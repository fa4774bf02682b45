import { formatNames, UPLOAD_TYPES } from '@course/domain/upload-formats';
import { type ChangeEvent, lazy, Suspense, useEffect, useState } from 'react';
import type { Area, Size } from 'react-easy-crop';
import { Link } from 'react-router';
import { useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { ApiError, callApi } from '../../../lib/request';
import { canvasBlob, cropRotated } from '../../../ui/crop-image';
import { Loading, PageError, PageLoading } from '../../../ui/states';
import { checkImage } from '../check-image';
import { ContestFrame } from '../components/contest-frame';
import { WorkStatus } from '../components/works-parts';
import { LIVE } from '../family-config';
import { useContestPage } from '../use-contest-page';
import { WORK_ASPECT, WORK_MAX_ZOOM, wholeWorkZoom } from '../work-crop';

/** react-easy-crop loads with this page only. */
const Cropper = lazy(() => import('react-easy-crop'));

/** The longest side of the photo sent (the server re-encodes it with sharp anyway). */
const MAX_SIDE = 1600;

const messageOf = (e: unknown) =>
  e instanceof ApiError ? e.msg : e instanceof Error ? e.message : '上传失败，请稍后重试';

/**
 * uploadResults (上传作品): the contestant's work and its review state (审核中 / 已通过 / 未通过 with the reason),
 * and the upload: a photo from the album or the camera, cropped and rotated on the phone, sent to storage with
 * a signed address and checked (re-encoded) by the server; then uploadResultsSuccess. A learner who has not
 * signed up gives their name first (one entry per learner and contest); an approved work cannot be replaced.
 */
export default function WorksUploadPage() {
  const page = useContestPage();
  const navigate = useAppNavigate();
  const calls = page.family.calls;
  const home = useCall(calls.getHome, { activityCode: page.activityCode }, { staleTime: LIVE });
  const [photo, setPhoto] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  // The shown picture and the frame as react-easy-crop measures them, for the zoom that keeps the whole work.
  const [media, setMedia] = useState<Size | null>(null);
  const [frame, setFrame] = useState<Size | null>(null);
  const [realName, setRealName] = useState('');
  const [busy, setBusy] = useState(false);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => (photo ? URL.revokeObjectURL(photo) : undefined), [photo]);
  // A photo opens zoomed out to the whole work (a landscape sheet keeps its first and last characters), and the
  // zoom never goes below that: turning it changes the whole, so the least zoom follows the rotation.
  const minZoom = media && frame ? wholeWorkZoom(media, frame, rotation) : 1;
  const shownZoom = Math.max(zoom, minZoom);

  if (home.isPending) return <PageLoading />;
  if (home.isError)
    return <PageError testId="contest-error" error={home.error} onRetry={() => home.refetch()} />;
  const { activity, myEntry } = home.data;
  const maxMb = Math.round(activity.entry.maxBytes / 1024 / 1024);

  /** A chosen photo goes through the content check (/imgCheck/imgCheck) before the learner frames it. */
  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setError('请选择图片文件');
      return;
    }
    setError(null);
    setPhoto(null);
    setChecking(true);
    try {
      await checkImage(file);
    } catch (e) {
      setError(messageOf(e));
      return;
    } finally {
      setChecking(false);
    }
    setRotation(0);
    setZoom(0);
    setCrop({ x: 0, y: 0 });
    setMedia(null);
    setFrame(null);
    setArea(null);
    setPhoto(URL.createObjectURL(file));
  }

  async function submit() {
    if (!photo || !area) return;
    if (!myEntry && !realName.trim()) {
      setError('请填写参赛者姓名');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (!myEntry) {
        await callApi(calls.apply, { body: { activityCode: page.activityCode, realName: realName.trim() } });
      }
      const blob = await canvasBlob(await cropRotated(photo, area, rotation, MAX_SIDE));
      const started = await callApi(calls.upload, {
        body: { activityCode: page.activityCode, step: 'start', contentType: 'image/jpeg', size: blob.size },
      });
      const target = started.target!;
      const put = await fetch(target.url, { method: 'PUT', headers: target.headers, body: blob });
      if (!put.ok) throw new Error('上传失败，请检查网络后重试');
      await callApi(calls.upload, {
        body: { activityCode: page.activityCode, step: 'finish', uploadKey: target.key },
      });
      navigate(page.hrefOf('uploadSuccess') ?? page.hrefOf('activity') ?? '/');
    } catch (e) {
      setError(messageOf(e));
      setBusy(false);
      await home.refetch();
    }
  }

  const approved = myEntry?.status === 'approved';
  const open = activity.stages.find((s) => s.key === 'upload')?.state === 'open';
  return (
    <ContestFrame activity={activity} heading="上传作品" testId="works-upload-page" hrefOf={page.hrefOf}>
      {myEntry?.mediaUrl ? (
        <section className="ct-card">
          <h2>我的作品</h2>
          <WorkStatus entry={myEntry} />
        </section>
      ) : null}
      <section className="ct-card">
        {approved ? (
          <p data-testid="works-final">作品已通过审核，不能再替换。感谢参赛，请留意结果公布。</p>
        ) : !open ? (
          <p className="ct-notice">当前不在作品上传时间内</p>
        ) : (
          <>
            <h2>{myEntry?.mediaUrl ? '重新上传（替换审核中的作品）' : `上传${page.family.entryWord}`}</h2>
            <p className="ct-muted">
              拍摄整幅作品，光线均匀、画面端正。{formatNames(UPLOAD_TYPES.image)} 图片，不超过 {maxMb}
              MB，上传前可裁剪和旋转。
            </p>
            {!myEntry ? (
              <label className="ct-field">
                <span>参赛者姓名</span>
                <input
                  value={realName}
                  maxLength={20}
                  placeholder="请输入真实姓名（用于证书）"
                  onChange={(e) => setRealName(e.target.value)}
                  data-testid="works-real-name"
                />
              </label>
            ) : null}
            <div className="ct-pick-row">
              <label className="ct-btn ct-btn-ghost">
                从相册选择
                <input
                  type="file"
                  accept="image/*"
                  hidden
                  disabled={checking}
                  onChange={pick}
                  data-testid="works-pick-album"
                />
              </label>
              <label className="ct-btn ct-btn-ghost">
                拍照
                <input
                  type="file"
                  accept="image/*"
                  capture="environment"
                  disabled={checking}
                  hidden
                  onChange={pick}
                  data-testid="works-pick-camera"
                />
              </label>
            </div>
            {checking ? (
              <p className="ct-muted" data-testid="works-checking">
                正在检查图片…
              </p>
            ) : null}
            {photo ? (
              <>
                <div className="ct-cropper ct-gap" data-testid="works-cropper">
                  <Suspense fallback={<Loading />}>
                    <Cropper
                      image={photo}
                      crop={crop}
                      zoom={shownZoom}
                      minZoom={minZoom}
                      maxZoom={WORK_MAX_ZOOM}
                      restrictPosition={false}
                      rotation={rotation}
                      aspect={WORK_ASPECT}
                      onCropChange={setCrop}
                      onZoomChange={setZoom}
                      onRotationChange={setRotation}
                      onMediaLoaded={setMedia}
                      onCropSizeChange={setFrame}
                      onCropComplete={(_, pixels) => setArea(pixels)}
                    />
                  </Suspense>
                </div>
                <div className="ct-crop-controls">
                  <span>缩放</span>
                  <input
                    type="range"
                    min={minZoom}
                    max={WORK_MAX_ZOOM}
                    step={0.01}
                    value={shownZoom}
                    onChange={(e) => setZoom(Number(e.target.value))}
                    data-testid="works-zoom"
                  />
                </div>
                <div className="ct-crop-controls">
                  <span>旋转 {rotation}°</span>
                  <input
                    type="range"
                    min={-180}
                    max={180}
                    step={1}
                    value={rotation}
                    onChange={(e) => setRotation(Number(e.target.value))}
                    data-testid="works-rotate"
                  />
                  <button
                    type="button"
                    className="ct-btn ct-btn-ghost"
                    onClick={() => setRotation((r) => (r >= 90 ? r - 270 : r + 90))}
                    data-testid="works-rotate-90"
                  >
                    转 90°
                  </button>
                </div>
                <button
                  type="button"
                  className={`ct-btn ct-btn-block${busy ? ' ct-btn-busy' : ''}`}
                  disabled={busy || !area || !media || !frame}
                  onClick={submit}
                  data-testid="works-submit"
                >
                  {busy ? '提交中…' : '提交作品'}
                </button>
              </>
            ) : null}
            {error ? (
              <p className="ct-notice" data-testid="works-upload-error">
                {error}
              </p>
            ) : null}
          </>
        )}
      </section>
      <Link className="ct-plain-link ct-muted ct-back-link" to={page.hrefOf('activity') ?? '/'}>
        ‹ 返回大赛首页
      </Link>
    </ContestFrame>
  );
}
