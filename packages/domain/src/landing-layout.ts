// Over 300 lines: the page template's one layout model: fields, defaults and the checks both sides run.
/**
 * The group-QR page's layout (the page template's `componentJson`): its fields, the default layout, the one set
 * of rules that checks a layout on write (strict: anything wrong is refused) and on read (lenient: anything
 * wrong is dropped, never rendered), and how a position becomes CSS.
 *
 * Units. The spec gives positions 'in hundredths of a rem' and a default of tQrcodeTop 600, tQrcodeHeight 360.
 * That rem is the 750-px design draft's rem (1rem = 100 design px = 1/7.5 of the screen width): 600 and 360
 * then put a QR of 48% of the screen's width 40% of a width down, which is what the defaults are for, and the
 * demo backgrounds are 750-px drafts. The app's own rem is 1/3.75 of the width (index.html), twice that, so
 * a template length n is `n / 200` app rem — n/2 px on a 375-px phone (600 → 300 px, 360 → 180 px).
 * docs/decisions.md records this.
 */

import { DEFAULT_FEEDBACK_BOTTOM, DEFAULT_QR_HEIGHT, DEFAULT_QR_TOP } from './constants.ts';

export type LayoutFlag = '0' | '1';

/** The spec's page template info. Lengths are in hundredths of a (design) rem; flags are '1' to show. */
export type PageTemplateLayout = {
  tBackgroundImg?: string;
  tBackgroundColor?: string;
  tQrcodeTop?: number;
  tQrcodeHeight?: number;
  tShowQrcodeBackImg?: LayoutFlag;
  tQrcodeBackImg?: string;
  tQrcodeBackImgTop?: number;
  tQrcodeBackImgHeight?: number;
  tShowMarquee?: LayoutFlag;
  tMarqueeTop?: number;
  tShowComplaint?: LayoutFlag;
  tShowFeedback?: LayoutFlag;
  tFeedbackBottom?: number;
  /**
   * Bands of the background image that carry its own printed text (headline, slogan …), as top and height in
   * the same units: the QR's caption is kept off them (placeCaption). Ours, not the spec's; docs/decisions.md.
   */
  tTextRegions?: TextRegion[];
};

/** A horizontal band of the page (hundredths of the design rem), full width. */
export type TextRegion = { top: number; height: number };

export type LayoutKey = keyof PageTemplateLayout;

type FieldRule =
  | { type: 'regions'; max: number }
  | { type: 'url' }
  | { type: 'color' }
  | { type: 'flag' }
  | { type: 'length'; min: number; max: number };

/**
 * Every field and its rule. Lengths are bounded so that a template cannot push the QR off any phone or make
 * it too small to scan (160 design px is 80 px on a 375-px phone).
 */
export const LAYOUT_RULES: Readonly<Record<LayoutKey, FieldRule>> = {
  tBackgroundImg: { type: 'url' },
  tBackgroundColor: { type: 'color' },
  tQrcodeTop: { type: 'length', min: 0, max: 3000 },
  tQrcodeHeight: { type: 'length', min: 160, max: 750 },
  tShowQrcodeBackImg: { type: 'flag' },
  tQrcodeBackImg: { type: 'url' },
  tQrcodeBackImgTop: { type: 'length', min: 0, max: 3000 },
  tQrcodeBackImgHeight: { type: 'length', min: 40, max: 1600 },
  tShowMarquee: { type: 'flag' },
  tMarqueeTop: { type: 'length', min: 0, max: 3000 },
  tShowComplaint: { type: 'flag' },
  tShowFeedback: { type: 'flag' },
  tFeedbackBottom: { type: 'length', min: 0, max: 1500 },
  tTextRegions: { type: 'regions', max: 6 },
};

/** A text region's bounds: inside the lengths a template may use. */
const REGION_TOP_MAX = 3000;
const REGION_HEIGHT = { min: 1, max: 1600 } as const;

export const LAYOUT_KEYS = Object.keys(LAYOUT_RULES) as LayoutKey[];

/** The default layout: used when there is no addGroupPageId or the template cannot be loaded. */
export const DEFAULT_LAYOUT: Readonly<
  Required<Omit<PageTemplateLayout, 'tBackgroundImg' | 'tQrcodeBackImg' | 'tTextRegions'>>
> = {
  tBackgroundColor: '#FFF1E6',
  tQrcodeTop: DEFAULT_QR_TOP,
  tQrcodeHeight: DEFAULT_QR_HEIGHT,
  // the built-in backing frame (the page ships it; no URL needed)
  tShowQrcodeBackImg: '1',
  tQrcodeBackImgTop: 520,
  tQrcodeBackImgHeight: 540,
  tShowMarquee: '1',
  tMarqueeTop: 40,
  tShowComplaint: '1',
  tShowFeedback: '1',
  tFeedbackBottom: DEFAULT_FEEDBACK_BOTTOM,
};

