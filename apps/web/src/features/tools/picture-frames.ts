import { PICTURE_DATA_URL_MAX, type TPictureFrame } from '@course/contracts/tools-content';

/**
 * pictureMounting's compositing: the frame (a template's, from the server: pictureTemplates) is drawn around the
 * learner's picture, scaled to cover the frame's window, on one 600×800 canvas, exported as a JPEG small enough
 * for one request.
 */

export const CANVAS_W = 600;
export const CANVAS_H = 800;
const FONT = '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", serif';

/** The window the picture fills: polaroid has a wide bottom margin for the caption. */
function windowOf(frame: TPictureFrame) {
  return frame.layout === 'polaroid'
    ? { x: 40, y: 40, w: CANVAS_W - 80, h: CANVAS_H - 200 }
    : { x: 70, y: 70, w: CANVAS_W - 140, h: CANVAS_H - 210 };
}

/** Draws the frame with the picture (or a placeholder) and returns the JPEG data URL. */
export function composePicture(
  frame: TPictureFrame,
  picture: CanvasImageSource | null,
  caption: string,
): string {
  const canvas = document.createElement('canvas');
  canvas.width = CANVAS_W;
  canvas.height = CANVAS_H;
  const ctx = canvas.getContext('2d');
  if (!ctx) return '';
  ctx.fillStyle = frame.outer;
  ctx.fillRect(0, 0, CANVAS_W, CANVAS_H);
  if (frame.layout === 'polaroid') {
    ctx.strokeStyle = frame.line;
    ctx.lineWidth = 2;
    ctx.strokeRect(1, 1, CANVAS_W - 2, CANVAS_H - 2);
  } else {
    ctx.strokeStyle = frame.line;
    ctx.lineWidth = 6;
    ctx.strokeRect(24, 24, CANVAS_W - 48, CANVAS_H - 48);
    ctx.fillStyle = frame.inner;
    ctx.fillRect(50, 50, CANVAS_W - 100, CANVAS_H - 100);
  }
  const win = windowOf(frame);
  if (picture) {
    const pw = (picture as { width: number }).width;
    const ph = (picture as { height: number }).height;
    const scale = Math.max(win.w / pw, win.h / ph);
    const sw = win.w / scale;
    const sh = win.h / scale;
    ctx.drawImage(picture, (pw - sw) / 2, (ph - sh) / 2, sw, sh, win.x, win.y, win.w, win.h);
  } else {
    ctx.fillStyle = '#e8e8e8';
    ctx.fillRect(win.x, win.y, win.w, win.h);
    ctx.fillStyle = '#999';
    ctx.font = `28px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.fillText('从相册选一张照片', CANVAS_W / 2, win.y + win.h / 2);
  }
  ctx.fillStyle = frame.text;
  ctx.font = `600 36px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.fillText(caption || frame.caption, CANVAS_W / 2, CANVAS_H - (frame.layout === 'polaroid' ? 70 : 82));
  let quality = 0.88;
  let url = canvas.toDataURL('image/jpeg', quality);
  while (url.length > PICTURE_DATA_URL_MAX && quality > 0.3) {
    quality -= 0.1;
    url = canvas.toDataURL('image/jpeg', quality);
  }
  return url;
}

/** Decodes a picked file into an image element. */
export function loadPicture(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve(img);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('not an image'));
    };
    img.src = url;
  });
}
