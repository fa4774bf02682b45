import { z } from 'zod';
import { defineCall, zId, zText } from './define-call.ts';
import { ZUserInfo } from './identity-account.ts';
import { LandingCall } from './landing-calls.ts';

/**
 * The group-QR funnel: page template, live-order check, zero-yuan sign-up and class allocation, the QR results,
 * the messaging-app account fallback and the one combined call the landing page makes.
 * `groupCodePage` is the landing page's route name (pageTemplate, classInfo20, tui …); `addGroupPageId` the
 * page template's id.
 */

/** Where a visitor came from: the landing's query and route. */
export const ZLandingContext = z.object({
  groupCodePage: zText(64).min(1),
  addGroupPageId: zId().optional(),
  channel: zText(32).optional(),
  subChannel: zText(32).optional(),
  putinOneId: zText(64).optional(),
  chainType: zText(16).optional(),
});

export type TLandingContext = z.infer<typeof ZLandingContext>;

export const ZQrImage = z.object({ qrUrl: z.string(), name: z.string() });

export const ZCheckResult = z.object({
  /** 1 normal, 2 mutual-exclusion QR, 5 already owns the course (LiveOrderType). */
  type: z.number(),
  /** Type 2: the QR to show. */
  mutualExclusionQr: ZQrImage.nullable(),
  /** The course the page enrols into (type 5 goes to its learning centre). */
  courseId: z.number().nullable(),
});

export const ZSignUpResult = z.object({
  /** 1 mutual exclusion, 2 enrolled, 3 enrolment full, 4 channel banned (SignUpType). */
  type: z.number(),
  sceneCode: z.number().nullable(),
  learnNumber: z.string().nullable(),
  /** The camp (its start is the camp date). */
  campDateId: z.number().nullable(),
  /** The class. */
  groupId: z.string().nullable(),
  courseId: z.number().nullable(),
  /** Type 4: where the banned channel sends the visitor. */
  linkUrl: z.string().nullable(),
  /** Type 1: the QR to show. */
  mutualExclusionQr: ZQrImage.nullable(),
});

export type TSignUpResult = z.infer<typeof ZSignUpResult>;

/** The spec's new QR-code result, plus the code number drawn under the QR. */
export const ZNewQrResult = z.object({
  isJoinGroup: z.boolean(),
  sceneCode: z.number(),
  campDateId: z.number().nullable(),
  /** 1 group, 2 teacher, 3 official account (QrCodeType). */
  qrCodeType: z.number(),
  isToLessonCenter: z.boolean(),
  newQrCode: z.string(),
  learnNumber: z.string(),
  groupId: z.string().nullable(),
  codeNumber: z.string(),
  courseId: z.number().nullable(),
  /** The class's name and teacher, shown under the QR. */
  groupName: z.string(),
  teacherName: z.string(),
});

export type TNewQrResult = z.infer<typeof ZNewQrResult>;

/** The spec's older QR result. */
export const ZOldQrResult = z.object({
  groupQrcode: z.string(),
  groupQrcodeIsInvalid: z.boolean(),
  teacherQrCode: z.string(),
  groupId: z.string().nullable(),
  sceneCode: z.number(),
  learnNumber: z.string(),
  codeNumber: z.string(),
});

export type TOldQrResult = z.infer<typeof ZOldQrResult>;

/** The messaging-app account's QR shown when the funnel cannot place the visitor. */
export const ZFallbackQr = z.object({
  qrcode: z.string(),
  name: z.string(),
  sceneCode: z.number(),
  learnNumber: z.string(),
  codeNumber: z.string(),
});

export type TFallbackQr = z.infer<typeof ZFallbackQr>;

export const addGroupPageInfo = defineCall({
  ...LandingCall.pageInfo,
  summary: 'A page template (add-group page): its layout as a JSON string, checked field by field',
  auth: 'optional',
  request: z.object({
    addGroupPageId: zId(),
    putinOneId: zText(64).optional(),
    chainType: zText(16).optional(),
  }),
  response: z.object({ id: z.number(), name: z.string(), componentJson: z.string() }),
});

