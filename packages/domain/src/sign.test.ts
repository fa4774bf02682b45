import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  canonicalPayload,
  compareByteOrder,
  hmacSign,
  md5Sign,
  md5SignText,
  parsePathPrefix,
  signsEqual,
} from './sign.ts';

describe('canonical payload', () => {
  it('sorts keys in byte order, leaves out null and undefined, writes objects as compact JSON', () => {
    expect(
      canonicalPayload({ b: 2, a: 'x', Z: true, n: null, u: undefined, o: { k: [1, 'v'] }, arr: [1, 2] }),
    ).toBe('Z=true&a=x&arr=[1,2]&b=2&o={"k":[1,"v"]}');
  });

  it('orders by UTF-8 bytes, not UTF-16 units', () => {
    // U+FF5E (3 UTF-8 bytes, EF BD 9E) sorts before U+1F600 (4 bytes, F0 ...) in byte order,
    // while UTF-16 puts the surrogate pair D83D first.
    expect(compareByteOrder('\uff5e', '😀')).toBeLessThan(0);
    expect(['😀', '\uff5e'].sort()).toEqual(['😀', '\uff5e']);
    expect(canonicalPayload({ '😀': 1, '\uff5e': 2 })).toBe('\uff5e=2&😀=1');
  });

  it('orders like the UTF-8 bytes for every pair of sample keys (fast path without surrogates included)', () => {
    const keys = [
      '',
      'a',
      'B',
      'ab',
      'é',
      '中',
      '中文',
      '\uff5e',
      '\ue000',
      '\ud7ff',
      '😀',
      'a😀',
      '\u0000',
      'z',
    ];
    const bytes = (s: string) => Buffer.from(s, 'utf8');
    for (const a of keys) {
      for (const b of keys) {
        expect(Math.sign(compareByteOrder(a, b)), `${a} vs ${b}`).toBe(
          Math.sign(Buffer.compare(bytes(a), bytes(b))),
        );
      }
    }
  });

  it('gives the server the text whose MD5 is the sign', () => {
    const input = { payload: { b: '中', a: 1 }, timestamp: 1700000000000, token: 't', salt: 's' };
    expect(createHash('md5').update(md5SignText(input)).digest('hex')).toBe(md5Sign(input));
  });

  it('is empty for an empty or missing payload', () => {
    expect(canonicalPayload({})).toBe('');
    expect(canonicalPayload(undefined)).toBe('');
  });
});

describe('md5 sign', () => {
  it('is the lower-case hex MD5 of payload, timestamp, token and salt', () => {
    const sign = md5Sign({
      payload: { wechatType: 99, productCode: 'nbc' },
      timestamp: 1700000000000,
      token: 't0k',
      salt: 's',
    });
    const expected = createHash('md5')
      .update('productCode=nbc&wechatType=99&timestamp=1700000000000&token=t0k&salt=s')
      .digest('hex');
    expect(sign).toBe(expected);
  });

  it('signs an empty payload from the timestamp on', () => {
    const expected = createHash('md5').update('timestamp=1&token=&salt=s').digest('hex');
    expect(md5Sign({ payload: {}, timestamp: 1, token: '', salt: 's' })).toBe(expected);
  });

  it('changes when any field, the token or the salt changes', () => {
    const base = { payload: { a: 1 }, timestamp: 5, token: 't', salt: 's' };
    const sign = md5Sign(base);
    expect(md5Sign({ ...base, payload: { a: 2 } })).not.toBe(sign);
    expect(md5Sign({ ...base, token: 'u' })).not.toBe(sign);
    expect(md5Sign({ ...base, salt: 'x' })).not.toBe(sign);
    expect(md5Sign({ ...base, timestamp: 6 })).not.toBe(sign);
  });
});

describe('hmac sign', () => {
  it('is HMAC-SHA256 over the same base string without the salt', async () => {
    const sign = await hmacSign({ payload: { b: 1, a: 2 }, timestamp: 9, token: 'tk', key: 'secret' });
    expect(sign).toBe(createHmac('sha256', 'secret').update('a=2&b=1&timestamp=9&token=tk').digest('hex'));
  });
});

describe('path prefixes', () => {
  it('reads SIGN: and QNXK: prefixes and adds the leading slash', () => {
    expect(parsePathPrefix('putin/api/v1/x')).toEqual({
      path: '/putin/api/v1/x',
      signMode: 'md5',
      service: 'default',
    });
    expect(parsePathPrefix('SIGN:/user/api/v1/x')).toEqual({
      path: '/user/api/v1/x',
      signMode: 'hmac',
      service: 'default',
    });
    expect(parsePathPrefix('QNXK:/member/v1/x')).toEqual({
      path: '/member/v1/x',
      signMode: 'md5',
      service: 'qnxk',
    });
    expect(parsePathPrefix('SIGN:QNXK:/m')).toEqual({ path: '/m', signMode: 'hmac', service: 'qnxk' });
  });
});

describe('signsEqual', () => {
  it('compares exactly', () => {
    expect(signsEqual('abc', 'abc')).toBe(true);
    expect(signsEqual('abc', 'abd')).toBe(false);
    expect(signsEqual('abc', 'ab')).toBe(false);
  });
});
