import { describe, expect, it } from 'vitest';
import { choosingFor, numberOf, safeBackPath, withAddressId } from './page-params';

describe('goods page helpers', () => {
  it('returns to a site path only', () => {
    expect(safeBackPath('/zqt-order?goodsId=1')).toBe('/zqt-order?goodsId=1');
    expect(safeBackPath('//evil.example/x')).toBeNull();
    expect(safeBackPath('https://evil.example')).toBeNull();
    // forms the old pattern let through: a browser reads each as another host
    expect(safeBackPath('/\\evil.example')).toBeNull();
    expect(safeBackPath('/%2F%2Fevil.example')).toBeNull();
    expect(safeBackPath('/%09/evil.example')).toBeNull();
    expect(safeBackPath(null)).toBeNull();
  });
  it('puts the chosen address into the return path, replacing an older choice', () => {
    expect(withAddressId('/zqt-order?goodsId=1&addressId=3', 9)).toBe('/zqt-order?goodsId=1&addressId=9');
    expect(withAddressId('/modifyAddress?orderNo=G1', 4)).toBe('/modifyAddress?orderNo=G1&addressId=4');
  });
  it('knows the order page an address list is choosing for (a new address returns straight there)', () => {
    const list = `/zqt-address-list?select=1&back=${encodeURIComponent('/zqt-order?goodsId=1&goodsType=goods')}`;
    expect(choosingFor(list)).toBe('/zqt-order?goodsId=1&goodsType=goods');
    expect(choosingFor('/zqt-address-list')).toBeNull();
    expect(choosingFor('/zqt-address-list?back=%2F%2Fevil.example')).toBeNull();
    expect(choosingFor('/zqt-order?back=%2Fcenter')).toBeNull();
    expect(choosingFor(null)).toBeNull();
  });
  it('reads positive integers only', () => {
    const params = new URLSearchParams('a=3&b=-1&c=x&d=1.5');
    expect([
      numberOf(params, 'a'),
      numberOf(params, 'b'),
      numberOf(params, 'c'),
      numberOf(params, 'd'),
    ]).toEqual([3, undefined, undefined, undefined]);
  });
});
