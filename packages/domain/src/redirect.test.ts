import { describe, expect, it } from 'vitest';
import {
  isSafeRedirect,
  normalizeRedirectHosts,
  type RedirectPolicy,
  safeRedirectPath,
  safeRedirectTarget,
  safeRedirectUrl,
} from './redirect.ts';

const policy: RedirectPolicy = {
  origin: 'https://h5.example.com',
  allowedHosts: ['shop.example.com', 'pay.example.com:8443', '*.cdn.example.net'],
};

/** Forms that leave the site in some browser or parser, or are not http(s) at all. */
const HOSTILE = [
  'https://evil.example/phish',
  'http://evil.example',
  'HTTPS://EVIL.EXAMPLE/phish',
  'HtTpS://evil.example',
  '//evil.example',
  '//evil.example/phish',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  'https:evil.example',
  'https:/evil.example',
  'http:evil.example/x',
  'https:\\\\evil.example',
  'https://evil.example\\@h5.example.com',
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'JaVaScRiPt:alert(document.domain)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript://h5.example.com/%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://h5.example.com/x',
  'weixin://dl/business/?t=abc',
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '/%2fevil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%252F%252Fevil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0D%0A/evil.example',
  '/%E0%A4%A',
  ' /index',
  '/index ',
  '\t//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\u0000/index',
  '/index\u0000',
  '/\u0000/evil.example',
  '\u200b//evil.example',
  '/\u3000/evil.example',
  '\ufeff//evil.example',
  'https://us@evil.example',
  'https://user:pass@evil.example/x',
  'https://h5.example.com@evil.example',
  'https://h5.example.com:@evil.example',
  'https://h5.example.com%40evil.example',
  'https://evil.example#@h5.example.com',
  'https://evil.example?@h5.example.com',
  'https://h5.example.com.evil.example/x',
  'https://evilh5.example.com',
  'https://shop.example.com.evil.example',
  'https://shop.example.com:444/x',
  'https://pay.example.com/x',
  'https://cdn.example.net/x',
  'https://a.cdn.example.net:8080/x',
  'https://xcdn.example.net/x',
  'https://us@shop.example.com/x',
  'https://evil%2Eexample',
  'http://[::1]/x',
  'http://127.0.0.1/x',
  'http://0x7f.1/x',
  'index',
  'evil.example',
  'evil.example/phish',
  './index',
  '../index',
  '?redirect=x',
  '#top',
  '',
  `/${'a'.repeat(2001)}`,
];

describe('safe redirect targets', () => {
  it.each(HOSTILE)('refuses %j', (raw) => {
    expect(safeRedirectUrl(raw, policy)).toBeNull();
    expect(safeRedirectTarget(raw, policy)).toBeNull();
    expect(isSafeRedirect(raw, policy)).toBe(false);
  });

  it('refuses what is not a string', () => {
    for (const raw of [null, undefined, 1, {}, ['/index'], new URL('https://h5.example.com/index')]) {
      expect(safeRedirectTarget(raw, policy)).toBeNull();
    }
  });

  it('keeps a path of ours as a path, normalised', () => {
    expect(safeRedirectTarget('/tui-agreement', policy)).toBe('/tui-agreement');
    expect(safeRedirectTarget('/zqt-order?goodsId=1&x=%20y#a', policy)).toBe('/zqt-order?goodsId=1&x=%20y#a');
    expect(safeRedirectTarget('/lists?title=%E7%B2%BE%E9%80%89', policy)).toBe(
      '/lists?title=%E7%B2%BE%E9%80%89',
    );
    expect(safeRedirectTarget('/a/../index', policy)).toBe('/index');
    expect(safeRedirectTarget('/', policy)).toBe('/');
    // a slash pair later in the path or in the query is harmless
    expect(safeRedirectTarget('/a//b?next=//x', policy)).toBe('/a//b?next=//x');
  });

  it('turns an absolute URL on our origin into a path, in any case of scheme and host', () => {
    expect(safeRedirectTarget('https://h5.example.com/index/1', policy)).toBe('/index/1');
    expect(safeRedirectTarget('HTTPS://H5.EXAMPLE.COM/index?a=1', policy)).toBe('/index?a=1');
    expect(safeRedirectTarget('https://h5.example.com:443/x', policy)).toBe('/x');
    // the other scheme is another origin, and our own host is not on the list
    expect(safeRedirectTarget('http://h5.example.com/x', policy)).toBeNull();
    expect(safeRedirectTarget('https://h5.example.com/%2F%2Fevil.example', policy)).toBeNull();
  });

  it('lets an allowed host through as a full URL', () => {
    expect(safeRedirectTarget('https://shop.example.com/item?id=1', policy)).toBe(
      'https://shop.example.com/item?id=1',
    );
    expect(safeRedirectTarget('HTTPS://SHOP.example.com', policy)).toBe('https://shop.example.com/');
    expect(safeRedirectTarget('https://pay.example.com:8443/p', policy)).toBe(
      'https://pay.example.com:8443/p',
    );
    expect(safeRedirectTarget('https://a.cdn.example.net/v', policy)).toBe('https://a.cdn.example.net/v');
    expect(safeRedirectTarget('https://b.a.cdn.example.net/v', policy)).toBe('https://b.a.cdn.example.net/v');
  });

  it('allows no other host when the list is empty', () => {
    const bare = { origin: 'http://127.0.0.1:4314' };
    expect(safeRedirectTarget('https://shop.example.com/', bare)).toBeNull();
    expect(safeRedirectTarget('http://127.0.0.1:4314/tui-agreement', bare)).toBe('/tui-agreement');
    expect(safeRedirectTarget('http://localhost:4314/tui-agreement', bare)).toBeNull();
    expect(safeRedirectTarget('/tui-agreement', bare)).toBe('/tui-agreement');
  });

  it('safeRedirectPath takes paths only', () => {
    expect(safeRedirectPath('/zqt-order?goodsId=1')).toBe('/zqt-order?goodsId=1');
    expect(safeRedirectPath('https://h5.example.com/zqt-order')).toBeNull();
    for (const raw of HOSTILE) expect(safeRedirectPath(raw), raw).toBeNull();
  });
});

describe('the redirect allow-list from configuration', () => {
  it('reads hosts, lower-cased, and names what is not a host', () => {
    expect(normalizeRedirectHosts('')).toEqual({ hosts: [], invalid: [] });
    expect(normalizeRedirectHosts('Shop.Example.com, pay.example.com:8443 *.cdn.example.net,,')).toEqual({
      hosts: ['shop.example.com', 'pay.example.com:8443', '*.cdn.example.net'],
      invalid: [],
    });
    expect(
      normalizeRedirectHosts('https://shop.example.com,*.com,*,evil/x,a@b.com,*.example.com:443').invalid,
    ).toEqual(['https://shop.example.com', '*.com', '*', 'evil/x', 'a@b.com', '*.example.com:443']);
  });
});
