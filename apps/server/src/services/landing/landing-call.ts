import type { ResponseOf } from '@course/contracts/define-call';
import type { liveLanding } from '@course/contracts/landing-live';
import { FALLBACK_LEARN_NUMBER, FALLBACK_SCENE_CODE } from '@course/domain/code-number';
import { collectsPhone } from '@course/domain/landing-chain';
import { LiveOrderType, SignUpType } from '@course/domain/landing-funnel';
import { landingVariant } from '@course/domain/landing-variants';
import { SceneType } from '@course/domain/scene-types';
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { KeyValueStore } from '../../cache/key-value-store.ts';
import type { AppDb } from '../../db/client.ts';
import { configCodes, customers, landingEnrolments } from '../../db/schema/index.ts';
import type { AuthedCustomer } from '../../http/session-store.ts';
import { customerInfo } from '../identity/customer-info.ts';
import { channelLinkUrl } from './channel-status.ts';
import { landingSetup, signUpResult } from './context.ts';
import { EnrolmentUnavailable, liveOrderOutcome, type PriorState, priorState, signUp } from './enrolment.ts';
import { recordEvent } from './events.ts';
import { cachedValue, landingCacheKey } from './landing-cache.ts';
import { inlineQrImages } from './qr-images.ts';
import { newQrResult, officialQr, oldQrResult, wechatTypeOf } from './qr-results.ts';

type LandingAnswer = Omit<ResponseOf<typeof liveLanding>, 'qrImages'>;

const MARQUEE_SIZE = 24;
const MARQUEE_TTL_MS = 10_000;

/** The landing call's answer, with its QR images inline (qr-images.ts). */
export async function resolveLanding(
  db: AppDb,
  input: Parameters<typeof resolveAnswer>[1] & { uploadsDir: string },
): Promise<ResponseOf<typeof liveLanding>> {
  const answer = await resolveAnswer(db, input);
  return { ...answer, qrImages: await inlineQrImages(answer, input.uploadsDir, input.kv) };
}

async function resolveAnswer(
  db: AppDb,
  input: {
    body: Parameters<typeof landingSetup>[1] & { mobile?: string; wechatType: string | number };
    customer: AuthedCustomer | null;
    brand: string;
    now: Date;
    log: FastifyBaseLogger;
    /** The landing cache (templates, channel status). */
    kv?: KeyValueStore;
  },
): Promise<LandingAnswer> {
  const { body, customer, brand, now, log, kv } = input;
  const { variant, template, courseId, place } = await landingSetup(db, body, { brand, log, kv });
  const customerId = customer?.customerId ?? null;
  // Reads and writes that do not depend on each other go to the database side by side (one wait, not several).
  const [flag] = await Promise.all([complaintFlag(db), recordEvent(db, 'view', place, customerId)]);
  const answer: LandingAnswer = {
    layout: template?.layout ? JSON.stringify(template.layout) : null,
    complaintFlag: flag,
    channelLinkUrl: null,
    check: null,
    signUp: null,
    qr: null,
    legacyQr: null,
    fallback: null,
    failedStage: null,
    needsMobile: false,
    redirect: null,
    avatars: [],
    user: null,
  };

  if (place.channel && place.subChannel) {
    answer.channelLinkUrl = await channelLinkUrl(db, place.channel, place.subChannel, kv);
    if (answer.channelLinkUrl) return answer;
  }
  if (variant.kind === 'diversion') {
    answer.redirect = await diversionTarget(db, customerId);
    return answer;
  }
  const signsUp = variant.kind === 'group-qr' && customerId !== null && courseId !== null;
  // The live-order check's read starts with the learner's info; its failure is handled where it is awaited.
  const priorRead = signsUp
    ? priorState(db, customerId, courseId).then(
        (state) => ({ state }),
        (error: unknown) => ({ error }),
      )
    : null;
  const user = customerId === null ? null : await customerInfo(db, customerId);
  answer.user = user;
  const official = async (sceneCode: number, learnNumber: string | null = user?.learnNumber ?? null) => {
    // A group-QR landing that falls back (scenes 94–99) found no valid group for the visitor: counted with the
    // 'full' refusals, the dashboard's "no valid group" (detail: the scene), as enrolment.ts counts a full camp.
    if (variant.kind === 'group-qr' && isNoGroupFallback(sceneCode)) {
      await recordEvent(db, 'full', place, customerId, `scene:${sceneCode}`);
    }
    return officialQr(db, { wechatType: wechatTypeOf(body.wechatType), brand, sceneCode, learnNumber });
  };

  if (!signsUp || !priorRead || customerId === null || courseId === null) {
    answer.fallback = await official(SceneType.genericFallback);
    return answer;
  }
  // The latest joiners change with every sign-up; a marquee a few seconds old is as good, so it is cached
  // for MARQUEE_TTL_MS instead of read for every visitor of a burst.
  answer.avatars = kv
    ? await cachedValue(
        kv,
        landingCacheKey.marquee(courseId),
        () => marqueeAvatars(db, courseId),
        MARQUEE_TTL_MS,
      )
    : await marqueeAvatars(db, courseId);

  let prior: PriorState;
  try {
    const read = await priorRead;
    if ('error' in read) throw read.error;
    prior = read.state;
    const check = liveOrderOutcome(prior);
    answer.check = { type: check.type, mutualExclusionQr: 'qr' in check ? check.qr : null, courseId };
  } catch (error) {
    log.error({ err: error }, 'landing: live-order check failed, showing the fallback QR');
    answer.failedStage = 'check';
    answer.fallback = await official(FALLBACK_SCENE_CODE, String(FALLBACK_LEARN_NUMBER));
    return answer;
  }
  if (answer.check.type === LiveOrderType.ownsCourse) return answer;
  if (answer.check.type === LiveOrderType.mutualExclusion) {
    if (!answer.check.mutualExclusionQr?.qrUrl)
      answer.fallback = await official(SceneType.mutualExclusionFallback);
    return answer;
  }

  const mobile = body.mobile?.trim() || null;
  if (collectsPhone(variant) && !mobile && !user?.mobile && !prior.placement) {
    answer.needsMobile = true;
    return answer;
  }

  try {
    const outcome = await signUp(db, { customerId, courseId, place, mobile, now }, prior);
    answer.signUp = signUpResult(outcome, courseId, now);
    if (outcome.type === SignUpType.mutualExclusion && !outcome.qr.qrUrl) {
      answer.fallback = await official(SceneType.mutualExclusionFallback);
    }
    if (outcome.type === SignUpType.enrolled) {
      if (variant.legacyQrResult) answer.legacyQr = oldQrResult(outcome.placement, now);
      else answer.qr = newQrResult(outcome.placement, variant, now);
      if (!answer.qr && !answer.legacyQr) answer.fallback = await official(SceneType.groupAbnormal);
      if (user && !user.learnNumber) answer.user = { ...user, learnNumber: outcome.placement.learnNumber };
    }
  } catch (error) {
    answer.failedStage = 'signUp';
    if (error instanceof EnrolmentUnavailable) {
      answer.fallback = await official(
        error.reason === 'no-camp' ? SceneType.classAssignmentFallback : SceneType.enrolmentFallback,
      );
    } else {
      log.error({ err: error }, 'landing: sign-up failed, showing the fallback QR');
      answer.fallback = await official(FALLBACK_SCENE_CODE, String(FALLBACK_LEARN_NUMBER));
    }
  }
  return answer;
}

