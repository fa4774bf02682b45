import { describe, expect, it } from 'vitest';
import { parseIdList } from './form-rules';

describe('parseIdList', () => {
  it('reads ids separated by commas of either width, 、 or spaces, once each', () => {
    expect(parseIdList('1, 2，3、4  5,2')).toEqual([1, 2, 3, 4, 5]);
    expect(parseIdList('')).toEqual([]);
    expect(parseIdList(undefined)).toEqual([]);
  });
  it('refuses what is not a positive whole number', () => {
    for (const text of ['abc, 3', '0', '-1', '1.5', '３', '12345678901'])
      expect(parseIdList(text)).toBeNull();
  });
});
