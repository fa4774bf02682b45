import type { ContestConfig } from '@course/contracts/contests-activity';
import { cjkPdfDocument } from './fonts.ts';

/**
 * A contest's rules and scoring as an A4 PDF (大赛规则与评分标准, the 大赛资料 of the …Pdf pages): its rules, how
 * votes rank the entries, and its prizes, from the contest's configuration, in the same embedded font as the
 * certificate. The seed writes one per demo contest into the uploads folder. No dates are printed (the stages'
 * dates live on the contest's pages), and the file's own dates are fixed, so the same contest gives the same bytes.
 */
export type RulesDocumentInput = {
  title: string;
  rules: ContestConfig['rules'];
  prizes: ContestConfig['prizes'];
  vote: ContestConfig['vote'];
};

const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

/** How votes decide the ranking, in the words of the vote rules the server enforces (votes.ts, rank-cache.ts). */
export function scoringLines(vote: ContestConfig['vote']): string[] {
  return [
    `投票期间每位用户每天可投 ${vote.perDay} 票，同一作品每天限投 ${vote.perEntryPerDay} 票${
      vote.requireSms ? '，每天首次投票需短信验证' : ''
    }。`,
    '排名按作品的有效得票数从高到低；票数相同时，先提交的作品在前。',
    '作品须通过审核：审核未通过的作品不进入排行，刷票等违规行为将取消参赛资格。',
    '投票结束后公布最终排名，奖项与荣誉证书按最终排名颁发。',
  ];
}

/**
 * Rendered documents by their input. The same input gives the same bytes, and drawing one costs 0.25–0.4 s of CPU
 * (the 8 MB fonts parsed and subset again for each document): every seed of a process (one per test database image,
 * several in the seed's own tests) draws the same few.
 */
const rendered = new Map<string, Promise<Buffer>>();
const RENDERED_KEPT = 32;

export function renderRulesPdf(input: RulesDocumentInput): Promise<Buffer> {
  const key = JSON.stringify([input.title, input.rules, input.prizes, input.vote]);
  let bytes = rendered.get(key);
  if (!bytes) {
    bytes = drawRulesPdf(input);
    if (rendered.size >= RENDERED_KEPT) rendered.delete(rendered.keys().next().value as string);
    rendered.set(key, bytes);
    // a failed drawing is not kept: the next call draws again
    bytes.catch(() => rendered.delete(key));
  }
  return bytes;
}

function drawRulesPdf(input: RulesDocumentInput): Promise<Buffer> {
  const { doc, bytes: done } = cjkPdfDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `${input.title} 大赛规则与评分标准`,
      Author: input.title,
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
  const width = doc.page.width - 112;
  const red = '#a51d1d';
  doc.font('bold').fontSize(24).fillColor(red).text(input.title, { width, align: 'center' });
  doc.moveDown(0.3);
  doc
    .font('regular')
    .fontSize(14)
    .fillColor('#555555')
    .text('大赛规则与评分标准', { width, align: 'center' });
  doc.moveDown(1.2);
  const section = (heading: string, lines: string[]) => {
    doc.font('bold').fontSize(15).fillColor('#222222').text(heading, { width });
    doc.moveDown(0.4);
    lines.forEach((line, i) => {
      doc
        .font('regular')
        .fontSize(12)
        .fillColor('#333333')
        .text(`${i + 1}. ${line}`, { width, indent: 0, lineGap: 4 });
      doc.moveDown(0.3);
    });
    doc.moveDown(0.8);
  };
  section('一、参赛规则', input.rules);
  section('二、评分与排名', scoringLines(input.vote));
  section(
    '三、奖项设置',
    input.prizes.map((p) => `${p.rank}：${p.title}（${p.detail}）`),
  );
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#888888')
    .text('各环节时间以大赛页面公布为准。本规则由主办方负责解释。', { width, align: 'center' });
  doc.end();
  return done;
}
