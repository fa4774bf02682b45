/**
 * Payment-method discovery: turns the pay-config answer (configState, configList.configCells) into the
 * ordered list of methods the order page offers.
 *
 * payType (server) → selector (client UI):
 *   11 → 2  messaging-app pay (WeChat Pay; only inside the messaging app)
 *   15 → 6  second messaging-app-only method (only inside the messaging app)
 *   21 → 3  Alipay
 *   22 → 5  Alipay instalment (花呗分期); periods from hbPayResponse.hbPeriodPayDetails[].periodNum
 *   31 → 4  JD Pay
 *
 * Rules, in order:
 *   1. No usable config — the call failed, configState is 0 / false / '0', or configCells is not a list —
 *      gives the default list: messaging-app pay (selector 2, payType 11) inside the messaging app, else nothing.
 *   2. Unknown payTypes are dropped; outside the messaging app 11 and 15 are dropped.
 *   3. Order: cells marked defaultChannel first, then by sort ascending (cells without a sort last), then as
 *      sent. A payType sent twice keeps its first place. Only the first method can be the default, and only
 *      when its cell was marked.
 *   4. allowPayMethod restricts the result. Decision: it lists payTypes (the server's vocabulary, the same
 *      numbers as in the pay config), not selectors; null, undefined or an empty list means no restriction.
 *      It also applies to the default list.
 * Instalments: `periods` are the distinct positive periodNum values ascending ([3] when none are sent);
 * `defaultPeriods` is 3 when offered, otherwise the smallest offered.
 */

import { DEFAULT_INSTALMENT_PERIODS } from './constants.ts';

export const PAY_TYPE_SELECTOR = {
  11: 2,
  21: 3,
  22: 5,
  31: 4,
  15: 6,
} as const;

export type PayType = keyof typeof PAY_TYPE_SELECTOR;
export type PaySelector = (typeof PAY_TYPE_SELECTOR)[PayType];

export const PayTypes = {
  messagingApp: 11,
  messagingAppAlt: 15,
  alipay: 21,
  alipayInstalment: 22,
  jdPay: 31,
} as const satisfies Record<string, PayType>;

/** payTypes offered only inside the messaging app. */
export const MESSAGING_APP_ONLY_PAY_TYPES: readonly PayType[] = [11, 15];

export type PayConfigCell = {
  payType?: number | string | null;
  sort?: number | string | null;
  defaultChannel?: boolean | number | string | null;
  iconUrl?: string | null;
  hbPayResponse?: {
    hbPeriodPayDetails?: ReadonlyArray<{ periodNum?: number | string | null } | null> | null;
  } | null;
};

export type PayMethod = {
  selector: PaySelector;
  payType: PayType;
  /** The cell's sort; null when it sent none. */
  sort: number | null;
  isDefault: boolean;
  iconUrl: string | null;
  /** Instalment (payType 22) only: the period counts offered. */
  periods?: number[];
  /** Instalment only: the period count selected at first. */
  defaultPeriods?: number;
};

export type ResolvePayMethodsInput = {
  configCells: ReadonlyArray<PayConfigCell | null> | null | undefined;
  configState?: number | string | boolean | null;
  insideMessagingApp: boolean;
  /** payTypes allowed; null, undefined or empty = all. */
  allowPayMethod?: ReadonlyArray<number> | null;
  failed: boolean;
};

export function selectorOf(payType: number | string | null | undefined): PaySelector | undefined {
  const key = Number(payType);
  return Object.hasOwn(PAY_TYPE_SELECTOR, key) ? PAY_TYPE_SELECTOR[key as PayType] : undefined;
}

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '' || typeof value === 'boolean') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

function flag(value: boolean | number | string | null | undefined): boolean {
  if (typeof value === 'string') return value === '1' || value.toLowerCase() === 'true';
  return Boolean(value);
}

function isConfigOff(configState: ResolvePayMethodsInput['configState']): boolean {
  return configState === 0 || configState === false || configState === '0';
}

