import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TeamCountdown } from './team-countdown';

/** The countdown runs on the server's clock (serverNow), whatever the phone's clock says; the deadline in Beijing time. */
describe('TeamCountdown', () => {
  afterEach(() => vi.useRealTimers());
  const serverNow = Date.UTC(2026, 10, 25, 14, 0, 0); // 22:00 in Beijing
  const text = (html: string) => html.replace(/<[^>]+>/g, '');

  it('shows the time left by the server even when the phone is two hours fast', () => {
    vi.useFakeTimers();
    vi.setSystemTime(serverNow + 2 * 3_600_000);
    const html = renderToStaticMarkup(
      <TeamCountdown deadlineAt={serverNow + 3_661_000} serverNow={serverNow} />,
    );
    expect(text(html)).toContain('剩余01:01:01');
    expect(text(html)).toContain('11月25日 23:01截止');
  });

  it('counts days and says 已截止 at the deadline', () => {
    vi.useFakeTimers();
    vi.setSystemTime(serverNow);
    expect(
      text(
        renderToStaticMarkup(<TeamCountdown deadlineAt={serverNow + 26 * 3_600_000} serverNow={serverNow} />),
      ),
    ).toContain('1天02:00:00');
    expect(
      text(renderToStaticMarkup(<TeamCountdown deadlineAt={serverNow - 1} serverNow={serverNow} />)),
    ).toContain('已截止');
  });
});
