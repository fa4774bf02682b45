import { describe, expect, it } from 'vitest';
import {
  defaultPayMethods,
  oneMessagingAppMethod,
  PAY_TYPE_SELECTOR,
  type PayConfigCell,
  resolvePayMethods,
  selectorOf,
} from './pay-methods.ts';

const cells: PayConfigCell[] = [
  { payType: 21, sort: 2, defaultChannel: 0, iconUrl: 'https://cdn.example/alipay.png' },
  { payType: 11, sort: 1, defaultChannel: 0, iconUrl: 'https://cdn.example/wx.png' },
  {
    payType: 22,
    sort: 3,
    defaultChannel: 1,
    iconUrl: 'https://cdn.example/hb.png',
    hbPayResponse: { hbPeriodPayDetails: [{ periodNum: 12 }, { periodNum: 3 }, { periodNum: 6 }] },
  },
  { payType: 31, sort: 0, defaultChannel: false, iconUrl: null },
  { payType: 15, sort: 5, defaultChannel: false, iconUrl: '' },
  { payType: 99, sort: -1, defaultChannel: true, iconUrl: 'x' },
];

const base = { configCells: cells, configState: 1, failed: false } as const;
const types = (list: { payType: number }[]) => list.map((m) => m.payType);

describe('selector mapping', () => {
  it.each([
    [11, 2],
    [21, 3],
    [22, 5],
    [31, 4],
    [15, 6],
    ['21', 3],
  ])('payType %j -> selector %i', (payType, selector) => {
    expect(selectorOf(payType)).toBe(selector);
  });

  it.each([[12], [0], [null], ['toString'], [undefined]])('payType %j is unknown', (payType) => {
    expect(selectorOf(payType)).toBeUndefined();
  });

  it('has exactly the five spec pairs', () => {
    expect(PAY_TYPE_SELECTOR).toEqual({ 11: 2, 21: 3, 22: 5, 31: 4, 15: 6 });
  });
});

