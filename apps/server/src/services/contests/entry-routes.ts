import type { FamilyCalls } from '@course/contracts/contests-entry';
import { ResponseCode } from '@course/domain/response-codes';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contestEntries, customers } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import type { UploadLimits } from '../../integrations/uploads/inspect.ts';
import { certificateLinks } from './certificate.ts';
import { certificateState } from './certificate-routes.ts';
import {
  type Contest,
  type ContestGroup,
  contestView,
  findContest,
  requireStageOpen,
} from './contest-view.ts';
import { applyToContest, entryById, entryOf, entryView, inviteesOf } from './entries.ts';
import { cachedRankPage, forgetRank } from './rank-cache.ts';
import { finishUpload, moderatedImage, startUpload, type UploadDeps } from './uploads.ts';
import { requireVerifiedVoter, sendVoteCode } from './vote-sms.ts';
import { castVote, votesLeft } from './votes.ts';

const entryLimits = (contest: Contest): UploadLimits => ({
  kind: contest.settings.entry.kind,
  maxBytes: contest.settings.entry.maxBytes,
  minSeconds: contest.settings.entry.minSeconds,
  maxSeconds: contest.settings.entry.maxSeconds,
});

const approvedFinal = () => new AppError(ResponseCode.entryApprovedFinal, '作品已通过审核，不能再替换');

const posterKeyOf = (mediaKey: string) => `${mediaKey.replace(/\.[a-z0-9]+$/, '')}-poster.jpg`;

