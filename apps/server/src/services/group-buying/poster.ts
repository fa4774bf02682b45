import type { TTeam } from '@course/contracts/group-buying-team';
import { formatPrice } from '@course/domain/price';
import stringWidth from 'string-width';
import { escapeXml, renderQrSvg } from '../../db/qr-image.ts';

/**
 * The title's room on the poster's card: 560 of its 650 px at 40 px a character, as display columns (a CJK
 * character is two, a Latin letter or digit one: about half its width in the poster's fonts).
 */
const TITLE_COLUMNS = 28;

/** Opening brackets and quotes: none ends a line. */
const OPENING = '《「『（【〈“‘([';

/**
 * A title in at most `maxLines` lines of `columns` display columns (string-width), the last one cut with "…" when
 * the title is longer: a long course title stays inside the card instead of running past its edges.
 */
export function posterLines(title: string, columns: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of Array.from(title.trim())) {
    if (stringWidth(line + char) > columns) {
      // an opening bracket or quote does not end a line: it goes down with what it opens
      const carried = OPENING.includes(line.at(-1) ?? '') ? line.at(-1)! : '';
      lines.push(carried ? line.slice(0, -1) : line);
      line = carried;
      if (lines.length === maxLines) break;
    }
    line += char;
  }
  if (lines.length < maxLines) return [...lines, line].filter((l) => l.length > 0);
  // cut: the last line with room for the ellipsis (two columns: a full-width character in a CJK font)
  let last = lines[maxLines - 1]!;
  while (last.length > 0 && stringWidth(last) + 2 > columns) last = Array.from(last).slice(0, -1).join('');
  return [...lines.slice(0, maxLines - 1), `${last}…`];
}

/**
 * The team's share poster: an SVG image (750 × 1200) with the course, the team price, the seats left and the
 * QR of the join link, drawn on the server so the page shows it as an <img> a learner can long-press to save.
 */
export function renderTeamPoster(team: TTeam, shareUrl: string): string {
  // the QR's own <svg>, placed in the poster (its size attributes replaced, so none is given twice)
  const qr = renderQrSvg(shareUrl, { moduleSize: 6 }).replace(
    /width="\d+" height="\d+"/,
    'x="235" y="760" width="280" height="280"',
  );
  const { activity } = team;
  const title = posterLines(activity.courseTitle, TITLE_COLUMNS, 2);
  const text = (x: number, y: number, size: number, fill: string, body: string, weight = 'normal') =>
    `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle" font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif">${escapeXml(body)}</text>`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="1200" viewBox="0 0 750 1200">',
    `<title>${escapeXml(`${team.leaderNickname}邀请你拼团`)}</title>`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff5a3c"/><stop offset="1" stop-color="#ff9a3c"/></linearGradient></defs>',
    '<rect width="750" height="1200" fill="url(#bg)"/>',
    text(375, 120, 44, '#fff', `${team.leaderNickname} 邀请你一起拼团`, 'bold'),
    '<rect x="50" y="180" width="650" height="940" rx="28" fill="#fff"/>',
    // one line where the title always stood, two around it
    ...title.map((line, i) => text(375, (title.length === 1 ? 270 : 245) + i * 52, 40, '#222', line, 'bold')),
    text(375, 360, 30, '#999', `原价 ¥${formatPrice(activity.originalPriceCents)}`),
    text(375, 460, 80, '#ff4a2b', `¥${formatPrice(activity.teamPriceCents)}`, 'bold'),
    text(375, 530, 30, '#666', `${team.seats}人团 · 还差${team.membersNeeded}人成团`),
    text(375, 640, 28, '#999', '拼团成功后课程自动开通，未成团全额原路退回'),
    qr,
    text(375, 1080, 28, '#666', '长按识别二维码，立即参团'),
    '</svg>',
    '',
  ].join('\n');
}
