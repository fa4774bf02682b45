/**
 * The default layout's QR backing image (the spec: 'backing image shown'): a white card with an orange rim and
 * the call to action, drawn as SVG so the page needs no extra request for it. 480×560, like the demo frames.
 */
const FRAME_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="560" viewBox="0 0 480 560">',
  '<rect x="4" y="4" width="472" height="552" rx="36" fill="#fff" stroke="#FF5330" stroke-width="8"/>',
  '<rect x="60" y="0" width="360" height="64" rx="32" fill="#FF5330"/>',
  '<text x="240" y="43" text-anchor="middle" font-size="28" font-weight="700" fill="#fff" ',
  'font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif">长按识别二维码 加入班级群</text>',
  '</svg>',
].join('');

export const DEFAULT_FRAME_URL = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(FRAME_SVG)}`;