/** The voice/ or video/ group: one set of handlers, registered once per group on its own contracts. */
export function registerEntryRoutes(
  app: FastifyInstance,
  calls: FamilyCalls,
  group: ContestGroup,
  uploads: UploadDeps,
): void {
  const contestOf = (
    ctx: { db: FastifyInstance['deps']['database']['db']; body: { productCode: string } },
    code: string,
  ) => findContest(ctx.db, ctx.body.productCode, code, group);

  registerCall(app, calls.getHome, async (ctx) => {
    const contest = await contestOf(ctx, ctx.input.activityCode);
    const customerId = ctx.customer?.customerId;
    const mine = customerId ? await entryOf(ctx.db, contest.id, customerId) : null;
    const page = await cachedRankPage(ctx.db, app.deps.kv, contest.id, 0, 3);
    return {
      activity: contestView(contest, ctx.now()),
      myEntry: mine ? await entryView(ctx.db, mine) : null,
      entryCount: page.total,
      voteTotal: page.voteTotal,
      top: page.list,
    };
  });

  registerCall(app, calls.apply, async (ctx) => {
    const contest = await contestOf(ctx, ctx.input.activityCode);
    const row = await applyToContest(ctx.db, contest, {
      customerId: requireCustomer(ctx).customerId,
      realName: ctx.input.realName,
      region: ctx.input.region,
      inviterEntryId: ctx.input.inviterEntryId,
      now: ctx.now(),
    });
    return entryView(ctx.db, row);
  });

  registerCall(app, calls.smsSend, async (ctx) => {
    const contest = await contestOf(ctx, ctx.input.activityCode);
    if (!contest.settings.vote.requireSms) throw conflict('本活动投票无需验证码');
    const customerId = requireCustomer(ctx).customerId;
    const [person] = await ctx.db
      .select({ mobile: customers.mobile })
      .from(customers)
      .where(eq(customers.id, customerId));
    return sendVoteCode(
      { kv: app.deps.kv, sms: app.deps.sms, secret: app.config.keys.smsCode },
      { contestId: contest.id, customerId, mobile: person?.mobile ?? null },
    );
  });

  registerCall(app, calls.upload, async (ctx) => {
    const contest = await contestOf(ctx, ctx.input.activityCode);
    const customerId = requireCustomer(ctx).customerId;
    const now = ctx.now();
    requireStageOpen(contest, 'upload', now, '作品上传');
    const mine = await entryOf(ctx.db, contest.id, customerId);
    if (!mine) throw conflict('请先报名再上传作品');
    if (mine.status === 'approved') throw approvedFinal();
    const limits = entryLimits(contest);
    if (ctx.input.step === 'start') {
      const target = await startUpload(ctx.db, uploads, {
        customerId,
        contestId: contest.id,
        purpose: 'entry',
        limits,
        contentType: ctx.input.contentType,
        size: ctx.input.size,
        now,
      });
      return { target, entry: null };
    }
    const file = await finishUpload(ctx.db, uploads, {
      customerId,
      contestId: contest.id,
      uploadKey: ctx.input.uploadKey,
      limits,
      now,
      // A photo entry (calligraphy, graduation) is shown to everyone on the works wall: the moderation port
      // checks it as /imgCheck/imgCheck does (2402 and deleted when refused).
      ...(limits.kind === 'image' ? { extraCheck: moderatedImage(uploads.moderation) } : {}),
    });
    const [row] = await ctx.db
      .update(contestEntries)
      .set({
        // A new work goes (back) to review; an approved entry is final (the condition below, so an operator's
        // approval racing this upload wins).
        status: 'submitted',
        reviewReason: null,
        mediaKey: file.key,
        mediaUrl: file.url,
        mediaType: file.mime,
        posterUrl: file.posterUrl,
        durationSeconds: file.durationSeconds === null ? null : Math.round(file.durationSeconds),
        submittedAt: now,
      })
      .where(and(eq(contestEntries.id, mine.id), ne(contestEntries.status, 'approved')))
      .returning();
    if (!row) {
      await uploads.store.remove(file.key).catch(() => {});
      throw approvedFinal();
    }
    // A new work enters the rank (or a refused one comes back to it).
    await forgetRank(app.deps.kv, contest.id);
    if (mine.mediaKey && mine.mediaKey !== file.key) {
      await uploads.store.remove(mine.mediaKey).catch(() => {});
      if (mine.posterUrl) await uploads.store.remove(posterKeyOf(mine.mediaKey)).catch(() => {});
    }
    return { target: null, entry: await entryView(ctx.db, row) };
  });

  registerCall(app, calls.getRank, async (ctx) => {
    const contest = await contestOf(ctx, ctx.input.activityCode);
    const { pageNum, pageSize } = ctx.input;
    const page = await cachedRankPage(ctx.db, app.deps.kv, contest.id, (pageNum - 1) * pageSize, pageSize);
    const customerId = ctx.customer?.customerId;
    const mine = customerId ? await entryOf(ctx.db, contest.id, customerId) : null;
    return {
      list: page.list,
      total: page.total,
      myEntry: mine ? await entryView(ctx.db, mine) : null,
    };
  });

  registerCall(app, calls.vote, async (ctx) => {
    const contest = await contestOf(ctx, ctx.input.activityCode);
    const voterId = requireCustomer(ctx).customerId;
    const now = ctx.now();
    if (contest.settings.vote.requireSms) {
      await requireVerifiedVoter(
        { kv: app.deps.kv, secret: app.config.keys.smsCode },
        { contestId: contest.id, customerId: voterId },
        ctx.input.smsCode,
        now,
      );
    }
    const answer = await castVote(ctx.db, contest, { voterId, entryId: ctx.input.entryId, now });
    await forgetRank(app.deps.kv, contest.id);
    return answer;
  });

  registerCall(app, calls.getVoteForMe, async (ctx) => {
    const contest = await contestOf(ctx, ctx.input.activityCode);
    const row = await entryById(ctx.db, contest.id, ctx.input.entryId);
    if (!row) throw notFound('作品');
    const now = ctx.now();
    const customerId = ctx.customer?.customerId;
    const left = customerId ? await votesLeft(ctx.db, contest, customerId, row.id, now) : null;
    return {
      activity: contestView(contest, now),
      entry: await entryView(ctx.db, row),
      isMine: customerId === row.customerId,
      votesLeftToday: left?.votesLeftToday ?? null,
      votesLeftForEntryToday: left?.votesLeftForEntryToday ?? null,
    };
  });

  const certificates = certificateLinks(app.config.keys.uploadUrl);
  registerCall(app, calls.getCertificate, async (ctx) => {
    const contest = await contestOf(ctx, ctx.input.activityCode);
    const mine = await entryOf(ctx.db, contest.id, requireCustomer(ctx).customerId);
    const state = await certificateState(ctx.db, contest, mine, ctx.now());
    return {
      ...state,
      realName: mine?.realName ?? null,
      url: state.available && mine ? certificates.url(mine.id) : null,
    };
  });

  registerCall(app, calls.getInvitees, async (ctx) => {
    const contest = await contestOf(ctx, ctx.input.activityCode);
    const mine = await entryOf(ctx.db, contest.id, requireCustomer(ctx).customerId);
    if (!mine) return { inviterEntryId: null, count: 0, list: [] };
    return { inviterEntryId: mine.id, ...(await inviteesOf(ctx.db, mine.id)) };
  });

  registerCall(app, calls.getTeacherQrcode, async (ctx) => {
    const contest = await contestOf(ctx, ctx.input.activityCode);
    const mine = await entryOf(ctx.db, contest.id, requireCustomer(ctx).customerId);
    if (!mine) throw conflict('报名后可添加老师');
    const { name, qrcodeUrl, tip } = contest.settings.teacher;
    return { teacherName: name, qrcodeUrl, tip };
  });
}
