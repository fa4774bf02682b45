import { describe, expect, it } from 'vitest';
import { AddressMessages, addressLine, addressProblems } from './address-rules.ts';
import { isKnownRegion, provinceNames, regionOptions } from './regions.ts';

const GOOD = {
  receiver: '张三',
  mobile: '13800138000',
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  detail: '文三路 100 号',
};

describe('address rules', () => {
  it('accepts a complete address', () => {
    expect(addressProblems(GOOD)).toEqual({});
  });
  it('names each broken field with the words the server uses', () => {
    expect(
      addressProblems({ ...GOOD, receiver: ' ', mobile: '23800138000', district: '', detail: '文三路' }),
    ).toEqual({
      receiver: AddressMessages.receiver,
      mobile: '请输入正确的手机号',
      region: AddressMessages.region,
      detail: AddressMessages.detail,
    });
  });
  it('counts characters, not bytes, at the limits', () => {
    expect(addressProblems({ ...GOOD, receiver: '名'.repeat(20) }).receiver).toBeUndefined();
    expect(addressProblems({ ...GOOD, receiver: '名'.repeat(21) }).receiver).toBe(AddressMessages.receiver);
    expect(addressProblems({ ...GOOD, detail: '路'.repeat(5) }).detail).toBeUndefined();
    expect(addressProblems({ ...GOOD, detail: '路'.repeat(121) }).detail).toBe(AddressMessages.detail);
    expect(addressProblems({ ...GOOD, mobile: '1380013800' }).mobile).toBe(AddressMessages.mobile);
    expect(addressProblems({ ...GOOD, mobile: '12800138000' }).mobile).toBe(AddressMessages.mobile);
  });
  it('writes one line without repeating a municipality', () => {
    expect(addressLine(GOOD)).toBe('浙江省杭州市西湖区文三路 100 号');
    expect(
      addressLine({ province: '北京市', city: '北京市', district: '海淀区', detail: '中关村大街 27 号' }),
    ).toBe('北京市海淀区中关村大街 27 号');
  });
});

describe('regions', () => {
  it('has every province-level region with its cities and districts', () => {
    const names = provinceNames();
    expect(names).toHaveLength(34);
    expect(names).toEqual(
      expect.arrayContaining(['北京市', '广东省', '新疆维吾尔自治区', '香港特别行政区', '台湾省']),
    );
    for (const province of regionOptions()) {
      expect(province.children?.length).toBeGreaterThan(0);
      for (const city of province.children ?? []) expect(city.children?.length).toBeGreaterThan(0);
    }
    const guangdong = regionOptions().find((p) => p.value === '广东省')!;
    expect(guangdong.children).toHaveLength(21);
  });
  it('knows real triples and refuses mixed ones', () => {
    expect(isKnownRegion('浙江省', '杭州市', '西湖区')).toBe(true);
    expect(isKnownRegion('北京市', '北京市', '海淀区')).toBe(true);
    expect(isKnownRegion('浙江省', '广州市', '天河区')).toBe(false);
  });
});
