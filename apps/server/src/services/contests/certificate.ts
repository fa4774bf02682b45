import { createHmac } from 'node:crypto';
import type { ContestConfig } from '@course/contracts/contests-activity';
import { formatBeijing } from '@course/domain/beijing-time';
import { secretsEqual } from '../../security/keys.ts';
import { cjkPdfDocument } from './fonts.ts';

/**
 * The contest certificate (荣誉证书): an A4 landscape PDF drawn on the server with pdfkit, its Chinese text set
 * in the npm-shipped Noto Sans Hans (fonts.ts; pdfkit embeds only the glyphs used, so a certificate is ~50 KB).
 * The award comes from the contest's prize table by the entry's final place (`第1名`, `第2-3名` …; the last
 * prize without a place range, e.g. 优秀奖, goes to every other ranked contestant). The download link is
 * signed per entry with an HMAC (a browser download carries no token), like the invoice file's.
 */

export type CertificateInput = {
  certificateNo: string;
  realName: string;
  contestTitle: string;
  award: string;
  rank: number;
  voteCount: number;
  issuer: string;
  issuedAt: Date;
};

/** The award of a place: the first prize whose `第N名` / `第N-M名` range holds it, else the catch-all prize. */
export function awardOf(prizes: ContestConfig['prizes'], rank: number): string {
  let fallback: string | null = null;
  for (const prize of prizes) {
    const range = /第\s*(\d+)\s*(?:[-–~至]\s*(\d+))?\s*名/.exec(prize.rank);
    if (!range) {
      fallback ??= prize.title;
      continue;
    }
    const from = Number(range[1]);
    const to = range[2] ? Number(range[2]) : from;
    if (rank >= from && rank <= to) return prize.title;
  }
  return fallback ?? '参赛奖';
}

export function renderCertificatePdf(input: CertificateInput): Promise<Buffer> {
  const { doc, bytes: done } = cjkPdfDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `${input.contestTitle} 荣誉证书`,
      Subject: `${input.realName} · ${input.award}`,
      Author: input.issuer,
      Keywords: input.certificateNo,
    },
  });
  const width = doc.page.width;
  const height = doc.page.height;
  const gold = '#b8862b';
  const red = '#a51d1d';
  doc.rect(0, 0, width, height).fill('#fffaf0');
  doc
    .lineWidth(6)
    .rect(24, 24, width - 48, height - 48)
    .stroke(gold);
  doc
    .lineWidth(1.5)
    .rect(36, 36, width - 72, height - 72)
    .stroke(gold);
  const center = (text: string, y: number, font: string, size: number, color: string) =>
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(text, 60, y, { width: width - 120, align: 'center' });
  center('荣 誉 证 书', 88, 'bold', 46, red);
  center('CERTIFICATE OF HONOR', 148, 'regular', 12, gold);
  doc
    .font('bold')
    .fontSize(24)
    .fillColor('#222222')
    .text(`${input.realName} 同学：`, 120, 210, { width: width - 240 });
  doc
    .font('regular')
    .fontSize(18)
    .fillColor('#333333')
    .text(
      `在「${input.contestTitle}」中表现优异，以 ${input.voteCount} 票位列第 ${input.rank} 名。`,
      160,
      262,
      {
        width: width - 300,
        lineGap: 8,
      },
    );
  center('特授予', 306, 'regular', 18, '#333333');
  center(input.award, 336, 'bold', 40, red);
  center('特发此证，以资鼓励。', 406, 'regular', 18, '#333333');
  doc
    .font('regular')
    .fontSize(16)
    .fillColor('#333333')
    .text(input.issuer, width - 380, height - 150, { width: 260, align: 'right' })
    .text(formatBeijing(input.issuedAt, 'YYYY年M月D日'), width - 380, height - 124, {
      width: 260,
      align: 'right',
    });
  doc
    .font('regular')
    .fontSize(11)
    .fillColor('#888888')
    .text(`证书编号：${input.certificateNo}`, 120, height - 100, { width: 300 });
  doc.end();
  return done;
}

/** The signed path of an entry's certificate: `/activity/api/v1/certificate/<entryId>.pdf?k=<hmac>`. */
export function certificateLinks(key: string) {
  const sign = (entryId: number) =>
    createHmac('sha256', key).update(`contest-certificate:${entryId}`).digest('hex').slice(0, 32);
  return {
    url: (entryId: number) => `${CERTIFICATE_PATH}/${entryId}.pdf?k=${sign(entryId)}`,
    verify: (entryId: number, k: unknown) => secretsEqual(k, sign(entryId)),
  };
}

export const CERTIFICATE_PATH = '/activity/api/v1/certificate';
