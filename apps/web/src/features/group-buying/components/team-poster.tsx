import { useState } from 'react';
import '../group-buying-shared.css';

/** The share poster: the server draws it (course, team price, seats left, the join link's QR) as an image. */
export function TeamPoster(props: { posterUrl: string; label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="gb-btn gb-btn-ghost"
        data-testid="group-poster-open"
        onClick={() => setOpen(true)}
      >
        {props.label ?? '生成分享海报'}
      </button>
      {open ? (
        <div className="gb-sheet-mask gb-poster-mask" data-testid="group-poster">
          <div className="gb-poster">
            <img src={props.posterUrl} alt="拼团分享海报" data-testid="group-poster-img" />
            <p>长按图片保存，发送给好友一起拼团</p>
            <button
              type="button"
              className="gb-btn gb-btn-ghost"
              data-testid="group-poster-close"
              onClick={() => setOpen(false)}
            >
              关闭
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}
