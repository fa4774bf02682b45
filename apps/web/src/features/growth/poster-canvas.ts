import { formatPrice } from '@course/domain/price';
import { drawable, CANVAS_FONT as FONT, fit, loadImage, roundRect } from '../../lib/canvas';

/**
 * Draws the invite poster on a canvas and answers it as a PNG data URL (shown as one <img>, so a long press
 * saves it and the messaging app recognises the QR). Why on the phone: the server only encodes the QR (a small
 * PNG); drawing a 750×1200 poster takes a few tens of milliseconds on a phone's canvas, while a server-side
 * poster would need a native image library and a large image per learner over the network.
 * The avatar is drawn only from this site or a data URL: a picture from another origin would taint the canvas
 * and forbid toDataURL; the nickname's first character stands in for it.
 */

export type PosterInput = {
  qrDataUrl: string;
  nickname: string;
  avatar: string;
  activityTitle: string;
  registrationRewardCents: number;
  firstPurchaseRewardCents: number;
  headline: string;
};

export const POSTER_WIDTH = 750;
export const POSTER_HEIGHT = 1200;
export async function drawPoster(input: PosterInput): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = POSTER_WIDTH;
  canvas.height = POSTER_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  const [qr, avatar] = await Promise.all([
    loadImage(input.qrDataUrl),
    input.avatar && drawable(input.avatar)
      ? loadImage(input.avatar).catch(() => null)
      : Promise.resolve(null),
  ]);
  const W = POSTER_WIDTH;

  const bg = ctx.createLinearGradient(0, 0, 0, POSTER_HEIGHT);
  bg.addColorStop(0, '#ff4d2e');
  bg.addColorStop(0.55, '#ff7a45');
  bg.addColorStop(1, '#ffb35c');
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, W, POSTER_HEIGHT);

  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = 'rgba(255,255,255,0.9)';
  ctx.font = `28px ${FONT}`;
  ctx.fillText(fit(ctx, input.activityTitle, W - 120), W / 2, 90);
  ctx.fillStyle = '#fff';
  ctx.font = `bold 64px ${FONT}`;
  ctx.fillText(fit(ctx, input.headline, W - 80), W / 2, 170);

  // the rewards ribbon
  ctx.fillStyle = '#fff3c4';
  roundRect(ctx, 70, 230, W - 140, 110, 55);
  ctx.fill();
  ctx.fillStyle = '#c2410c';
  ctx.font = `bold 34px ${FONT}`;
  ctx.fillText(
    `注册得¥${formatPrice(input.registrationRewardCents)} · 购课再得¥${formatPrice(input.firstPurchaseRewardCents)}`,
    W / 2,
    285,
  );

  // the card with the learner and the QR
  ctx.fillStyle = '#fff';
  roundRect(ctx, 50, 390, W - 100, 760, 28);
  ctx.fill();
  const cx = 130;
  const cy = 470;
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, 44, 0, Math.PI * 2);
  ctx.closePath();
  ctx.clip();
  if (avatar) ctx.drawImage(avatar, cx - 44, cy - 44, 88, 88);
  else {
    ctx.fillStyle = '#ffe9e2';
    ctx.fillRect(cx - 44, cy - 44, 88, 88);
    ctx.fillStyle = '#ff5330';
    ctx.font = `bold 40px ${FONT}`;
    ctx.fillText(Array.from(input.nickname || '学')[0]!, cx, cy + 2);
  }
  ctx.restore();
  ctx.textAlign = 'left';
  ctx.fillStyle = '#333';
  ctx.font = `bold 32px ${FONT}`;
  ctx.fillText(fit(ctx, input.nickname || '你的好友', W - 330), 195, 450);
  ctx.fillStyle = '#999';
  ctx.font = `26px ${FONT}`;
  ctx.fillText('邀请你一起来学习', 195, 496);

  const qrSize = 420;
  ctx.drawImage(qr, (W - qrSize) / 2, 560, qrSize, qrSize);
  ctx.textAlign = 'center';
  ctx.fillStyle = '#333';
  ctx.font = `bold 30px ${FONT}`;
  ctx.fillText('长按识别二维码 接受邀请', W / 2, 1030);
  ctx.fillStyle = '#999';
  ctx.font = `24px ${FONT}`;
  ctx.fillText('新朋友注册即可开始学习', W / 2, 1078);
  return canvas.toDataURL('image/png');
}
