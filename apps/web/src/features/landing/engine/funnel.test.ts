// @vitest-environment jsdom
import { landingBootTag } from '@course/domain/landing-context';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LandingAnswer } from './api';

/**
 * The funnel page as a new visitor gets it inside the app (no layout in the document): the template's loader
 * gives way to the page, and the marquee's line follows the QR shown (issue 21, items 1 and 3).
 */

const fetchLanding = vi.fn<() => Promise<LandingAnswer>>();
vi.mock('./api', () => ({
  fetchLanding: () => fetchLanding(),
  fetchWechatAccount: vi.fn(async () => ({ qrcode: '/uploads/qr/wechat-99.svg', name: '服务号' })),
  reportClickId: vi.fn(async () => undefined),
  reportError: vi.fn(async () => undefined),
  reportEvent: vi.fn(async () => undefined),
  reportMonitorFollow: vi.fn(async () => undefined),
  reportReturnInfo: vi.fn(async () => undefined),
}));

const { bootLanding } = await import('./boot');
const api = await import('./api');

const answer = (patch: Partial<LandingAnswer>): LandingAnswer =>
  ({
    layout: JSON.stringify({
      tQrcodeTop: 500,
      tQrcodeHeight: 320,
      tShowMarquee: '1',
      tBackgroundColor: '#fff',
    }),
    complaintFlag: 0,
    channelLinkUrl: null,
    check: null,
    signUp: null,
    qr: null,
    legacyQr: null,
    fallback: null,
    failedStage: null,
    needsMobile: false,
    redirect: null,
    avatars: ['/uploads/avatars/a.svg', '/uploads/avatars/b.svg'],
    user: null,
    ...patch,
  }) as LandingAnswer;

/** Mounts the template landing the way the app's landing page does (no boot layout), and loads its QR. */
async function mount(result: LandingAnswer) {
  fetchLanding.mockResolvedValueOnce(result);
  const host = document.createElement('div');
  document.body.appendChild(host);
  const dispose = bootLanding(host, {
    navigate: vi.fn(),
    url: { pathname: '/pageTemplate', search: '?addGroupPageId=1&channel=1001&subChannel=100101' },
  });
  expect(host.querySelectorAll('.lp-page-loading')).toHaveLength(1);
  await vi.waitFor(() => expect(host.querySelector('[data-testid="group-qr"]')).not.toBeNull());
  host.querySelector('[data-testid="group-qr"]')!.dispatchEvent(new Event('load'));
  return { host, dispose };
}

afterEach(() => {
  document.body.innerHTML = '';
});

/** A class QR of the answer (liveLanding `qr`). */
const groupQr = {
  isJoinGroup: false,
  sceneCode: 1,
  campDateId: 1,
  qrCodeType: 1,
  isToLessonCenter: false,
  newQrCode: '/uploads/qr/group.svg',
  learnNumber: '1000001',
  groupId: '1',
  codeNumber: '101-1000001',
  courseId: 1,
  groupName: '1 班',
  teacherName: '王老师',
};

describe('the funnel page inside the app', () => {
  it('replaces the template loader with the page: one page, no loader left', async () => {
    const { host, dispose } = await mount(
      answer({
        qr: groupQr,
      }),
    );
    expect(host.querySelectorAll('.lp-page-loading')).toHaveLength(0);
    expect(host.querySelectorAll('[data-testid="landing-page"]')).toHaveLength(1);
    // the page is the landing root's first child: nothing above it
    expect(host.querySelector('.lp-root')!.firstElementChild?.getAttribute('data-testid')).toBe(
      'landing-page',
    );
    await vi.waitFor(() =>
      expect(host.querySelector('[data-testid="marquee-text"]')?.textContent).toBe('同学们正在加入班级群'),
    );
    dispose();
    expect(host.children).toHaveLength(0);
  });

  it('says the others follow the account when the page shows the official account’s QR', async () => {
    const { host } = await mount(
      answer({
        fallback: {
          qrcode: '/uploads/qr/wechat-99.svg',
          name: '能力培训学堂服务号',
          sceneCode: 97,
          learnNumber: '1000001',
          codeNumber: '397-1000001',
        },
      }),
    );
    expect(host.querySelectorAll('.lp-page-loading')).toHaveLength(0);
    await vi.waitFor(() =>
      expect(host.querySelector('[data-testid="marquee-text"]')?.textContent).toBe('同学们正在关注公众号'),
    );
    expect(host.querySelector('[data-testid="qr-caption"]')?.textContent).toBe(
      '长按识别二维码，关注「能力培训学堂服务号」',
    );
  });
});

