import { configureJson } from '@course/contracts/landing-configure';
import { groupNotJoinReasons } from '@course/contracts/landing-feedback';
import { commentVoicePublish } from '@course/contracts/learning-voice-comments';
import { fileMd5, md5Sign } from '@course/domain/sign';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi, configureRequestHandlers, setTransportForTests } from './request';

type Sent = { url: string; init: RequestInit };

function respond(status: number, body: unknown): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
}

describe('callApi', () => {
  const sent: Sent[] = [];
  const handlers = { toast: vi.fn(), onLoginRequired: vi.fn(), onFullPageError: vi.fn() };
  let answers: Array<() => Response | Promise<Response>>;

  beforeEach(() => {
    sent.length = 0;
    answers = [];
    localStorage.clear();
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('wechatType', '7');
    window.__APP_CONFIG__ = {
      productCode: 'nbc',
      partnerCode: '10001',
      signSalt: 'salt-x',
      serviceBaseUrls: { putin: 'https://putin.example' },
      fallbackBaseUrl: 'https://fallback.example',
    };
    configureRequestHandlers(handlers);
    for (const h of Object.values(handlers)) h.mockReset();
    setTransportForTests({
      timeoutMs: 100_000,
      fetch: (async (url: string, init: RequestInit) => {
        sent.push({ url, init });
        const next = answers.shift();
        if (!next) throw new TypeError('no answer');
        return next();
      }) as typeof fetch,
    });
  });
  afterEach(() => {
    window.__APP_CONFIG__ = undefined;
  });

  it('posts JSON with the common fields, the headers and a sign the server can recompute', async () => {
    answers.push(() =>
      respond(200, { code: 0, msg: 'success', data: [{ id: '1', desc: '二维码无法识别' }] }),
    );
    const data = await callApi(groupNotJoinReasons);
    expect(data).toEqual([{ id: '1', desc: '二维码无法识别' }]);
    const { url, init } = sent[0]!;
    expect(url).toBe('https://putin.example/putin/api/v1/wechatFeedback/groupNotJoin/reasons');
    expect(init.method).toBe('POST');
    const body = JSON.parse(String(init.body));
    expect(body).toEqual({ wechatType: 7, productCode: 'nbc' });
    const headers = init.headers as Record<string, string>;
    expect(headers).toMatchObject({ token: 'tok-1', partnerCode: '10001', businessPlateFrom: '1' });
    expect(headers.sign).toBe(
      md5Sign({ payload: body, timestamp: headers.timestamp!, token: 'tok-1', salt: 'salt-x' }),
    );
  });

  it('never sends the same sign twice: identical calls in one millisecond get different timestamps', async () => {
    // The server refuses a repeated sign on a call that changes data (replay, code 1007).
    const frozen = vi.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    try {
      for (let i = 0; i < 3; i++) answers.push(() => respond(200, { code: 0, msg: 'success', data: [] }));
      await Promise.all([
        callApi(groupNotJoinReasons),
        callApi(groupNotJoinReasons),
        callApi(groupNotJoinReasons),
      ]);
    } finally {
      frozen.mockRestore();
    }
    const headers = sent.map((s) => s.init.headers as Record<string, string>);
    expect(new Set(headers.map((h) => h.sign)).size).toBe(3);
    expect(new Set(headers.map((h) => h.timestamp)).size).toBe(3);
    for (const h of headers) {
      expect(Number(h.timestamp) - 1_800_000_000_000).toBeGreaterThanOrEqual(0);
      expect(Number(h.timestamp) - 1_800_000_000_000).toBeLessThan(1000);
    }
  });

  it('puts GET fields in the query and fills path parameters', async () => {
    answers.push(() => respond(200, { code: 0, msg: 'success', data: 1 }));
    await callApi(configureJson, { params: { code: 'miniComplaint' } });
    expect(sent[0]!.url).toBe(
      'https://putin.example/putin/api/v1/configure/miniComplaint/json?wechatType=7&productCode=nbc',
    );
    expect(sent[0]!.init.body).toBeUndefined();
  });

  it('retries once on the fallback domain after a network failure', async () => {
    answers.push(() => Promise.reject(new TypeError('Failed to fetch')));
    answers.push(() => respond(200, { code: 0, msg: 'success', data: [] }));
    await expect(callApi(groupNotJoinReasons)).resolves.toEqual([]);
    expect(sent.map((s) => new URL(s.url).host)).toEqual(['putin.example', 'fallback.example']);
  });

  it('toasts the failure text when the fallback fails too', async () => {
    answers.push(() => Promise.reject(new TypeError('Failed to fetch')));
    answers.push(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(callApi(groupNotJoinReasons)).rejects.toMatchObject({ code: -1 });
    expect(handlers.toast).toHaveBeenCalledWith('请求超时了,请刷新页面重试');
    expect(sent).toHaveLength(2);
  });

  it('counts only HTTP 200 as success', async () => {
    answers.push(() => respond(502, { code: 0, msg: 'success', data: [] }));
    await expect(callApi(groupNotJoinReasons)).rejects.toBeInstanceOf(ApiError);
    expect(handlers.toast).toHaveBeenCalledWith('请求超时了,请刷新页面重试');
  });

  it('gives up after the time-out', async () => {
    setTransportForTests({
      timeoutMs: 20,
      fetch: ((_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        })) as typeof fetch,
    });
    await expect(callApi(groupNotJoinReasons)).rejects.toMatchObject({ code: -1 });
    expect(handlers.toast).toHaveBeenCalledTimes(1);
  });

  it.each([3, 4])('code %i asks for login again with the message', async (code) => {
    answers.push(() => respond(200, { code, msg: '登录已过期，请重新登录', data: null }));
    await expect(callApi(groupNotJoinReasons)).rejects.toMatchObject({ code });
    expect(handlers.onLoginRequired).toHaveBeenCalledWith('登录已过期，请重新登录');
    expect(handlers.onFullPageError).not.toHaveBeenCalled();
  });

  it.each([9997, 9998])('code %i replaces the page', async (code) => {
    answers.push(() => respond(200, { code, msg: '系统维护中', data: null }));
    await expect(callApi(groupNotJoinReasons)).rejects.toMatchObject({ code });
    expect(handlers.onFullPageError).toHaveBeenCalledWith(code, '系统维护中');
  });

  it('hands other codes to the caller without a toast', async () => {
    answers.push(() => respond(200, { code: 1001, msg: '参数错误：x', data: null }));
    await expect(callApi(groupNotJoinReasons)).rejects.toMatchObject({ code: 1001, msg: '参数错误：x' });
    expect(handlers.toast).not.toHaveBeenCalled();
  });

  it('sends an upload call as multipart: the fields and the file’s MD5 as signed text parts, then the file', async () => {
    answers.push(() => respond(200, { code: 0, msg: 'success', data: { id: 1 } }));
    const bytes = new Uint8Array([1, 2, 3, 4, 5]);
    const file = new Blob([bytes], { type: 'audio/webm' });
    await callApi(commentVoicePublish, { body: { sectionId: 12 }, file });
    const { url, init } = sent[0]!;
    expect(url).toBe('/course/api/v1/commentVoice/publish');
    const form = init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    const fields = Object.fromEntries(
      [...form.entries()].filter(([, v]) => typeof v === 'string') as [string, string][],
    );
    expect(fields).toEqual({ sectionId: '12', wechatType: '7', productCode: 'nbc', fileMd5: fileMd5(bytes) });
    const sentFile = form.get('voice') as Blob;
    expect(new Uint8Array(await sentFile.arrayBuffer())).toEqual(bytes);
    const headers = init.headers as Record<string, string>;
    // no content type of ours: the browser writes multipart's with its boundary
    expect(headers['content-type']).toBeUndefined();
    expect(headers.sign).toBe(
      md5Sign({ payload: fields, timestamp: headers.timestamp!, token: 'tok-1', salt: 'salt-x' }),
    );
  });
});