describe('resolvePayMethods', () => {
  it('puts the default channel first, then sorts, inside the messaging app', () => {
    const methods = resolvePayMethods({ ...base, insideMessagingApp: true });
    expect(types(methods)).toEqual([22, 31, 11, 21, 15]);
    expect(methods.map((m) => m.selector)).toEqual([5, 4, 2, 3, 6]);
    expect(methods.map((m) => m.isDefault)).toEqual([true, false, false, false, false]);
  });

  it('maps each cell to its fields', () => {
    const methods = resolvePayMethods({ ...base, insideMessagingApp: true });
    expect(methods[0]).toEqual({
      selector: 5,
      payType: 22,
      sort: 3,
      isDefault: true,
      iconUrl: 'https://cdn.example/hb.png',
      periods: [3, 6, 12],
      defaultPeriods: 3,
    });
    expect(methods[1]).toEqual({ selector: 4, payType: 31, sort: 0, isDefault: false, iconUrl: null });
    expect(methods[4]?.iconUrl).toBeNull();
  });

  it('removes 11 and 15 outside the messaging app', () => {
    const methods = resolvePayMethods({ ...base, insideMessagingApp: false });
    expect(types(methods)).toEqual([22, 31, 21]);
  });

  it('drops unknown payTypes and null cells', () => {
    const methods = resolvePayMethods({
      configCells: [null, { payType: 99, sort: 0 }, { payType: 'abc' }, { payType: 21, sort: 1 }],
      configState: 1,
      insideMessagingApp: true,
      failed: false,
    });
    expect(types(methods)).toEqual([21]);
  });

  it('sorts by sort ascending when no channel is default, and none is default then', () => {
    const methods = resolvePayMethods({
      configCells: [
        { payType: 21, sort: '20' },
        { payType: 31 },
        { payType: 11, sort: 10 },
        { payType: 15, sort: 10 },
      ],
      configState: 1,
      insideMessagingApp: true,
      failed: false,
    });
    expect(types(methods)).toEqual([11, 15, 21, 31]);
    expect(methods.every((m) => !m.isDefault)).toBe(true);
    expect(methods[3]?.sort).toBeNull();
  });

  it('keeps only the first of several default channels as default', () => {
    const methods = resolvePayMethods({
      configCells: [
        { payType: 21, sort: 2, defaultChannel: '1' },
        { payType: 31, sort: 1, defaultChannel: true },
        { payType: 11, sort: 0 },
      ],
      configState: 1,
      insideMessagingApp: true,
      failed: false,
    });
    expect(types(methods)).toEqual([31, 21, 11]);
    expect(methods.map((m) => m.isDefault)).toEqual([true, false, false]);
  });

  it('keeps the first place of a payType sent twice', () => {
    const methods = resolvePayMethods({
      configCells: [
        { payType: 21, sort: 1, iconUrl: 'a' },
        { payType: 21, sort: 2, iconUrl: 'b' },
      ],
      configState: 1,
      insideMessagingApp: false,
      failed: false,
    });
    expect(methods).toEqual([{ selector: 3, payType: 21, sort: 1, isDefault: false, iconUrl: 'a' }]);
  });

  it('defaults instalment periods to 3', () => {
    const [none] = resolvePayMethods({
      configCells: [{ payType: 22 }],
      configState: 1,
      insideMessagingApp: false,
      failed: false,
    });
    expect(none?.periods).toEqual([3]);
    expect(none?.defaultPeriods).toBe(3);

    const [other] = resolvePayMethods({
      configCells: [
        {
          payType: 22,
          hbPayResponse: {
            hbPeriodPayDetails: [{ periodNum: '12' }, { periodNum: 6 }, null, { periodNum: 0 }],
          },
        },
      ],
      configState: 1,
      insideMessagingApp: false,
      failed: false,
    });
    expect(other?.periods).toEqual([6, 12]);
    expect(other?.defaultPeriods).toBe(6);
  });

  it('restricts to allowPayMethod payTypes', () => {
    const methods = resolvePayMethods({ ...base, insideMessagingApp: true, allowPayMethod: [11, 21] });
    expect(types(methods)).toEqual([11, 21]);
    expect(methods[0]?.isDefault).toBe(false);
  });

  it('reads allowPayMethod as payTypes, not selectors', () => {
    const methods = resolvePayMethods({ ...base, insideMessagingApp: true, allowPayMethod: [2, 3] });
    expect(methods).toEqual([]);
  });

  it('keeps the marked default when it survives the restriction', () => {
    const methods = resolvePayMethods({ ...base, insideMessagingApp: true, allowPayMethod: [21, 22] });
    expect(types(methods)).toEqual([22, 21]);
    expect(methods[0]?.isDefault).toBe(true);
  });

  it.each([[null], [undefined], [[]]])('does not restrict with allowPayMethod %j', (allowPayMethod) => {
    const methods = resolvePayMethods({ ...base, insideMessagingApp: false, allowPayMethod });
    expect(types(methods)).toEqual([22, 31, 21]);
  });

  it('falls back to messaging-app pay inside the messaging app on failure', () => {
    const methods = resolvePayMethods({ ...base, insideMessagingApp: true, failed: true });
    expect(methods).toEqual([{ selector: 2, payType: 11, sort: null, isDefault: true, iconUrl: null }]);
  });

  it('falls back to an empty list outside the messaging app on failure', () => {
    expect(resolvePayMethods({ ...base, insideMessagingApp: false, failed: true })).toEqual([]);
  });

  it.each([
    [{ configState: 0 }],
    [{ configState: '0' }],
    [{ configState: false }],
    [{ configCells: null }],
    [{ configCells: undefined }],
  ])('uses the default list when the config is not usable: %j', (override) => {
    const methods = resolvePayMethods({ ...base, insideMessagingApp: true, ...override });
    expect(types(methods)).toEqual([11]);
  });

  it('applies allowPayMethod to the default list too', () => {
    expect(
      resolvePayMethods({ ...base, insideMessagingApp: true, failed: true, allowPayMethod: [21] }),
    ).toEqual([]);
  });

  it('returns a fresh default list each time', () => {
    const a = defaultPayMethods(true);
    const b = defaultPayMethods(true);
    expect(a).toEqual(b);
    expect(a[0]).not.toBe(b[0]);
  });
});

describe('oneMessagingAppMethod', () => {
  it('keeps the first of the two messaging-app channels in its place and leaves the other out', () => {
    const all = resolvePayMethods({ ...base, insideMessagingApp: true });
    expect(types(oneMessagingAppMethod(all))).toEqual([22, 31, 11, 21]);
  });

  it('keeps the second channel, default mark and all, when it comes first or alone', () => {
    const first = resolvePayMethods({
      configCells: [
        { payType: 15, sort: 1, defaultChannel: 1 },
        { payType: 11, sort: 2 },
        { payType: 21, sort: 3 },
      ],
      configState: 1,
      failed: false,
      insideMessagingApp: true,
    });
    const one = oneMessagingAppMethod(first);
    expect(types(one)).toEqual([15, 21]);
    expect(one[0]!.isDefault).toBe(true);
    expect(types(oneMessagingAppMethod(first.filter((m) => m.payType !== 11)))).toEqual([15, 21]);
  });

  it('changes nothing outside the messaging app', () => {
    const outside = resolvePayMethods({ ...base, insideMessagingApp: false });
    expect(oneMessagingAppMethod(outside)).toEqual(outside);
  });
});
