import type { TFunnelRow } from '@course/contracts/landing-admin';
import type { LandingEventKind } from '@course/contracts/landing-events';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { landingEvents, pageTemplates } from '../../db/schema/index.ts';
import { eventRow, type LandingPlace } from './enrolment.ts';

/**
 * Funnel events and figures. Events are appended (no counter row to fight over during an ad burst); the
 * figures count them per page template, channel and sub-channel.
 */

export type EventPlace = Omit<LandingPlace, 'putinOneId'>;

export async function recordEvent(
  db: AppDb,
  kind: LandingEventKind,
  place: EventPlace,
  customerId: number | null,
  detail = '',
): Promise<number> {
  const [row] = await db
    .insert(landingEvents)
    .values(eventRow(kind, place, customerId, detail))
    .returning({ id: landingEvents.id });
  return row!.id;
}

/** A page template id the client sent, kept only when the template exists (events reference it). */
export async function knownTemplateId(db: AppDb, id: number | undefined): Promise<number | null> {
  if (!id) return null;
  const [row] = await db
    .select({ id: pageTemplates.id })
    .from(pageTemplates)
    .where(eq(pageTemplates.id, id))
    .limit(1);
  return row?.id ?? null;
}

export async function funnelFigures(
  db: AppDb,
  filter: { from?: Date; to?: Date; pageTemplateId?: number },
): Promise<TFunnelRow[]> {
  const conditions: SQL[] = [];
  if (filter.from) conditions.push(gte(landingEvents.createdAt, filter.from));
  if (filter.to) conditions.push(lt(landingEvents.createdAt, filter.to));
  if (filter.pageTemplateId) conditions.push(eq(landingEvents.pageTemplateId, filter.pageTemplateId));
  const count = (kind: LandingEventKind) =>
    sql<number>`(count(*) filter (where ${landingEvents.kind} = ${kind}))::int`;
  const rows = await db
    .select({
      addGroupPageId: landingEvents.pageTemplateId,
      channel: landingEvents.channel,
      subChannel: landingEvents.subChannel,
      views: count('view'),
      qrShown: count('qr_shown'),
      longPresses: count('long_press'),
      feedbacks: count('feedback'),
      signUps: count('signup'),
      refusals: count('full'),
      identifyFailures: count('qr_identify_fail'),
      mutualExclusions: count('mutual_exclusion_not_register'),
    })
    .from(landingEvents)
    .where(conditions.length ? and(...conditions) : undefined)
    .groupBy(landingEvents.pageTemplateId, landingEvents.channel, landingEvents.subChannel)
    .orderBy(landingEvents.pageTemplateId, landingEvents.channel, landingEvents.subChannel);
  return rows.map((row) => ({ ...row, views: Number(row.views) }));
}
