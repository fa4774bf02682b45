import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoContests, writeContestFiles } from './seed-contests.ts';

/** What a PDF's document information says (pdfkit writes its strings as UTF-16BE literals). */
function pdfInfoStrings(pdf: Buffer): string[] {
  const out: string[] = [];
  for (const match of pdf.toString('latin1').matchAll(/\((\xfe\xff(?:\\.|[^\\)])*)\)/g)) {
    const raw = match[1]!.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, e: string) =>
      /^[0-7]+$/.test(e) ? String.fromCharCode(Number.parseInt(e, 8)) : e,
    );
    const b = Buffer.from(raw.slice(2), 'latin1');
    let text = '';
    for (let i = 0; i + 1 < b.length; i += 2) text += String.fromCharCode(b.readUInt16BE(i));
    out.push(text);
  }
  return out;
}

describe('the demo contests’ 大赛资料', () => {
  it('links every audio and video contest to its rules PDF, never to nothing', () => {
    const url = (file: string) => `/uploads/${file}`;
    for (const c of demoContests(url, new Date())) {
      for (const m of c.config.materials) expect(m.url, `${c.code}: ${m.title}`).not.toBe('');
      if (c.kind !== 'image') {
        expect(c.config.materials).toEqual([
          { title: '大赛规则与评分标准（PDF）', url: `/uploads/contest-materials/rules-${c.code}.pdf` },
        ]);
      }
    }
  });

  it('writes those PDFs with the contest’s title, the same bytes on a second run', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'contest-files-'));
    try {
      await writeContestFiles(dir);
      const file = path.join(dir, 'contest-materials/rules-memory-2026.pdf');
      const pdf = await readFile(file);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfInfoStrings(pdf)).toContain('全国青少年记忆力大赛 大赛规则与评分标准');
      const before = (await stat(file)).mtimeMs;
      await writeContestFiles(dir);
      expect((await stat(file)).mtimeMs).toBe(before);
      for (const c of demoContests((f) => f, new Date())) {
        if (c.kind !== 'image') await stat(path.join(dir, `contest-materials/rules-${c.code}.pdf`));
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
