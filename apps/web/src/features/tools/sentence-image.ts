import { wrapText } from '../../lib/canvas';

/**
 * A golden sentence as a share card (750×1000 PNG data URL), shown as one <img> so a long press saves or
 * forwards it inside the messaging app. Only text and shapes: the canvas is never tainted.
 */

const W = 750;
const H = 1000;
const FONT = '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", serif';

export function drawSentenceCard(input: {
  text: string;
  author: string;
  note: string;
  nickname: string;
  date: string;
}): string {
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const ctx = canvas.getContext('2d');
  if (!ctx) return '';
  const g = ctx.createLinearGradient(0, 0, W, H);
  g.addColorStop(0, '#fff7e6');
  g.addColorStop(1, '#ffe7ba');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
  ctx.strokeStyle = '#d48806';
  ctx.lineWidth = 3;
  ctx.strokeRect(36, 36, W - 72, H - 72);
  ctx.fillStyle = '#ad6800';
  ctx.font = `600 30px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.fillText(`每日金句 · ${input.date}`, W / 2, 120);
  ctx.font = `160px ${FONT}`;
  ctx.fillStyle = 'rgba(212,136,6,0.25)';
  ctx.fillText('“', 120, 300);
  ctx.fillStyle = '#3d2a00';
  ctx.font = `600 48px ${FONT}`;
  ctx.textAlign = 'left';
  let y = 330;
  for (const line of wrapText(ctx, input.text, W - 200).slice(0, 6)) {
    ctx.fillText(line, 100, y);
    y += 72;
  }
  ctx.textAlign = 'right';
  ctx.font = `32px ${FONT}`;
  ctx.fillStyle = '#874d00';
  ctx.fillText(`—— ${input.author}`, W - 100, y + 30);
  ctx.textAlign = 'left';
  ctx.font = `28px ${FONT}`;
  ctx.fillStyle = '#614700';
  y += 120;
  for (const line of wrapText(ctx, input.note, W - 200).slice(0, 3)) {
    ctx.fillText(line, 100, y);
    y += 44;
  }
  ctx.textAlign = 'center';
  ctx.font = `24px ${FONT}`;
  ctx.fillStyle = '#ad6800';
  ctx.fillText(input.nickname ? `${input.nickname} 今日打卡` : '今日打卡', W / 2, H - 90);
  return canvas.toDataURL('image/png');
}