describe('the answer the landing document carries (boot data)', () => {
  const mountWithBoot = (tag: string, wechatType = 99) => {
    localStorage.setItem('token', 'token-of-a');
    localStorage.setItem('wechatType', '99');
    const host = document.createElement('div');
    document.body.appendChild(host);
    bootLanding(host, {
      navigate: vi.fn(),
      url: { pathname: '/pageTemplate', search: '?channel=1001&subChannel=100101' },
      boot: {
        variant: 'pageTemplate',
        layout: null,
        answer: { tag, wechatType, answer: answer({ qr: groupQr, qrImages: {} }) },
      },
    });
    return host;
  };

  beforeEach(() => fetchLanding.mockReset());
  afterEach(() => localStorage.clear());

  it("draws the carried answer without calling when it is the stored token's, QR from the early <img>", async () => {
    const early = document.createElement('img');
    early.id = 'lp-boot-qr';
    early.dataset.qrUrl = '/uploads/qr/group.svg';
    early.setAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    document.body.appendChild(early);
    const host = mountWithBoot(landingBootTag('token-of-a'));
    await vi.waitFor(() => expect(host.querySelector('[data-testid="group-qr"]')).not.toBeNull());
    const img = host.querySelector<HTMLImageElement>('[data-testid="group-qr"]')!;
    expect(img.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(img.dataset.qrUrl).toBe('/uploads/qr/group.svg');
    expect(host.querySelector('[data-testid="code-number"]')?.textContent).toBe('编号 101-1000001');
    expect(fetchLanding).not.toHaveBeenCalled();
  });

  /** The screen the server draws into the document (landing-document.ts drawnQr), its image already loaded. */
  const drawScreen = () => {
    const screen = document.createElement('div');
    screen.id = 'lp-boot-screen';
    const img = document.createElement('img');
    img.id = 'lp-boot-qr';
    img.className = 'lp-qr';
    img.dataset.testid = 'group-qr';
    img.dataset.qrUrl = '/uploads/qr/group.svg';
    img.setAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    Object.defineProperty(img, 'complete', { value: true });
    Object.defineProperty(img, 'naturalWidth', { value: 200 });
    screen.appendChild(img);
    document.body.appendChild(screen);
    return img;
  };

  it('takes over the QR the document drew: the same <img>, its screen gone, qr_shown reported', async () => {
    vi.mocked(api.reportEvent).mockClear();
    const drawn = drawScreen();
    const host = mountWithBoot(landingBootTag('token-of-a'));
    const img = host.querySelector<HTMLImageElement>('[data-testid="group-qr"]');
    // in the same task as the mount: no frame with both, no second image
    expect(img).toBe(drawn);
    expect(document.getElementById('lp-boot-screen')).toBeNull();
    expect(document.querySelectorAll('[data-testid="group-qr"]')).toHaveLength(1);
    expect(img!.id).toBe('');
    expect(img!.getAttribute('alt')).toBe('长按识别二维码');
    expect(img!.getAttribute('draggable')).toBe('false');
    expect(img!.parentElement?.className).toBe('lp-qr-slot');
    // its load event went before the engine ran: shown at once
    expect(api.reportEvent).toHaveBeenCalledWith('qr_shown', expect.anything());
    expect(fetchLanding).not.toHaveBeenCalled();
  });

  it("removes the document's QR at once when the carried answer is not this page's", async () => {
    drawScreen();
    fetchLanding.mockResolvedValueOnce(answer({ qr: { ...groupQr, codeNumber: '101-2000002' } }));
    const host = mountWithBoot(landingBootTag('token-of-b'));
    expect(document.getElementById('lp-boot-screen')).toBeNull();
    expect(document.querySelectorAll('[data-testid="group-qr"]')).toHaveLength(0);
    await vi.waitFor(() =>
      expect(host.querySelector('[data-testid="code-number"]')?.textContent).toBe('编号 101-2000002'),
    );
  });

  it("calls as always when the carried answer is another token's, or of another wechatType", async () => {
    for (const [tag, wechatType] of [
      [landingBootTag('token-of-b'), 99],
      [landingBootTag('token-of-a'), 101],
    ] as const) {
      fetchLanding.mockResolvedValueOnce(answer({ qr: { ...groupQr, codeNumber: '101-2000002' } }));
      const host = mountWithBoot(tag, wechatType);
      await vi.waitFor(() =>
        expect(host.querySelector('[data-testid="code-number"]')?.textContent).toBe('编号 101-2000002'),
      );
      host.remove();
    }
    expect(fetchLanding).toHaveBeenCalledTimes(2);
  });
});
