import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/client.ts';
import { awardOf, CERTIFICATE_PATH, certificateLinks, renderCertificatePdf } from './certificate.ts';
import { type Contest, contestById, stageWindow } from './contest-view.ts';
import { type EntryRow, entryNo, entryRowById, rankOf } from './entries.ts';

/**
 * Certificates: whether a contestant has one (the result stage has begun, voting is over and the entry is on the
 * rank), and
 * the PDF itself behind a per-entry signed link. The link's key is the contests area's upload key with its own
 * message prefix (`contest-certificate:`), so it signs nothing else.
 */

export type CertificateState = {
  available: boolean;
  reason: string | null;
  rank: number | null;
  award: string | null;
};

export async function certificateState(
  db: AppDb,
  contest: Contest,
  entry: EntryRow | null,
  now: Date,
): Promise<CertificateState> {
  const none = (reason: string) => ({ available: false, reason, rank: null, award: null });
  const result = stageWindow(contest, 'result');
  if (!result) return none('本活动不颁发证书');
  if (now.getTime() < result.startsAt) return none('结果公布后可领取证书');
  if (!entry || entry.status === 'applied') return none('提交参赛作品后，结果公布时可领取证书');
  if (entry.status === 'rejected') return none('作品未通过审核，无法领取证书');
  // A place is final only once votes are closed (publishing the result closes them at that moment); before, the
  // award would follow the live rank and the same link could later say another.
  const vote = stageWindow(contest, 'vote');
  if (vote && now.getTime() < vote.endsAt) return none('投票结束、结果公布后可领取证书');
  const rank = await rankOf(db, entry);
  if (rank === null) return none('结果公布后可领取证书');
  return { available: true, reason: null, rank, award: awardOf(contest.settings.prizes, rank) };
}

export function registerCertificateFile(app: FastifyInstance): void {
  const links = certificateLinks(app.config.keys.uploadUrl);
  app.get<{ Params: { file: string }; Querystring: { k?: string } }>(
    `${CERTIFICATE_PATH}/:file`,
    async (request, reply) => {
      const missing = () => reply.status(404).send({ code: 1005, msg: '证书不存在', data: null });
      const match = /^(\d{1,9})\.pdf$/.exec(request.params.file);
      const entryId = Number(match?.[1]);
      if (!match || !links.verify(entryId, request.query.k)) return missing();
      const db = app.deps.database.db;
      const entry = await entryRowById(db, entryId);
      const contest = entry ? await contestById(db, entry.contestId) : null;
      if (!entry || !contest) return missing();
      const now = new Date();
      const state = await certificateState(db, contest, entry, now);
      if (!state.available) return missing();
      const pdf = await renderCertificatePdf({
        certificateNo: `${contest.code.toUpperCase()}-${entryNo(entry).replace('NO.', '')}`,
        realName: entry.realName,
        contestTitle: contest.title,
        award: state.award!,
        rank: state.rank!,
        voteCount: entry.voteCount,
        issuer: `${contest.title}组委会`,
        issuedAt: now,
      });
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="certificate-${entryId}.pdf"`)
        .send(pdf);
    },
  );
}