const URL_MAX = 2000;
/** http(s) URL, or a path on this site ('/uploads/…'); no spaces, quotes, brackets or backslashes. */
const SAFE_URL = /^(https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[^\s"'()<>\\`]*)?|\/(?!\/)[^\s"'()<>\\`]*)$/;
const HEX_COLOR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const RGB_COLOR = /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d{1,3}|1\.0{1,3})\s*)?\)$/;

export function isSafeLayoutUrl(value: string): boolean {
  return value.length <= URL_MAX && SAFE_URL.test(value);
}

export function isLayoutColor(value: string): boolean {
  if (HEX_COLOR.test(value)) return true;
  if (!RGB_COLOR.test(value)) return false;
  const channels = value.match(/\d{1,3}(?=\s*[,)])/g) ?? [];
  return channels.slice(0, 3).every((c) => Number(c) <= 255);
}

type FieldResult<T> = { ok: true; value: T } | { ok: false; reason: string };
type FieldValue = string | number | TextRegion[];

const wholeNumber = (raw: unknown): number | null => {
  const value = typeof raw === 'string' && /^-?\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw) : raw;
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null;
};

/** Text regions: a list of at most `max` bands `{ top, height }` within the page's lengths. */
function checkRegions(raw: unknown, max: number): FieldResult<TextRegion[]> {
  if (!Array.isArray(raw)) return { ok: false, reason: '必须是 [{top, height}] 列表' };
  if (raw.length > max) return { ok: false, reason: `最多 ${max} 个` };
  const regions: TextRegion[] = [];
  for (const item of raw) {
    const object = item !== null && typeof item === 'object' && !Array.isArray(item) ? item : null;
    const top = object ? wholeNumber((object as Record<string, unknown>).top) : null;
    const height = object ? wholeNumber((object as Record<string, unknown>).height) : null;
    if (top === null || height === null) return { ok: false, reason: '每一项必须有数字 top 和 height' };
    if (top < 0 || top > REGION_TOP_MAX)
      return { ok: false, reason: `top 必须在 0 到 ${REGION_TOP_MAX} 之间` };
    if (height < REGION_HEIGHT.min || height > REGION_HEIGHT.max) {
      return { ok: false, reason: `height 必须在 ${REGION_HEIGHT.min} 到 ${REGION_HEIGHT.max} 之间` };
    }
    regions.push({ top, height });
  }
  return { ok: true, value: regions };
}

/** One field against its rule; numbers may arrive as numeric strings, flags as 0/1 or booleans. */
function checkField(key: LayoutKey, raw: unknown): FieldResult<FieldValue> {
  const rule = LAYOUT_RULES[key];
  switch (rule.type) {
    case 'regions':
      return checkRegions(raw, rule.max);
    case 'url':
      if (typeof raw !== 'string') return { ok: false, reason: '必须是链接' };
      if (raw === '') return { ok: true, value: '' };
      return isSafeLayoutUrl(raw) ? { ok: true, value: raw } : { ok: false, reason: '只能是 http(s) 链接' };
    case 'color':
      if (typeof raw !== 'string' || !isLayoutColor(raw.trim())) return { ok: false, reason: '不是颜色值' };
      return { ok: true, value: raw.trim() };
    case 'flag':
      if (raw === '1' || raw === 1 || raw === true) return { ok: true, value: '1' };
      if (raw === '0' || raw === 0 || raw === false) return { ok: true, value: '0' };
      return { ok: false, reason: "只能是 '0' 或 '1'" };
    case 'length': {
      const value = typeof raw === 'string' && /^-?\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw) : raw;
      if (typeof value !== 'number' || !Number.isFinite(value)) return { ok: false, reason: '必须是数字' };
      if (value < rule.min || value > rule.max) {
        return { ok: false, reason: `必须在 ${rule.min} 到 ${rule.max} 之间` };
      }
      return { ok: true, value: Math.round(value) };
    }
  }
}

