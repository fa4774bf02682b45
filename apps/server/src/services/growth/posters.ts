import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { renderQrPngDataUrl } from '../../db/qr-image.ts';
import { customers } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import { requireActivity } from './activities.ts';

/**
 * The learner's invite poster: the invite link (the invitee's landing route `invite-new-user-join` with the
 * inviter's id) and its QR as a PNG data URL. The page composes the poster on a canvas and shows one <img>.
 */

export const INVITE_JOIN_PATH = '/invite-new-user-join';

export const inviteUrlOf = (origin: string, inviterId: number) =>
  `${origin}${INVITE_JOIN_PATH}?inviterId=${inviterId}`;

export async function posterOf(db: AppDb, input: { customerId: number; origin: string; now: Date }) {
  const activity = await requireActivity(db, input.now);
  const [who] = await db
    .select({ nickname: customers.nickname, avatar: customers.avatarUrl })
    .from(customers)
    .where(eq(customers.id, input.customerId));
  if (!who) throw notFound('用户');
  const inviteUrl = inviteUrlOf(input.origin, input.customerId);
  return {
    inviteUrl,
    qrDataUrl: await renderQrPngDataUrl(inviteUrl),
    nickname: who.nickname ?? '',
    avatar: who.avatar ?? '',
    activityTitle: activity.title,
    registrationRewardCents: activity.registrationRewardCents,
    firstPurchaseRewardCents: activity.firstPurchaseRewardCents,
  };
}