/** The fallback scenes (94–99, scene-types.ts) in which the visitor got no valid group. */
export const isNoGroupFallback = (sceneCode: number): boolean => sceneCode >= 94 && sceneCode <= 99;

/** The miniComplaint configuration flag; a missing row shows the entry (the flag is then 'ignored'). */
async function complaintFlag(db: AppDb): Promise<number> {
  const [row] = await db
    .select({ value: configCodes.value })
    .from(configCodes)
    .where(eq(configCodes.code, 'miniComplaint'))
    .limit(1);
  const value = Number(row?.value ?? 1);
  return Number.isFinite(value) ? value : 1;
}

/** Avatars of the course's latest joiners, topped up from configuration (landingMarqueeAvatars). */
async function marqueeAvatars(db: AppDb, courseId: number): Promise<string[]> {
  const recent = await db
    .select({ avatarUrl: customers.avatarUrl })
    .from(landingEnrolments)
    .innerJoin(customers, eq(customers.id, landingEnrolments.customerId))
    .where(eq(landingEnrolments.courseId, courseId))
    .orderBy(desc(landingEnrolments.createdAt))
    .limit(MARQUEE_SIZE * 2);
  const avatars = [...new Set(recent.map((r) => r.avatarUrl).filter((u): u is string => Boolean(u)))];
  if (avatars.length < MARQUEE_SIZE) {
    const [config] = await db
      .select({ value: configCodes.value })
      .from(configCodes)
      .where(eq(configCodes.code, 'landingMarqueeAvatars'))
      .limit(1);
    const extra = Array.isArray(config?.value) ? config.value.filter((v) => typeof v === 'string') : [];
    for (const url of extra) if (!avatars.includes(url)) avatars.push(url);
  }
  return avatars.slice(0, MARQUEE_SIZE);
}

/**
 * classInfoDiversion: one of the configured landing pages (landingDiversion: [{ page, weight }]), chosen by
 * weight and kept stable for a learner (their id picks the slot).
 */
async function diversionTarget(db: AppDb, customerId: number | null): Promise<string | null> {
  const [config] = await db
    .select({ value: configCodes.value })
    .from(configCodes)
    .where(eq(configCodes.code, 'landingDiversion'))
    .limit(1);
  const targets = (Array.isArray(config?.value) ? config.value : [])
    .map((t) => t as { page?: unknown; weight?: unknown })
    .filter((t) => typeof t.page === 'string' && landingVariant(t.page)?.kind === 'group-qr')
    .map((t) => ({ page: t.page as string, weight: Math.max(0, Math.floor(Number(t.weight) || 0)) }))
    .filter((t) => t.weight > 0);
  const total = targets.reduce((n, t) => n + t.weight, 0);
  if (total === 0) return null;
  let slot = (customerId ?? Math.floor(Math.random() * total)) % total;
  for (const target of targets) {
    if (slot < target.weight) return `/${target.page}`;
    slot -= target.weight;
  }
  return null;
}
