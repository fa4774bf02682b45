/**
 * Chain type: the code that tells the server which landing funnel a visitor came through.
 *
 * The spec gives the table's shape (28 codes, "LL20001 to LL20030 plus LL10009", each with isPay, isGetInfo
 * and a list of page names) but not its rows. Decision: the 28 rows are LL20001–LL20027 (27 codes) plus
 * LL10009; LL20028–LL20030 are reserved and not issued, so "LL20001 to LL20030" is read as the code range
 * the table draws from. The rows below are our design, grouped by the landing families of the route
 * catalogue:
 *   - isPay: the landing sells something (its price is non-zero);
 *   - isGetInfo: the landing collects the visitor's details (phone number) before showing the QR code.
 * LL10009 is the legacy 1xxxx series: a tab route (index, center, …) opened with an addGroupPageId, which
 * the navigation guard redirects to pageTemplate with this derived chain type.
 * A page name may sit in several rows that differ in isPay / isGetInfo; (page, isPay, isGetInfo) is unique.
 *
 * Page-name reading (landingPageKey): query and hash are dropped and the path is split on '/'. The last
 * segment that names a landing page is used (route paths put an optional :id after the name, so
 * '/classInfo20/abc' reads 'classInfo20'); if none does, the last segment is used and matches nothing.
 * The spec's 'by' aliases resolve to their page: the tui aliases adservingby, throwingby, groupingby,
 * pandaby, flamingoby read as 'tui', and '<name>by' reads as '<name>' when '<name>' is in the table and
 * '<name>by' is not (e.g. 'pageTemplateby').
 */

import { TUI_ALIASES } from './tui-aliases.ts';

export type ChainTypeCode =
  | 'LL10009'
  | 'LL20001'
  | 'LL20002'
  | 'LL20003'
  | 'LL20004'
  | 'LL20005'
  | 'LL20006'
  | 'LL20007'
  | 'LL20008'
  | 'LL20009'
  | 'LL20010'
  | 'LL20011'
  | 'LL20012'
  | 'LL20013'
  | 'LL20014'
  | 'LL20015'
  | 'LL20016'
  | 'LL20017'
  | 'LL20018'
  | 'LL20019'
  | 'LL20020'
  | 'LL20021'
  | 'LL20022'
  | 'LL20023'
  | 'LL20024'
  | 'LL20025'
  | 'LL20026'
  | 'LL20027';

export const UNKNOWN_CHAIN_TYPE = 'unknown';
export type DerivedChainType = ChainTypeCode | typeof UNKNOWN_CHAIN_TYPE;

export type ChainTypeRow = {
  code: ChainTypeCode;
  isPay: boolean;
  isGetInfo: boolean;
  pages: readonly string[];
};

const TUI_PAGES = ['tui', 'tui27', 'tui30', 'tui30-2', 'tui46-2'] as const;
const TUI50_PAGES = ['tui50', 'tui50-1', 'tui50-2'] as const;
const CLASSINFO20_BASE = ['classInfo20', 'classInfo20-2', 'classInfo20-2-new', 'classInfo20-mini'] as const;
const CLASSINFO21 = ['classInfo21', 'classInfo21-1'] as const;

