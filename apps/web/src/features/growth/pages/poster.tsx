import { invitePoster } from '@course/contracts/growth-poster';
import { useEffect, useState } from 'react';
import { useRouteEntry } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { copyText } from '../../../lib/copy-text';
import { useCall } from '../../../lib/query';
import { PageError, PageLoading } from '../../../ui/states';
import { configOf, POSTER_ROUTES } from '../page-config';
import { drawPoster, POSTER_HEIGHT, POSTER_WIDTH } from '../poster-canvas';
import '../growth-shared.css';
import './poster.css';

/**
 * The learner's share poster (poster, recallPoster, my_video_canvass_img): their own invite link's QR on the
 * poster, drawn on a canvas and shown as one <img> so a long press saves it and recognises the QR.
 */
export default function PosterPage() {
  const config = configOf(POSTER_ROUTES, useRouteEntry()?.name);
  const poster = useCall(invitePoster, {});
  const [image, setImage] = useState<{ src: string; ms: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const data = poster.data;
  useEffect(() => {
    if (!data) return;
    let live = true;
    const started = performance.now();
    drawPoster({ ...data, headline: '邀你一起学好课' })
      .then((src) => live && setImage({ src, ms: Math.round(performance.now() - started) }))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [data]);

  if (poster.isLoading) return <PageLoading />;
  if (poster.error || !data) return <PageError error={poster.error} onRetry={() => void poster.refetch()} />;
  return (
    <main className="gr-page gr-poster" data-testid="growth-poster">
      <div className="gr-poster-frame" style={{ aspectRatio: `${POSTER_WIDTH} / ${POSTER_HEIGHT}` }}>
        {image ? (
          <img
            className="gr-poster-img"
            data-testid="growth-poster-img"
            data-compose-ms={image.ms}
            src={image.src}
            alt="我的邀请海报"
          />
        ) : failed ? (
          // the canvas could not draw: the QR itself still works for a long press
          <img
            className="gr-poster-qr"
            data-testid="growth-poster-qr"
            src={data.qrDataUrl}
            alt="邀请二维码"
          />
        ) : (
          <p className="gr-muted gr-poster-wait">海报生成中…</p>
        )}
      </div>
      <p className="gr-poster-hint">{config.hint}</p>
      <button
        type="button"
        className="gr-btn gr-btn-ghost gr-poster-copy"
        data-testid="growth-poster-copy"
        onClick={() =>
          void copyText(data.inviteUrl).then((ok) =>
            toast(ok ? '邀请链接已复制' : '复制失败，请长按海报保存后分享'),
          )
        }
      >
        复制邀请链接
      </button>
    </main>
  );
}
