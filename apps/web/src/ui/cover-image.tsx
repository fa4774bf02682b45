import { type ImgHTMLAttributes, useState } from 'react';

/**
 * A neutral cover (an open book on light grey, 16:9) for a course, goods or activity whose cover is missing: the
 * console saves courses and packages without one, and a stored file can go missing. An inline SVG, so it costs
 * no request and fills the box the page's CSS gives the picture (the same `<img>`, the same classes).
 */
export const COVER_PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90" preserveAspectRatio="xMidYMid slice">' +
    '<rect width="160" height="90" fill="#F2F3F5"/>' +
    '<path d="M56 31c8-3 16-3 24 2v28c-8-5-16-5-24-2z M104 31c-8-3-16-3-24 2v28c8-5 16-5 24-2z" fill="#D5D8DC"/>' +
    '</svg>',
)}`;

type CoverImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | null | undefined;
};

/** A cover picture: the placeholder above when the URL is empty or the picture fails to load. */
export function CoverImage({ src, alt = '', ...rest }: CoverImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && src !== failed ? src : null;
  return (
    <img
      {...rest}
      alt={alt}
      src={usable ?? COVER_PLACEHOLDER}
      data-cover-missing={usable ? undefined : ''}
      onError={() => {
        if (usable) setFailed(usable);
      }}
    />
  );
}
