import type { TLandingContext, TSignUpResult } from '@course/contracts/landing-live';
import { chainTypeOfVariant } from '@course/domain/landing-chain';
import { SignUpType, sceneForCamp } from '@course/domain/landing-funnel';
import { type LandingVariant, landingVariant } from '@course/domain/landing-variants';
import type { FastifyBaseLogger } from 'fastify';
import type { KeyValueStore } from '../../cache/key-value-store.ts';
import type { AppDb } from '../../db/client.ts';
import { invalidParams } from '../../http/app-error.ts';
import type { LandingPlace, SignUpOutcome } from './enrolment.ts';
import { type LoadedTemplate, landingCourseId, loadTemplate } from './page-templates.ts';

/** What every funnel call works out first from the landing's context. */
export type LandingSetup = {
  variant: LandingVariant;
  template: LoadedTemplate | null;
  courseId: number | null;
  place: LandingPlace;
};

export async function landingSetup(
  db: AppDb,
  body: TLandingContext,
  opts: { brand: string; log?: FastifyBaseLogger; kv?: KeyValueStore },
): Promise<LandingSetup> {
  const variant = landingVariant(body.groupCodePage);
  if (!variant) throw invalidParams(`groupCodePage ${body.groupCodePage.slice(0, 64)} 不是落地页`);
  // An unknown template id is treated like none: the default layout and the brand's course.
  const template = body.addGroupPageId
    ? await loadTemplate(db, body.addGroupPageId, opts.log, opts.kv)
    : null;
  return {
    variant,
    template,
    courseId: await landingCourseId(db, template, opts.brand),
    place: {
      pageTemplateId: template?.id ?? null,
      groupCodePage: variant.name,
      channel: body.channel ?? '',
      subChannel: body.subChannel ?? '',
      chainType: body.chainType || (chainTypeOfVariant(variant) ?? ''),
      putinOneId: body.putinOneId ?? '',
    },
  };
}

export function signUpResult(outcome: SignUpOutcome, courseId: number, now: Date): TSignUpResult {
  const empty: TSignUpResult = {
    type: outcome.type,
    sceneCode: null,
    learnNumber: null,
    campDateId: null,
    groupId: null,
    courseId,
    linkUrl: null,
    mutualExclusionQr: null,
  };
  if (outcome.type === SignUpType.mutualExclusion) return { ...empty, mutualExclusionQr: outcome.qr };
  if (outcome.type === SignUpType.full) return empty;
  const { placement } = outcome;
  return {
    ...empty,
    sceneCode: sceneForCamp(placement.campStartsAt, now),
    learnNumber: placement.learnNumber,
    campDateId: placement.campId,
    groupId: String(placement.classId),
  };
}
