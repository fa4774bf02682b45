import { PICTURE_DATA_URL_MAX, type PICTURE_FRAMES } from '@course/contracts/tools-content';

/**
 * pictureMounting's frames and the compositing: the learner's picture is scaled to cover the frame's window and
 * the frame drawn around it on one 600×800 canvas, exported as a JPEG small enough for one request.
 */

export type FrameCode = (typeof PICTURE_FRAMES)[number];

export type Frame = {
  code: FrameCode;
  name: string;
  outer: string;
  inner: string;
  text: string;
  caption: string;
};

export const FRAMES: readonly Frame[] = [
  { code: 'ink', name: '水墨', outer: '#2b2b2b', inner: '#f4efe6', text: '#2b2b2b', caption: '笔墨留香' },
  { code: 'gold', name: '鎏金', outer: '#b8860b', inner: '#fff8e1', text: '#8a5a00', caption: '学有所成' },
  {
    code: 'festival',
    name: '喜庆',
    outer: '#cf1322',
    inner: '#fff1f0',
    text: '#a8071a',
    caption: '佳节快乐',
  },
  {
    code: 'polaroid',
    name: '相纸',
    outer: '#ffffff',
    inner: '#ffffff',
    text: '#555555',
    caption: '我的作品',
  },
];

export const CANVAS_W = 600;
export const CANVAS_H = 800;
const FONT = '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", serif';

/** The window the picture fills: polaroid has a wide bottom margin for the caption. */
function windowOf(frame: Frame) {
  return frame.code === 'polaroid'
    ? { x: 40, y: 40, w: CANVAS_W - 80, h: CANVAS_H - 200 }
    : { x: 70, y: 70, w: CANVAS_W - 140, h: CANVAS_H - 210 };
}

/** Draws the frame with the picture (or a placeholder) and returns the JPEG data URL. */
export function composePicture(frame: Frame, picture: CanvasImageSource | null, caption: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = CANVAS_W;
  canvas.height = CANVAS_H;
  const ctx = canvas.getContext('2d');
  if (!ctx) return '';
  ctx.fillStyle = frame.outer;
  ctx.fillRect(0, 0, CANVAS_W, CANVAS_H);
  if (frame.code === 'polaroid') {
    ctx.strokeStyle = '#d9d9d9';
    ctx.lineWidth = 2;
    ctx.strokeRect(1, 1, CANVAS_W - 2, CANVAS_H - 2);
  } else {
    ctx.strokeStyle = frame.code === 'ink' ? '#8c8c8c' : '#ffd666';
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
  ctx.fillText(caption || frame.caption, CANVAS_W / 2, CANVAS_H - (frame.code === 'polaroid' ? 70 : 82));
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
