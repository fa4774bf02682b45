import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheBannedLink, cachedBannedLink } from './channel-check';
import { readLandingContext } from './context';
import { onLongPress } from './long-press';
import { targetOf } from './notice';
import { startQrIdentifyTimer } from './qr-identify';
import { loadShell, needsShell } from './shell-handoff';

describe('reading a landing address', () => {
  it('takes the template from the query, else from the id segment, and the channel', () => {
    const ctx = readLandingContext({
      pathname: '/pageTemplateby/12',
      search: '?channel=1001&subChannel=100101',
    });
    expect(ctx?.variant.name).toBe('pageTemplate');
    expect(ctx?.addGroupPageId).toBe(12);
    expect(ctx?.place).toEqual({
      groupCodePage: 'pageTemplate',
      addGroupPageId: 12,
      channel: '1001',
      subChannel: '100101',
    });
    expect(
      readLandingContext({ pathname: '/pageTemplate/12', search: '?addGroupPageId=3' })?.addGroupPageId,
    ).toBe(3);
    expect(readLandingContext({ pathname: '/pageTemplate/x', search: '' })?.addGroupPageId).toBeUndefined();
    expect(readLandingContext({ pathname: '/index/1', search: '' })).toBeNull();
  });
});

describe('handing over to the app', () => {
  const input = { pathname: '/pageTemplate', search: '', token: 'tok', storedWechatType: '99' };
  it('keeps a signed-in visitor on the light document', () => {
    expect(needsShell(input)).toBe(false);
    expect(needsShell({ ...input, token: '', pathname: '/notAvailable' })).toBe(false);
  });
  it('hands over without a token, with a login code or ticket, or another wechatType', () => {
    expect(needsShell({ ...input, token: '' })).toBe(true);
    expect(needsShell({ ...input, search: '?code=abc&state=1' })).toBe(true);
    expect(needsShell({ ...input, search: '?ticket=t' })).toBe(true);
    expect(needsShell({ ...input, search: '?wechatType=1' })).toBe(true);
    expect(needsShell({ ...input, search: '?wechatType=99' })).toBe(false);
  });
  it('loads the app from the template as new elements', () => {
    document.body.innerHTML =
      '<template id="app-shell-entry"><script type="module" crossorigin src="/assets/index-x.js"></script><link rel="stylesheet" href="/assets/index-y.css"></template>';
    expect(loadShell()).toBe(true);
    const script = document.head.querySelector('script[src="/assets/index-x.js"]');
    expect(script?.getAttribute('type')).toBe('module');
    expect(document.head.querySelector('link[href="/assets/index-y.css"]')).not.toBeNull();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    expect(loadShell()).toBe(false);
  });
});

describe('the QR-identify timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports at 5 s and 8 s, then stops', () => {
    const report = vi.fn();
    startQrIdentifyTimer(report);
    vi.advanceTimersByTime(4900);
    expect(report).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(report.mock.calls).toEqual([[5000]]);
    vi.advanceTimersByTime(3000);
    expect(report.mock.calls).toEqual([[5000], [8000]]);
    vi.advanceTimersByTime(60_000);
    expect(report).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves out the 8 s report when the page was hidden', () => {
    const report = vi.fn();
    startQrIdentifyTimer(report);
    vi.advanceTimersByTime(6000);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    vi.advanceTimersByTime(5000);
    expect(report.mock.calls).toEqual([[5000]]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('long-press', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires after 500 ms held, not for a shorter touch or one that moves', () => {
    const el = document.createElement('img');
    const fire = vi.fn();
    const stop = onLongPress(el, fire);
    el.dispatchEvent(new MouseEvent('mousedown', { clientX: 0, clientY: 0 }));
    vi.advanceTimersByTime(499);
    el.dispatchEvent(new MouseEvent('mouseup'));
    vi.advanceTimersByTime(1000);
    expect(fire).not.toHaveBeenCalled();
    el.dispatchEvent(new MouseEvent('mousedown', { clientX: 0, clientY: 0 }));
    el.dispatchEvent(new MouseEvent('mousemove', { clientX: 30, clientY: 0 }));
    vi.advanceTimersByTime(1000);
    expect(fire).not.toHaveBeenCalled();
    el.dispatchEvent(new MouseEvent('mousedown', { clientX: 0, clientY: 0 }));
    vi.advanceTimersByTime(500);
    expect(fire).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('the banned-channel cookie', () => {
  it('answers the cached link for the same channel and sub-channel only', () => {
    cacheBannedLink({ channel: '1002', subChannel: '100201', linkUrl: '/classInfoInvalid' });
    expect(cachedBannedLink('1002', '100201')).toBe('/classInfoInvalid');
    expect(cachedBannedLink('1002', '100202')).toBeNull();
    cacheBannedLink({ channel: '1', subChannel: '2', linkUrl: 'javascript:alert(1)' });
    expect(cachedBannedLink('1', '2')).toBeNull();
  });
});

describe('the redirect notices (middle-page, transfer-introduction)', () => {
  const home = /^\/index\/\d+$/;
  const target = (search: string) => targetOf(new URLSearchParams(search));
  afterEach(() => {
    delete window.__APP_CONFIG__;
  });

  it('go only to a path of ours; another site, or a trick that reaches one, goes home', () => {
    expect(target('redirect=/tui-agreement')).toBe('/tui-agreement');
    expect(target('url=/tui-agreement?a=1')).toBe('/tui-agreement?a=1');
    expect(target(`redirect=${encodeURIComponent(`${window.location.origin}/mall`)}`)).toBe('/mall');
    for (const raw of [
      'https://evil.example/phish',
      '//evil.example',
      '/\\evil.example',
      'https:evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      '/%2F%2Fevil.example',
      'https://us@evil.example',
      ' /tui-agreement',
    ]) {
      expect(target(`redirect=${encodeURIComponent(raw)}`), raw).toMatch(home);
      expect(target(`url=${encodeURIComponent(raw)}`), raw).toMatch(home);
    }
    // 'redirect' wins over 'url', even when it is the hostile one
    expect(target('redirect=https://evil.example&url=/mall')).toMatch(home);
    expect(target('')).toMatch(home);
  });

  it('follow a host the server allows', () => {
    window.__APP_CONFIG__ = { redirectHosts: ['shop.example.com'] };
    expect(target('redirect=https://shop.example.com/item')).toBe('https://shop.example.com/item');
    expect(target('redirect=https://evil.example/item')).toMatch(home);
  });
});
