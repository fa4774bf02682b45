import { LiveOrderType, QrCodeType, SignUpType, type TQrCodeType } from './landing-funnel.ts';
import { isSafeLayoutUrl } from './landing-layout.ts';
import { shouldGoToLessonCenter } from './scene-types.ts';

/**
 * What a landing page does first with a liveLanding answer: one rule for the page's engine, which acts on it
 * (apps/web/src/features/landing/engine/funnel.ts), and for the server, which puts the QR it will show into the
 * landing document (apps/server/src/services/landing/landing-boot.ts). Pure: the side effects (navigation,
 * reports, drawing) stay with the engine. The input is typed by its shape (the liveLanding response of
 * packages/contracts/src/landing-live.ts; domain does not depend on the contracts).
 *
 * The order is the spec's 'Group-QR page load': banned channel → diversion → owns the course → mutual exclusion
 * → get-info phone → enrolment full → banned channel of the sign-up → the new QR result (or the learning
 * centre) → the older QR result → the messaging-app account's fallback → nothing: the page's own fallback.
 */

type QrImageShape = { qrUrl: string; name: string } | null;

export type LandingAnswerShape = {
  channelLinkUrl: string | null;
  redirect: string | null;
  needsMobile: boolean;
  check: { type: number; mutualExclusionQr: QrImageShape; courseId: number | null } | null;
  signUp: { type: number; linkUrl: string | null; mutualExclusionQr: QrImageShape } | null;
  qr: {
    isJoinGroup: boolean;
    sceneCode: number;
    isToLessonCenter: boolean;
    campDateId: number | null;
    courseId: number | null;
    qrCodeType: number;
    newQrCode: string;
    groupId: string | null;
    codeNumber: string;
  } | null;
  legacyQr: {
    groupQrcode: string;
    groupQrcodeIsInvalid: boolean;
    teacherQrCode: string;
    groupId: string | null;
    codeNumber: string;
  } | null;
  fallback: {
    qrcode: string;
    name: string;
    sceneCode: number;
    learnNumber: string;
    codeNumber: string;
  } | null;
};

/** The QR the page shows: its address, what it is (the marquee's line follows it), the lines under it. */
export type LandingQr = {
  url: string;
  type: TQrCodeType;
  caption?: string;
  codeNumber?: string;
};

export type LandingOutcome =
  /** The answer's banned channel: cache it, report it, go there (nothing else is drawn). */
  | { kind: 'channel-link'; url: string }
  /** A diversion landing: go to `to` (the page appends its own query). */
  | { kind: 'redirect'; to: string }
  /** Owns the course, or the enrolment goes to the lesson centre. */
  | { kind: 'learning-centre'; courseId: number; campDateId: number | null }
  /**
   * Show one QR. `source`: which part of the answer it came from; `groupId`: the class (the feedback dialog's);
   * `fallback`: the messaging-app account's scene and learner number (the page reports a default one).
   */
  | {
      kind: 'qr';
      source: 'exclusion' | 'qr' | 'legacy' | 'fallback';
      qr: LandingQr;
      groupId: string | null;
      fallback?: { sceneCode: number; learnNumber: string };
    }
  /** A get-info landing: ask for the phone, then call again with it. */
  | { kind: 'ask-mobile' }
  /** Every class is full: the enrolment-full page (notAvailable with the landing's query). */
  | { kind: 'not-available' }
  /** The sign-up found the channel banned: go to its link. */
  | { kind: 'banned-link'; url: string }
  /** The answer shows nothing: the page's own fallback (the account call's QR, scene 3, learner number 97). */
  | { kind: 'client-fallback' };

/** The caption under the messaging-app account's QR. */
export const officialQrCaption = (name: string): string =>
  name ? `长按识别二维码，关注「${name}」` : '长按识别二维码关注公众号';

/** The QR-code types an answer may give; anything else reads as the class group's (as the marquee does). */
const qrTypeOf = (value: number): TQrCodeType =>
  value === QrCodeType.teacher || value === QrCodeType.officialAccount ? value : QrCodeType.group;

export function landingOutcome(answer: LandingAnswerShape): LandingOutcome {
  if (answer.channelLinkUrl && isSafeLayoutUrl(answer.channelLinkUrl))
    return { kind: 'channel-link', url: answer.channelLinkUrl };
  if (answer.redirect) return { kind: 'redirect', to: answer.redirect };
  const { check, signUp } = answer;
  if (check?.type === LiveOrderType.ownsCourse && check.courseId)
    return { kind: 'learning-centre', courseId: check.courseId, campDateId: null };
  const exclusion = check?.mutualExclusionQr ?? signUp?.mutualExclusionQr;
  if (
    exclusion?.qrUrl &&
    (check?.type === LiveOrderType.mutualExclusion || signUp?.type === SignUpType.mutualExclusion)
  ) {
    // the course advisor's personal QR: a person to add, like a teacher
    return {
      kind: 'qr',
      source: 'exclusion',
      qr: {
        url: exclusion.qrUrl,
        type: QrCodeType.teacher,
        caption: `你已报名相关课程，请添加${exclusion.name}`,
      },
      groupId: null,
    };
  }
  if (answer.needsMobile) return { kind: 'ask-mobile' };
  if (signUp?.type === SignUpType.full) return { kind: 'not-available' };
  if (signUp?.type === SignUpType.channelBanned && signUp.linkUrl && isSafeLayoutUrl(signUp.linkUrl))
    return { kind: 'banned-link', url: signUp.linkUrl };
  const { qr, legacyQr, fallback } = answer;
  if (qr) {
    if (
      qr.courseId &&
      shouldGoToLessonCenter({
        scene: qr.sceneCode,
        isJoinGroup: qr.isJoinGroup,
        isToLessonCenter: qr.isToLessonCenter,
      })
    )
      return { kind: 'learning-centre', courseId: qr.courseId, campDateId: qr.campDateId };
    // the class's QR images carry the class or teacher name themselves
    return {
      kind: 'qr',
      source: 'qr',
      qr: { url: qr.newQrCode, type: qrTypeOf(qr.qrCodeType), codeNumber: qr.codeNumber },
      groupId: qr.groupId,
    };
  }
  if (legacyQr) {
    const invalid = legacyQr.groupQrcodeIsInvalid;
    return {
      kind: 'qr',
      source: 'legacy',
      qr: {
        url: invalid ? legacyQr.teacherQrCode : legacyQr.groupQrcode,
        type: invalid ? QrCodeType.teacher : QrCodeType.group,
        codeNumber: legacyQr.codeNumber,
      },
      groupId: legacyQr.groupId,
    };
  }
  if (fallback) {
    return {
      kind: 'qr',
      source: 'fallback',
      qr: {
        url: fallback.qrcode,
        type: QrCodeType.officialAccount,
        caption: officialQrCaption(fallback.name),
        codeNumber: fallback.codeNumber,
      },
      groupId: null,
      fallback: { sceneCode: fallback.sceneCode, learnNumber: fallback.learnNumber },
    };
  }
  return { kind: 'client-fallback' };
}