export const checkLiveOrder = defineCall({
  ...LandingCall.checkLiveOrder,
  summary: 'Live-order check: 1 normal, 2 mutual-exclusion QR, 5 already owns the course',
  auth: 'required',
  request: ZLandingContext,
  response: ZCheckResult,
});

export const signUpAndAllocateClass = defineCall({
  ...LandingCall.signUp,
  summary: 'Zero-yuan sign-up and class allocation (from=2); the same learner always gets the same class',
  auth: 'required',
  request: ZLandingContext.extend({
    from: z.number().int().min(1).max(9),
    /** Get-info landings send the visitor's phone. */
    mobile: zText(20).optional(),
    otherInfo: zText(500).optional(),
  }),
  response: ZSignUpResult,
});

export const liveQrCode = defineCall({
  ...LandingCall.qrCode,
  summary: "The new QR-code result of the learner's enrolment for this landing",
  auth: 'required',
  request: ZLandingContext,
  response: ZNewQrResult,
});

export const liveGroupData = defineCall({
  ...LandingCall.groupData,
  summary: "The older QR result (groupQrcode, teacherQrCode) of the learner's enrolment for this landing",
  auth: 'required',
  request: ZLandingContext,
  response: ZOldQrResult,
});

export const liveJoinGroup = defineCall({
  ...LandingCall.joinGroup,
  summary: 'Records that the learner joined their class group',
  auth: 'required',
  request: z.object({ groupId: zText(20).min(1) }),
  response: z.object({ isJoinGroup: z.boolean() }),
});

export const putinWechatConfigByType = defineCall({
  ...LandingCall.wechatConfigByType,
  summary: "A messaging-app account by wechatType: its QR and name (the funnel's fallback QR)",
  auth: 'optional',
  params: z.object({ type: z.coerce.number().int().min(0).max(99_999) }),
  request: z.object({ putinOneId: zText(64).optional(), chainType: zText(16).optional() }),
  response: z.object({ type: z.number(), appId: z.string(), name: z.string(), qrcode: z.string() }),
});

/**
 * Everything the group-QR page needs in one call: the layout, the channel status, the live-order check,
 * the sign-up and class allocation and the QR (or the fallback), the marquee's avatars and the learner.
 * The same rules as the separate calls above, composed on the server to save the page four round trips.
 */
export const liveLanding = defineCall({
  ...LandingCall.landing,
  summary: 'The group-QR page in one call: layout, channel, live-order check, sign-up, QR',
  auth: 'optional',
  request: ZLandingContext.extend({
    /** Set by get-info landings once the visitor gave a phone (and by none else). */
    mobile: zText(20).optional(),
  }),
  response: z.object({
    /** The template's layout (checked, as JSON); null: draw the default layout. */
    layout: z.string().nullable(),
    /** The miniComplaint configuration flag. */
    complaintFlag: z.number(),
    /** The channel is banned: go there (nothing else was done). */
    channelLinkUrl: z.string().nullable(),
    check: ZCheckResult.nullable(),
    signUp: ZSignUpResult.nullable(),
    qr: ZNewQrResult.nullable(),
    legacyQr: ZOldQrResult.nullable(),
    fallback: ZFallbackQr.nullable(),
    /** Which step failed and fell back (the page reports it). */
    failedStage: z.enum(['check', 'signUp']).nullable(),
    /** A get-info landing must ask for the visitor's phone before signing up. */
    needsMobile: z.boolean(),
    /** A diversion landing: where to go. */
    redirect: z.string().nullable(),
    avatars: z.array(z.string()),
    user: ZUserInfo.nullable(),
    /**
     * The answer's own QR images (uploads, small ones) as data URLs, by the address the answer gives: the page's
     * <img> shows the QR without a third round trip. An address not in here loads as usual.
     */
    qrImages: z.record(z.string(), z.string()),
  }),
});
