import { describe, expect, it } from 'vitest';
import { maskCitizenId, maskName, maskPhone } from './masking.ts';

describe('maskPhone', () => {
  it.each([
    ['13812345678', '138****5678'],
    ['+8613812345678', '138****5678'],
    ['0086 13812345678', '138****5678'],
    ['12345678', '123****5678'],
    ['1234567', '1234567'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j -> %j', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });
});

describe('maskCitizenId', () => {
  it.each([
    ['11010519491231002X', '110105********002X'],
    ['110105491231002', '110105*****1002'],
    ['12345678901', '123456*8901'],
    ['1234567890', '1234567890'],
    ['123', '123'],
    [null, ''],
  ])('%j -> %j', (input, expected) => {
    expect(maskCitizenId(input)).toBe(expected);
  });
});

describe('maskName', () => {
  it.each([
    ['张三', '张*'],
    ['王小明', '王**'],
    ['欧阳娜娜', '欧**'],
    ['Tom', 'T**'],
    ['李', '*'],
    ['  ', ''],
    [null, ''],
  ])('%j -> %j', (input, expected) => {
    expect(maskName(input)).toBe(expected);
  });
});