function instalmentPeriods(cell: PayConfigCell): { periods: number[]; defaultPeriods: number } {
  const found = new Set<number>();
  for (const detail of cell.hbPayResponse?.hbPeriodPayDetails ?? []) {
    const n = toNumber(detail?.periodNum);
    if (n !== null && Number.isInteger(n) && n > 0) found.add(n);
  }
  const periods = found.size > 0 ? [...found].sort((a, b) => a - b) : [DEFAULT_INSTALMENT_PERIODS];
  const defaultPeriods = periods.includes(DEFAULT_INSTALMENT_PERIODS)
    ? DEFAULT_INSTALMENT_PERIODS
    : (periods[0] as number);
  return { periods, defaultPeriods };
}

/** Ascending, a missing sort after every present one. */
function compareSort(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

function restrict(
  methods: PayMethod[],
  allowPayMethod: ResolvePayMethodsInput['allowPayMethod'],
): PayMethod[] {
  if (!allowPayMethod || allowPayMethod.length === 0) return methods;
  const allowed = new Set(allowPayMethod.map(Number));
  return methods.filter((m) => allowed.has(m.payType));
}

/** The list used when the pay config cannot be used. */
export function defaultPayMethods(insideMessagingApp: boolean): PayMethod[] {
  if (!insideMessagingApp) return [];
  return [{ selector: 2, payType: 11, sort: null, isDefault: true, iconUrl: null }];
}

export function resolvePayMethods({
  configCells,
  configState,
  insideMessagingApp,
  allowPayMethod,
  failed,
}: ResolvePayMethodsInput): PayMethod[] {
  if (failed || isConfigOff(configState) || !Array.isArray(configCells)) {
    return restrict(defaultPayMethods(insideMessagingApp), allowPayMethod);
  }

  const candidates: { method: PayMethod; marked: boolean; index: number }[] = [];
  configCells.forEach((cell, index) => {
    if (!cell) return;
    const selector = selectorOf(cell.payType);
    if (selector === undefined) return;
    const payType = Number(cell.payType) as PayType;
    if (!insideMessagingApp && MESSAGING_APP_ONLY_PAY_TYPES.includes(payType)) return;
    const method: PayMethod = {
      selector,
      payType,
      sort: toNumber(cell.sort),
      isDefault: false,
      iconUrl: typeof cell.iconUrl === 'string' && cell.iconUrl !== '' ? cell.iconUrl : null,
    };
    if (payType === PayTypes.alipayInstalment) Object.assign(method, instalmentPeriods(cell));
    candidates.push({ method, marked: flag(cell.defaultChannel), index });
  });

  candidates.sort(
    (a, b) =>
      Number(b.marked) - Number(a.marked) || compareSort(a.method.sort, b.method.sort) || a.index - b.index,
  );

  const seen = new Set<PayType>();
  const ordered: { method: PayMethod; marked: boolean }[] = [];
  for (const c of candidates) {
    if (seen.has(c.method.payType)) continue;
    seen.add(c.method.payType);
    ordered.push(c);
  }

  const allowedMethods = restrict(
    ordered.map((c) => c.method),
    allowPayMethod,
  );
  const first = allowedMethods[0];
  if (first) first.isDefault = ordered.some((c) => c.method === first && c.marked);
  return allowedMethods;
}

/**
 * The list a learner sees: one WeChat Pay. When both messaging-app channels (11 and 15) are offered, the one
 * that comes first stays (keeping its place and its default mark) and the other is left out; both are
 * 微信支付 to a learner, and which channel carries a payment is not theirs to choose.
 */
export function oneMessagingAppMethod(methods: readonly PayMethod[]): PayMethod[] {
  let seen = false;
  return methods.filter((m) => {
    if (!MESSAGING_APP_ONLY_PAY_TYPES.includes(m.payType)) return true;
    if (seen) return false;
    seen = true;
    return true;
  });
}
