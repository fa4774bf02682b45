import { useState } from 'react';
import '../goods-shared.css';
import './carousel.css';

/** Square pictures that swipe (scroll snap), a page counter, and a video entry when the good has one. */
export function Carousel(props: { images: string[]; title: string; onVideo?: (() => void) | undefined }) {
  const [index, setIndex] = useState(0);
  return (
    <div className="gd-carousel" data-testid="goods-carousel">
      <div
        className="gd-carousel-track"
        onScroll={(e) => {
          const el = e.currentTarget;
          setIndex(Math.round(el.scrollLeft / Math.max(el.clientWidth, 1)));
        }}
      >
        {props.images.map((src, i) => (
          <img key={src} src={src} alt={`${props.title} 图${i + 1}`} loading={i === 0 ? 'eager' : 'lazy'} />
        ))}
      </div>
      {props.onVideo ? (
        <button
          type="button"
          className="gd-video-entry"
          data-testid="goods-video-entry"
          onClick={props.onVideo}
        >
          ▶ 视频
        </button>
      ) : null}
      {props.images.length > 1 ? (
        <span className="gd-carousel-count">
          {index + 1}/{props.images.length}
        </span>
      ) : null}
    </div>
  );
}
