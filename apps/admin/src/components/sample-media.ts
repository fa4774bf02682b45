/**
 * What the editor's preview shows in place of a live class's QR and the latest joiners' avatars: drawn here
 * (SVG data URLs), so the preview needs no class and no learner.
 */

const QR_CELLS = 21;

/** A QR-like square: the three finder patterns and a fixed pseudo-random body ("示例" in the middle). */
function sampleQrSvg(): string {
  const cells: string[] = [];
  const finder = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="7" height="7" fill="#000"/><rect x="${x + 1}" y="${y + 1}" width="5" height="5" fill="#fff"/><rect x="${x + 2}" y="${y + 2}" width="3" height="3" fill="#000"/>`;
  let seed = 7;
  for (let y = 0; y < QR_CELLS; y += 1) {
    for (let x = 0; x < QR_CELLS; x += 1) {
      const inFinder = (x < 8 && y < 8) || (x > 12 && y < 8) || (x < 8 && y > 12);
      seed = (seed * 1103515245 + 12345) % 2147483648;
      if (!inFinder && seed % 3 === 0)
        cells.push(`<rect x="${x}" y="${y}" width="1" height="1" fill="#000"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 23 23" shape-rendering="crispEdges"><rect x="-1" y="-1" width="23" height="23" fill="#fff"/>${cells.join('')}${finder(0, 0)}${finder(14, 0)}${finder(0, 14)}<rect x="7.5" y="9" width="6" height="3" fill="#fff"/><text x="10.5" y="11.2" font-size="2.2" text-anchor="middle" fill="#ff5330">示例</text></svg>`;
}

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export const SAMPLE_QR_URL = svgUrl(sampleQrSvg());

const AVATAR_COLORS = [
  '#ffb38a',
  '#8ac6ff',
  '#b3e08a',
  '#f3a6c8',
  '#c5b3ff',
  '#ffd966',
  '#9ee0d6',
  '#f7a072',
];

export const SAMPLE_AVATARS: readonly string[] = AVATAR_COLORS.map((color) =>
  svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><circle cx="14" cy="14" r="14" fill="${color}"/><circle cx="14" cy="11" r="5" fill="#fff"/><rect x="6" y="18" width="16" height="8" rx="4" fill="#fff"/></svg>`,
  ),
);
