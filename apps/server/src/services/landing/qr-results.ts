import type { TFallbackQr, TNewQrResult, TOldQrResult } from '@course/contracts/landing-live';
import { DEFAULT_LEARN_NUMBER } from '@course/domain/code-number';
import { DEFAULT_WECHAT_TYPE } from '@course/domain/constants';
import { codeNumberOf, QrCodeType, sceneForCamp } from '@course/domain/landing-funnel';
import type { LandingVariant } from '@course/domain/landing-variants';
import { SceneType } from '@course/domain/scene-types';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { brands, wechatApps } from '../../db/schema/index.ts';
import type { Placement } from './enrolment.ts';

/**
 * The QR a learner gets for their class: the spec's new result and its older shape, and the messaging-app
 * account's QR that every fallback shows.
 *
 * Scene of a placement: 1 before the camp starts, 4 while it runs, 5 after it ended; 6 when the class's group
 * QR is missing (the teacher's QR is shown instead). A page that asks for the teacher (addTeacher, the
 * qianchi/qiwei pages) gets the teacher's QR. See docs/decisions.md for 94–99.
 */

export function newQrResult(placement: Placement, variant: LandingVariant, now: Date): TNewQrResult | null {
  let sceneCode: number = sceneForCamp(placement.campStartsAt, now);
  const wantsTeacher = variant.qr === 'teacher';
  const groupMissing = placement.groupQrUrl === '';
  let qrCodeType: number = QrCodeType.group;
  let newQrCode = placement.groupQrUrl;
  if (wantsTeacher || groupMissing) {
    qrCodeType = QrCodeType.teacher;
    newQrCode = placement.teacherQrUrl;
    if (groupMissing && !wantsTeacher) sceneCode = SceneType.groupInvalid;
  }
  if (!newQrCode) return null;
  return {
    isJoinGroup: placement.joinedGroupAt !== null,
    sceneCode,
    campDateId: placement.campId,
    qrCodeType,
    isToLessonCenter: variant.lessonCenterJump === true,
    newQrCode,
    learnNumber: placement.learnNumber,
    groupId: String(placement.classId),
    codeNumber: codeNumberOf({ qrCodeType, sceneCode, learnNumber: placement.learnNumber }),
    courseId: placement.courseId,
    groupName: placement.className,
    teacherName: placement.teacherName,
  };
}

export function oldQrResult(placement: Placement, now: Date): TOldQrResult {
  const groupQrcodeIsInvalid = placement.groupQrUrl === '';
  const sceneCode = groupQrcodeIsInvalid ? SceneType.groupInvalid : sceneForCamp(placement.campStartsAt, now);
  return {
    groupQrcode: placement.groupQrUrl,
    groupQrcodeIsInvalid,
    teacherQrCode: placement.teacherQrUrl,
    groupId: String(placement.classId),
    sceneCode,
    learnNumber: placement.learnNumber,
    codeNumber: codeNumberOf({
      qrCodeType: groupQrcodeIsInvalid ? QrCodeType.teacher : QrCodeType.group,
      sceneCode,
      learnNumber: placement.learnNumber,
    }),
  };
}

/** The messaging-app account for a wechatType (the brand's subscription QR and name when it has none). */
export async function wechatAccount(
  db: AppDb,
  wechatType: number,
  brandCode: string,
): Promise<{ type: number; appId: string; name: string; qrcode: string }> {
  const [app] = await db
    .select({ appId: wechatApps.appId, name: wechatApps.name, qrcode: wechatApps.qrcodeUrl })
    .from(wechatApps)
    .where(eq(wechatApps.wechatType, wechatType))
    .limit(1);
  if (app?.qrcode) return { type: wechatType, ...app };
  const [brand] = await db
    .select({ name: brands.name, qrcode: brands.subscriptionQrUrl })
    .from(brands)
    .where(eq(brands.code, brandCode as 'nbc'))
    .limit(1);
  return { type: wechatType, appId: app?.appId ?? '', name: brand?.name ?? '', qrcode: brand?.qrcode ?? '' };
}

export function wechatTypeOf(value: string | number | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_WECHAT_TYPE;
}

/** The official-account QR with a code number: scene and learner number say why it is shown. */
export async function officialQr(
  db: AppDb,
  input: { wechatType: number; brand: string; sceneCode: number; learnNumber: string | null },
): Promise<TFallbackQr> {
  const account = await wechatAccount(db, input.wechatType, input.brand);
  const learnNumber = input.learnNumber || String(DEFAULT_LEARN_NUMBER);
  return {
    qrcode: account.qrcode,
    name: account.name,
    sceneCode: input.sceneCode,
    learnNumber,
    codeNumber: codeNumberOf({
      qrCodeType: QrCodeType.officialAccount,
      sceneCode: input.sceneCode,
      learnNumber,
    }),
  };
}
