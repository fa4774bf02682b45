import { WATERMARK_STYLE, watermarkText } from '@course/domain/watermark';
import { type CSSProperties, useMemo } from 'react';

/** The tile image of a watermark: the text, light grey 17px, centred on a 550×160 tile rotated −30°. */
export function watermarkTile(text: string): string {
  const { width, height, fontSize, color, rotate } = WATERMARK_STYLE;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" font-size="${fontSize}" fill="${color}" ` +
    `font-family="sans-serif" transform="rotate(${rotate} ${width / 2} ${height / 2})">${text.replace(/[<&>"]/g, '')}</text></svg>`;
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
}

/**
 * The learner watermark over paid videos and documents: the learner number with each digit plus one (9 → 0),
 * tiled over its parent. It lets nothing through to the content below it, not even the pointer.
 */
export function Watermark(props: { learnNumber: string | number | null | undefined }) {
  const text = watermarkText(props.learnNumber);
  const style = useMemo<CSSProperties>(
    () => ({
      position: 'absolute',
      inset: 0,
      pointerEvents: 'none',
      zIndex: 5,
      backgroundImage: watermarkTile(text),
      backgroundRepeat: 'repeat',
      backgroundSize: `${WATERMARK_STYLE.width}px ${WATERMARK_STYLE.height}px`,
    }),
    [text],
  );
  if (!text) return null;
  return (
    <div
      className="app-watermark"
      data-testid="watermark"
      data-text={text}
      aria-hidden="true"
      style={style}
    />
  );
}
