import { describe, expect, it } from 'vitest';
import { isKnownRegion, provinceCityOptions, regionOptions } from './regions.ts';

describe('provinceCityOptions', () => {
  it('lists every province with its cities, from the address picker’s data set, without districts', () => {
    const twoLevels = provinceCityOptions();
    const full = regionOptions();
    expect(twoLevels.map((p) => p.value)).toEqual(full.map((p) => p.value));
    const zhejiang = twoLevels.find((p) => p.value === '浙江省')!;
    expect(zhejiang.children?.map((c) => c.value)).toContain('杭州市');
    expect(twoLevels.every((p) => p.children?.every((c) => c.children === undefined))).toBe(true);
    expect(isKnownRegion('浙江省', '杭州市', '西湖区')).toBe(true);
  });
});
