/**
 * Cuts `area` (in pixels of the image turned by `rotation` degrees, as react-easy-crop reports it) out of the
 * image at `src`, on a white ground (an area larger than the picture, a frame zoomed out around a whole work,
 * keeps white margins), scaled down so its longer side is at most `maxSide` (or exactly `maxSide`
 * with `upscale`). The shared step of every crop-and-rotate page (a work's photo in the calligraphy contest,
 * the character's square in the ghosting tools).
 */
export async function cropRotated(
  src: string,
  area: { x: number; y: number; width: number; height: number },
  rotation: number,
  maxSide: number,
  upscale = false,
): Promise<HTMLCanvasElement> {
  const image = await new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('图片无法读取，请换一张'));
    img.src = src;
  });
  const rad = (rotation * Math.PI) / 180;
  const w = image.naturalWidth;
  const h = image.naturalHeight;
  const boxW = Math.abs(Math.cos(rad) * w) + Math.abs(Math.sin(rad) * h);
  const boxH = Math.abs(Math.sin(rad) * w) + Math.abs(Math.cos(rad) * h);
  const rotated = document.createElement('canvas');
  rotated.width = Math.round(boxW);
  rotated.height = Math.round(boxH);
  const rctx = rotated.getContext('2d');
  if (!rctx) throw new Error('canvas');
  rctx.fillStyle = '#fff';
  rctx.fillRect(0, 0, rotated.width, rotated.height);
  rctx.translate(boxW / 2, boxH / 2);
  rctx.rotate(rad);
  rctx.translate(-w / 2, -h / 2);
  rctx.drawImage(image, 0, 0);
  const fit = maxSide / Math.max(area.width, area.height);
  const scale = upscale ? fit : Math.min(1, fit);
  const out = document.createElement('canvas');
  out.width = Math.max(1, Math.round(area.width * scale));
  out.height = Math.max(1, Math.round(area.height * scale));
  const octx = out.getContext('2d');
  if (!octx) throw new Error('canvas');
  octx.fillStyle = '#fff';
  octx.fillRect(0, 0, out.width, out.height);
  const at = cutPlacement(area, { width: rotated.width, height: rotated.height }, out.width / area.width);
  octx.drawImage(rotated, at.x, at.y, at.width, at.height);
  return out;
}

/**
 * Where the turned picture lands in the cut scaled by `scale`: the whole picture is drawn, shifted by the area's
 * corner, so an area reaching past the picture (negative x or y, zoomed out) leaves the white ground there. A
 * source rectangle outside the picture is not used: WebKit draws nothing for one.
 */
export function cutPlacement(
  area: { x: number; y: number; width: number; height: number },
  picture: { width: number; height: number },
  scale: number,
): { x: number; y: number; width: number; height: number } {
  return {
    x: -area.x * scale,
    y: -area.y * scale,
    width: picture.width * scale,
    height: picture.height * scale,
  };
}

export const canvasBlob = (canvas: HTMLCanvasElement, type = 'image/jpeg', quality = 0.9) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('图片生成失败'))), type, quality),
  );