export const CHAIN_TYPES: readonly ChainTypeRow[] = [
  // classInfo20 family
  { code: 'LL20001', isPay: false, isGetInfo: false, pages: CLASSINFO20_BASE },
  {
    code: 'LL20002',
    isPay: true,
    isGetInfo: false,
    pages: ['classInfo20', 'classInfo20-sale', 'classInfo20-sku'],
  },
  { code: 'LL20003', isPay: false, isGetInfo: true, pages: ['classInfo20-fans'] },
  {
    code: 'LL20004',
    isPay: false,
    isGetInfo: false,
    pages: [
      'classInfo20-noAttention',
      'classInfo20-noAttention-v1',
      'classInfo20-noAttention-v2',
      'classInfo20-noAttention-v3',
      'classInfo20-noAttention-v4',
      'classInfo20-noAttention-fingerprint',
      'classInfo20-noAttention-v1-fingerprint',
      'classInfo20-noAttention-v2-fingerprint',
      'classInfo20-noAttention-v3-fingerprint',
      'classInfo20-noAttention-v4-fingerprint',
    ],
  },
  {
    code: 'LL20005',
    isPay: false,
    isGetInfo: false,
    pages: [
      'classInfo20-friends',
      'classInfo20-friends-white',
      'classInfo20-friends-red',
      'classInfo20-friends-b',
      'classInfo-friends',
    ],
  },
  { code: 'LL20006', isPay: false, isGetInfo: false, pages: ['classInfo20-qianchi', 'classInfo24-qianchi'] },
  {
    code: 'LL20007',
    isPay: false,
    isGetInfo: false,
    pages: ['classInfo20-qiwei-piano', 'classInfo20-qiwei-custom', 'classInfo20-qiwei-auto'],
  },
  { code: 'LL20008', isPay: false, isGetInfo: false, pages: ['classInfo20-lessonCenter', 'classInfoCenter'] },
  // other classInfo pages
  { code: 'LL20009', isPay: false, isGetInfo: false, pages: CLASSINFO21 },
  { code: 'LL20010', isPay: true, isGetInfo: false, pages: CLASSINFO21 },
  { code: 'LL20011', isPay: false, isGetInfo: false, pages: ['classInfo22', 'classInfo23'] },
  { code: 'LL20012', isPay: false, isGetInfo: false, pages: ['classInfo24-forcus'] },
  // classInfo2: the legacy class page of the click-report mapping
  {
    code: 'LL20013',
    isPay: false,
    isGetInfo: false,
    pages: ['classInfo18-2', 'classInfo18-NP', 'classInfo2'],
  },
  {
    code: 'LL20014',
    isPay: false,
    isGetInfo: false,
    pages: ['classInfoDiversion', 'classInfo-joingroup', 'join-group'],
  },
  // tui family: ad landings that collect the visitor's phone number
  { code: 'LL20015', isPay: false, isGetInfo: true, pages: [...TUI_PAGES, 'tuiLogin'] },
  { code: 'LL20016', isPay: true, isGetInfo: true, pages: TUI_PAGES },
  { code: 'LL20017', isPay: false, isGetInfo: true, pages: TUI50_PAGES },
  { code: 'LL20018', isPay: true, isGetInfo: true, pages: TUI50_PAGES },
  { code: 'LL20019', isPay: true, isGetInfo: true, pages: ['tui-agreement', 'tui-agreement-sku'] },
  // success pages
  { code: 'LL20020', isPay: false, isGetInfo: false, pages: ['success-new', 'success6_2', 'success50-free'] },
  { code: 'LL20021', isPay: true, isGetInfo: false, pages: ['success50'] },
  // direct and diversion pages
  {
    code: 'LL20022',
    isPay: false,
    isGetInfo: false,
    pages: ['npDirect', 'npDirect-link', 'npDirect-v1', 'npDirect-v2'],
  },
  {
    code: 'LL20023',
    isPay: false,
    isGetInfo: false,
    pages: ['mp', 'mpDirect', 'bdMpDirect', 'transferMini', 'qiniuAppDiversion'],
  },
  {
    code: 'LL20024',
    isPay: false,
    isGetInfo: false,
    pages: ['wechatPublic', 'WechatPublicNothing', 'middle-page', 'transfer-introduction', 'qiniu-stream'],
  },
  { code: 'LL20025', isPay: false, isGetInfo: false, pages: ['addTeacher', 'addTeacherQrcode'] },
  { code: 'LL20026', isPay: false, isGetInfo: true, pages: ['msg1', 'msg2', 'msg3', 'msg4', 'msg5'] },
  // the configurable group-QR page
  { code: 'LL20027', isPay: false, isGetInfo: false, pages: ['pageTemplate'] },
  // legacy: a tab route opened with addGroupPageId
  {
    code: 'LL10009',
    isPay: false,
    isGetInfo: false,
    pages: ['index', 'center', 'shoppingMall', 'user', 'studyTour'],
  },
];

/** Every page name that appears in the table. */
export const CHAIN_TYPE_PAGE_NAMES: ReadonlySet<string> = new Set(CHAIN_TYPES.flatMap((row) => row.pages));

/** The spec's aliases of /tui (kept in tui-aliases.ts, which the landing page loads without this table). */
export { TUI_ALIASES };

function resolveAlias(segment: string): string | null {
  if (CHAIN_TYPE_PAGE_NAMES.has(segment)) return segment;
  if (TUI_ALIASES.includes(segment)) return 'tui';
  if (segment.endsWith('by')) {
    const base = segment.slice(0, -2);
    if (CHAIN_TYPE_PAGE_NAMES.has(base)) return base;
  }
  return null;
}

/** The page name a chain type is looked up by (see the reading rules at the top of this file). */
export function landingPageKey(pageName: string | null | undefined): string {
  if (typeof pageName !== 'string') return '';
  const path = pageName.split(/[?#]/, 1)[0] ?? '';
  const segments = path.split('/').filter((s) => s !== '');
  for (let i = segments.length - 1; i >= 0; i--) {
    const resolved = resolveAlias(segments[i] as string);
    if (resolved) return resolved;
  }
  return segments[segments.length - 1] ?? '';
}

/** Loose server / query flag: true, 1, '1' and 'true' are set. */
function flag(value: boolean | number | string | null | undefined): boolean {
  if (typeof value === 'string') return value === '1' || value.toLowerCase() === 'true';
  return Boolean(value);
}

/** Paid when the price reads as a non-zero number (cents or yuan, as number or text). */
export function isPaidPrice(price: number | string | null | undefined): boolean {
  if (price === null || price === undefined || price === '') return false;
  const value = Number(price);
  return Number.isFinite(value) && value !== 0;
}

export type DeriveChainTypeInput = {
  pageName: string | null | undefined;
  price: number | string | null | undefined;
  isGetInfo: boolean | number | string | null | undefined;
};

export function deriveChainType({ pageName, price, isGetInfo }: DeriveChainTypeInput): DerivedChainType {
  const key = landingPageKey(pageName);
  if (!key) return UNKNOWN_CHAIN_TYPE;
  const isPay = isPaidPrice(price);
  const getInfo = flag(isGetInfo);
  const row = CHAIN_TYPES.find((r) => r.isPay === isPay && r.isGetInfo === getInfo && r.pages.includes(key));
  return row ? row.code : UNKNOWN_CHAIN_TYPE;
}

export function chainTypeByCode(code: string): ChainTypeRow | undefined {
  return CHAIN_TYPES.find((row) => row.code === code);
}
