import { drawable, CANVAS_FONT as FONT, fit, fitLines, loadImage, roundRect } from '../../lib/canvas';

/**
 * Draws the course-opening poster (开学海报) on a canvas and answers a PNG data URL, shown as one <img> so a long
 * press saves it and the messaging app recognises the QR (the same approach as growth's invite poster, sharing
 * lib/canvas.ts).
 */

export type OpeningPosterInput = {
  nickname: string;
  avatar: string;
  courseTitle: string;
  teacherName: string;
  openedOn: string;
  qrDataUrl: string;
};

export const OPENING_POSTER_WIDTH = 750;
export const OPENING_POSTER_HEIGHT = 1200;

export async function drawOpeningPoster(input: OpeningPosterInput): Promise<string> {
  const W = OPENING_POSTER_WIDTH;
  const H = OPENING_POSTER_HEIGHT;
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  const [qr, avatar] = await Promise.all([
    loadImage(input.qrDataUrl),
    input.avatar && drawable(input.avatar)
      ? loadImage(input.avatar).catch(() => null)
      : Promise.resolve(null),
  ]);

  const bg = ctx.createLinearGradient(0, 0, 0, H);
  bg.addColorStop(0, '#1f3b73');
  bg.addColorStop(1, '#3b7dd8');
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, W, H);

  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#ffd666';
  ctx.font = `bold 76px ${FONT}`;
  ctx.fillText('开学啦', W / 2, 130);
  ctx.fillStyle = 'rgba(255,255,255,0.9)';
  ctx.font = `30px ${FONT}`;
  ctx.fillText(`${input.openedOn} 正式开课`, W / 2, 210);

  ctx.fillStyle = '#fff';
  roundRect(ctx, 50, 270, W - 100, 880, 28);
  ctx.fill();

  const cx = W / 2;
  const cy = 360;
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, 50, 0, Math.PI * 2);
  ctx.closePath();
  ctx.clip();
  if (avatar) ctx.drawImage(avatar, cx - 50, cy - 50, 100, 100);
  else {
    ctx.fillStyle = '#e6f0ff';
    ctx.fillRect(cx - 50, cy - 50, 100, 100);
    ctx.fillStyle = '#3b7dd8';
    ctx.font = `bold 44px ${FONT}`;
    ctx.fillText(Array.from(input.nickname || '学')[0]!, cx, cy + 2);
  }
  ctx.restore();

  ctx.fillStyle = '#333';
  ctx.font = `bold 36px ${FONT}`;
  ctx.fillText(fit(ctx, input.nickname || '学员', W - 160), W / 2, 450);
  ctx.fillStyle = '#666';
  ctx.font = `28px ${FONT}`;
  ctx.fillText('今天开始学习', W / 2, 500);
  ctx.fillStyle = '#1f3b73';
  ctx.font = `bold 34px ${FONT}`;
  // a long course title takes two lines rather than losing its end to an ellipsis
  const title = fitLines(ctx, `《${input.courseTitle}》`, W - 160, 2);
  title.forEach((line, i) => {
    ctx.fillText(line, W / 2, title.length === 1 ? 560 : 548 + i * 42);
  });
  ctx.fillStyle = '#999';
  ctx.font = `26px ${FONT}`;
  ctx.fillText(fit(ctx, `主讲老师：${input.teacherName}`, W - 160), W / 2, title.length === 1 ? 610 : 632);

  const qrSize = 360;
  ctx.drawImage(qr, (W - qrSize) / 2, 660, qrSize, qrSize);
  ctx.fillStyle = '#333';
  ctx.font = `bold 28px ${FONT}`;
  ctx.fillText('长按识别二维码 和我一起学', W / 2, 1070);
  ctx.fillStyle = '#999';
  ctx.font = `22px ${FONT}`;
  ctx.fillText('坚持打卡，一起进步', W / 2, 1110);
  return canvas.toDataURL('image/png');
}