function asObject(input: unknown): Record<string, unknown> | null {
  let value = input;
  if (typeof value === 'string') {
    if (value.length > 20_000) return null;
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

const isLayoutKey = (key: string): key is LayoutKey => Object.hasOwn(LAYOUT_RULES, key);

export type LayoutValidation = { ok: true; layout: PageTemplateLayout } | { ok: false; errors: string[] };

/** On write: a layout (object or JSON text) with only known, valid fields, or every reason it is refused. */
export function validateLayout(input: unknown): LayoutValidation {
  const object = asObject(input);
  if (!object) return { ok: false, errors: ['componentJson 必须是 JSON 对象'] };
  const layout: Record<string, FieldValue> = {};
  const errors: string[] = [];
  for (const [key, raw] of Object.entries(object)) {
    if (!isLayoutKey(key)) {
      errors.push(`${key.slice(0, 40)} 不是模板字段`);
      continue;
    }
    if (raw === null || raw === undefined) continue;
    const result = checkField(key, raw);
    if (result.ok) layout[key] = result.value;
    else errors.push(`${key} ${result.reason}`);
  }
  return errors.length ? { ok: false, errors } : { ok: true, layout: layout as PageTemplateLayout };
}

/** On read: the valid fields of whatever is stored; `dropped` names what was left out. */
export function sanitizeLayout(input: unknown): { layout: PageTemplateLayout | null; dropped: string[] } {
  const object = asObject(input);
  if (!object) return { layout: null, dropped: ['componentJson'] };
  const layout: Record<string, FieldValue> = {};
  const dropped: string[] = [];
  for (const [key, raw] of Object.entries(object)) {
    if (!isLayoutKey(key)) {
      dropped.push(key.slice(0, 40));
      continue;
    }
    if (raw === null || raw === undefined) continue;
    const result = checkField(key, raw);
    if (result.ok) layout[key] = result.value;
    else dropped.push(key);
  }
  return { layout: layout as PageTemplateLayout, dropped };
}

/** What the page draws: every length and flag decided. */
export type EffectiveLayout = typeof DEFAULT_LAYOUT & {
  tBackgroundImg: string;
  tQrcodeBackImg: string;
  tTextRegions: readonly TextRegion[];
};

/**
 * The layout to draw. No template (null): the default layout. A template: its fields, with the default for a
 * missing length or colour; a missing flag means hidden (a template shows what it switches on).
 */
export function effectiveLayout(layout: PageTemplateLayout | null): EffectiveLayout {
  if (!layout) return { ...DEFAULT_LAYOUT, tBackgroundImg: '', tQrcodeBackImg: '', tTextRegions: [] };
  const flag = (value: LayoutFlag | undefined): LayoutFlag => value ?? '0';
  return {
    tBackgroundImg: layout.tBackgroundImg ?? '',
    tBackgroundColor: layout.tBackgroundColor ?? DEFAULT_LAYOUT.tBackgroundColor,
    tQrcodeTop: layout.tQrcodeTop ?? DEFAULT_LAYOUT.tQrcodeTop,
    tQrcodeHeight: layout.tQrcodeHeight ?? DEFAULT_LAYOUT.tQrcodeHeight,
    tShowQrcodeBackImg: flag(layout.tShowQrcodeBackImg),
    tQrcodeBackImg: layout.tQrcodeBackImg ?? '',
    tQrcodeBackImgTop: layout.tQrcodeBackImgTop ?? DEFAULT_LAYOUT.tQrcodeBackImgTop,
    tQrcodeBackImgHeight: layout.tQrcodeBackImgHeight ?? DEFAULT_LAYOUT.tQrcodeBackImgHeight,
    tShowMarquee: flag(layout.tShowMarquee),
    tMarqueeTop: layout.tMarqueeTop ?? DEFAULT_LAYOUT.tMarqueeTop,
    tShowComplaint: flag(layout.tShowComplaint),
    tShowFeedback: flag(layout.tShowFeedback),
    tFeedbackBottom: layout.tFeedbackBottom ?? DEFAULT_LAYOUT.tFeedbackBottom,
    tTextRegions: layout.tTextRegions ?? [],
  };
}

/**
 * Space under the QR for its caption (at most two lines) and code number, and the gap above it (design
 * units; the engine's .lp-qr-meta fits in it).
 */
export const CAPTION_BLOCK_HEIGHT = 130;
export const CAPTION_GAP = 16;

const overlaps = (top: number, height: number, region: TextRegion) =>
  top < region.top + region.height && region.top < top + height;

/**
 * Where the QR's caption block (caption and code number, `height` high) goes: right under the QR, unless that
 * band overlaps one of the background's text regions; then under the lowest region it would overlap, and so
 * on, until it overlaps none (regions above the QR's bottom never move it, nor does the QR itself move).
 */
export function placeCaption(input: {
  qrTop: number;
  qrHeight: number;
  height?: number;
  regions: readonly TextRegion[];
}): number {
  const height = input.height ?? CAPTION_BLOCK_HEIGHT;
  let top = input.qrTop + input.qrHeight + CAPTION_GAP;
  const regions = [...input.regions].sort((a, b) => a.top - b.top);
  for (let moved = true; moved; ) {
    moved = false;
    for (const region of regions) {
      if (overlaps(top, height, region)) {
        top = region.top + region.height + CAPTION_GAP;
        moved = true;
      }
    }
  }
  return top;
}

/** A template length (hundredths of the design rem) as CSS in the app's rem: `layoutLength(600)` is '3rem'. */
export function layoutLength(hundredths: number): string {
  if (!Number.isFinite(hundredths)) return '0rem';
  return `${Number((hundredths / 200).toFixed(4))}rem`;
}

/**
 * The same length in CSS px for a screen width (tests check positions with it). The app's rem follows the
 * width clamped to 320–540 px (index.html), so the length does too.
 */
export function layoutLengthPx(hundredths: number, screenWidth: number): number {
  return (hundredths * Math.min(Math.max(screenWidth, 320), 540)) / 750;
}
