import { wrapText } from '../../lib/canvas';

/**
 * Draws a questionnaire report as a share card (750×1000 PNG data URL), shown as one <img> so a long press saves
 * or forwards it in the messaging app. Drawn on the phone from the report the server computed: only text and
 * shapes, so the canvas is never tainted.
 */

export type ShareCardInput = {
  title: string;
  nickname: string;
  score: number;
  levelTitle: string;
  summary: string;
  dimensions: readonly { name: string; score: number }[];
  disclaimer: string;
};

export const SHARE_WIDTH = 750;
export const SHARE_HEIGHT = 1000;
const FONT = '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';

export function drawShareCard(input: ShareCardInput): string {
  const canvas = document.createElement('canvas');
  canvas.width = SHARE_WIDTH;
  canvas.height = SHARE_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas unavailable');
  const gradient = ctx.createLinearGradient(0, 0, 0, 360);
  gradient.addColorStop(0, '#ff7a45');
  gradient.addColorStop(1, '#ff5330');
  ctx.fillStyle = '#f6f6f6';
  ctx.fillRect(0, 0, SHARE_WIDTH, SHARE_HEIGHT);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, SHARE_WIDTH, 360);

  ctx.fillStyle = '#fff';
  ctx.textAlign = 'center';
  ctx.font = `600 40px ${FONT}`;
  ctx.fillText(input.title, SHARE_WIDTH / 2, 90);
  ctx.font = `28px ${FONT}`;
  ctx.fillText(input.nickname ? `${input.nickname} 的测评结果` : '我的测评结果', SHARE_WIDTH / 2, 140);
  ctx.font = `700 120px ${FONT}`;
  ctx.fillText(String(input.score), SHARE_WIDTH / 2, 280);
  ctx.font = `32px ${FONT}`;
  ctx.fillText(input.levelTitle, SHARE_WIDTH / 2, 330);

  ctx.fillStyle = '#fff';
  ctx.fillRect(40, 390, SHARE_WIDTH - 80, 560);
  ctx.textAlign = 'left';
  ctx.fillStyle = '#333';
  ctx.font = `28px ${FONT}`;
  let y = 440;
  for (const line of wrapText(ctx, input.summary, SHARE_WIDTH - 140).slice(0, 3)) {
    ctx.fillText(line, 70, y);
    y += 42;
  }
  y += 20;
  for (const d of input.dimensions.slice(0, 6)) {
    ctx.fillStyle = '#555';
    ctx.font = `26px ${FONT}`;
    ctx.fillText(d.name, 70, y + 10);
    ctx.fillStyle = '#f2f2f2';
    ctx.fillRect(220, y - 8, 380, 20);
    ctx.fillStyle = '#ff5330';
    ctx.fillRect(220, y - 8, (380 * d.score) / 100, 20);
    ctx.fillStyle = '#333';
    ctx.fillText(String(d.score), 620, y + 10);
    y += 52;
  }
  ctx.fillStyle = '#999';
  ctx.font = `20px ${FONT}`;
  y = Math.max(y + 10, 860);
  for (const line of wrapText(ctx, input.disclaimer, SHARE_WIDTH - 140).slice(0, 3)) {
    ctx.fillText(line, 70, y);
    y += 30;
  }
  return canvas.toDataURL('image/png');
}
