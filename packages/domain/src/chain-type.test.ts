import { describe, expect, it } from 'vitest';
import {
  CHAIN_TYPE_PAGE_NAMES,
  CHAIN_TYPES,
  chainTypeByCode,
  deriveChainType,
  isPaidPrice,
  landingPageKey,
  UNKNOWN_CHAIN_TYPE,
} from './chain-type.ts';

describe('chain-type table', () => {
  it('has 28 rows: LL20001-LL20027 and LL10009', () => {
    const codes = CHAIN_TYPES.map((r) => r.code);
    expect(codes).toHaveLength(28);
    expect(new Set(codes).size).toBe(28);
    const expected = ['LL10009', ...Array.from({ length: 27 }, (_, i) => `LL${String(20001 + i)}`)];
    expect([...codes].sort()).toEqual(expected.sort());
  });

  it('never lists one page twice under the same isPay and isGetInfo', () => {
    const seen = new Set<string>();
    for (const row of CHAIN_TYPES) {
      for (const page of row.pages) {
        const key = `${page}|${row.isPay}|${row.isGetInfo}`;
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });

  it('gives every row at least one page', () => {
    for (const row of CHAIN_TYPES) expect(row.pages.length).toBeGreaterThan(0);
  });

  it('looks rows up by code', () => {
    expect(chainTypeByCode('LL20027')).toEqual({
      code: 'LL20027',
      isPay: false,
      isGetInfo: false,
      pages: ['pageTemplate'],
    });
    expect(chainTypeByCode('LL20028')).toBeUndefined();
  });

  it('collects every page name', () => {
    expect(CHAIN_TYPE_PAGE_NAMES.has('classInfo24-forcus')).toBe(true);
    expect(CHAIN_TYPE_PAGE_NAMES.has('tui-agreement')).toBe(true);
    expect(CHAIN_TYPE_PAGE_NAMES.has('lession-detail')).toBe(false);
  });
});

describe('landingPageKey', () => {
  it.each([
    ['classInfo20', 'classInfo20'],
    ['/classInfo20', 'classInfo20'],
    ['/classInfo20/abc', 'classInfo20'],
    ['/classInfo20/', 'classInfo20'],
    ['landing/classInfo24-forcus', 'classInfo24-forcus'],
    ['/pageTemplate/12?addGroupPageId=5#x', 'pageTemplate'],
    ['/pageTemplateby/12', 'pageTemplate'],
    ['/adservingby', 'tui'],
    ['/flamingoby/7', 'tui'],
    ['/somethingElse/abc', 'abc'],
    ['', ''],
    [null, ''],
  ])('%j -> %j', (input, expected) => {
    expect(landingPageKey(input)).toBe(expected);
  });
});

describe('isPaidPrice', () => {
  it.each([
    [0, false],
    ['0', false],
    ['0.00', false],
    [null, false],
    [undefined, false],
    ['', false],
    ['abc', false],
    [1, true],
    [1990, true],
    ['19.9', true],
  ])('%j -> %s', (price, expected) => {
    expect(isPaidPrice(price)).toBe(expected);
  });
});

describe('deriveChainType', () => {
  it.each([
    ['/classInfo20/abc', 0, false, 'LL20001'],
    ['classInfo20-2-new', null, false, 'LL20001'],
    ['classInfo20', 1990, false, 'LL20002'],
    ['classInfo20-sku', '9.9', 0, 'LL20002'],
    ['classInfo20-sku', 0, false, UNKNOWN_CHAIN_TYPE],
    ['classInfo20-fans', 0, true, 'LL20003'],
    ['classInfo20-fans', 0, false, UNKNOWN_CHAIN_TYPE],
    ['classInfo20-noAttention-v3', 0, false, 'LL20004'],
    ['classInfo20-friends-red', 0, false, 'LL20005'],
    ['classInfo24-qianchi', 0, false, 'LL20006'],
    ['classInfo20-qiwei-auto', 0, false, 'LL20007'],
    ['classInfoCenter', 0, false, 'LL20008'],
    ['classInfo21', 0, false, 'LL20009'],
    ['classInfo21-1', 100, false, 'LL20010'],
    ['classInfo23', 0, false, 'LL20011'],
    ['/classInfo24-forcus/1', 0, false, 'LL20012'],
    ['classInfo18-NP', 0, false, 'LL20013'],
    ['join-group', 0, false, 'LL20014'],
    ['tui', 0, true, 'LL20015'],
    ['/adservingby/3', 0, '1', 'LL20015'],
    ['tuiLogin', 0, 1, 'LL20015'],
    ['tui30-2', 990, true, 'LL20016'],
    ['tui', 0, false, UNKNOWN_CHAIN_TYPE],
    ['tui50', 0, true, 'LL20017'],
    ['tui50-1', 50, true, 'LL20018'],
    ['tui-agreement', 100, 'true', 'LL20019'],
    ['tui-agreement', 0, true, UNKNOWN_CHAIN_TYPE],
    ['success50-free', 0, false, 'LL20020'],
    ['success50', 5000, false, 'LL20021'],
    ['success50', 0, false, UNKNOWN_CHAIN_TYPE],
    ['npDirect-v2', 0, false, 'LL20022'],
    ['bdMpDirect', 0, false, 'LL20023'],
    ['WechatPublicNothing', 0, false, 'LL20024'],
    ['addTeacherQrcode', 0, false, 'LL20025'],
    ['msg3', 0, true, 'LL20026'],
    ['/pageTemplate/abc', 0, false, 'LL20027'],
    ['/pageTemplateby/abc', undefined, undefined, 'LL20027'],
    ['/center/1700000000000', 0, false, 'LL10009'],
    ['index', 0, false, 'LL10009'],
    ['lession-detail', 0, false, UNKNOWN_CHAIN_TYPE],
    ['', 0, false, UNKNOWN_CHAIN_TYPE],
    [null, 0, false, UNKNOWN_CHAIN_TYPE],
  ] as const)('%j price %j getInfo %j -> %s', (pageName, price, isGetInfo, expected) => {
    expect(deriveChainType({ pageName, price, isGetInfo })).toBe(expected);
  });
});
