// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_URL_LIFETIME_MS, downloadText } from './funnel-csv';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('downloadText', () => {
  it('clicks a link to the file while it is in the document, and frees the URL only after the browser has read it', async () => {
    vi.useFakeTimers();
    const revoked: string[] = [];
    let blob: Blob | undefined;
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (value: Blob) => {
        blob = value;
        return 'blob:funnel-1';
      },
      revokeObjectURL: (url: string) => revoked.push(url),
    });
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({
        href: this.getAttribute('href') ?? '',
        download: this.download,
        attached: this.isConnected,
      });
    });

    downloadText('funnel.csv', '\uFEFF渠道\r\n');

    expect(clicked).toEqual([{ href: 'blob:funnel-1', download: 'funnel.csv', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    // the bytes as written: text() would drop the byte-order mark that tells spreadsheet programs it is UTF-8
    expect([...new Uint8Array(await blob!.arrayBuffer())]).toEqual([
      ...Buffer.from('\uFEFF渠道\r\n', 'utf8'),
    ]);
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    vi.advanceTimersByTime(DOWNLOAD_URL_LIFETIME_MS - 1);
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(revoked).toEqual(['blob:funnel-1']);
    click.mockRestore();
  });
});
