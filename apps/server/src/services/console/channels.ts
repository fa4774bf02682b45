import type { ConsoleRequestOf } from '@course/contracts/console-call';
import type { consoleChannelLinkCreate, consoleChannelSave } from '@course/contracts/console-channels';
import { and, asc, eq } from 'drizzle-orm';
import type { KeyValueStore } from '../../cache/key-value-store.ts';
import type { AppDb } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { channelLinks, channels, pageTemplates } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { saveChannel as saveLandingChannel } from '../landing/channel-status.ts';
import { forgetCached, landingCacheKey } from '../landing/landing-cache.ts';
import { writeAudit } from './audit.ts';

/**
 * Advertising channels (issue 17 item 5). The landing's channel check (services/landing/channel-status.ts) reads
 * the same `channels` rows: a banned channel sends its visitors to linkUrl. A channel's links are the ad
 * addresses of the landing (pageTemplate?addGroupPageId=…&channel=…&subChannel=…&chainType=…).
 */

type Actor = { staffId: number; ip: string };

export function landingLink(
  origin: string,
  link: { pageTemplateId: number; channel: string; subChannel: string; chainType: string },
): string {
  const query = new URLSearchParams({
    addGroupPageId: String(link.pageTemplateId),
    channel: link.channel,
    subChannel: link.subChannel,
    ...(link.chainType ? { chainType: link.chainType } : {}),
  });
  return `${origin}/pageTemplate?${query.toString()}`;
}

export async function listChannels(db: AppDb, origin: string) {
  const rows = await db
    .select()
    .from(channels)
    .orderBy(asc(channels.channel), asc(channels.subChannel))
    .limit(1000);
  const links = await db
    .select({
      id: channelLinks.id,
      channel: channelLinks.channel,
      subChannel: channelLinks.subChannel,
      pageTemplateId: channelLinks.pageTemplateId,
      templateName: pageTemplates.name,
      chainType: channelLinks.chainType,
    })
    .from(channelLinks)
    .innerJoin(pageTemplates, eq(pageTemplates.id, channelLinks.pageTemplateId))
    .orderBy(asc(channelLinks.id));
  const templates = await db
    .select({ id: pageTemplates.id, name: pageTemplates.name })
    .from(pageTemplates)
    .orderBy(asc(pageTemplates.id));
  return {
    list: rows.map((row) => ({
      ...row,
      links: links
        .filter((l) => l.channel === row.channel && l.subChannel === row.subChannel)
        .map((l) => ({
          id: l.id,
          pageTemplateId: l.pageTemplateId,
          templateName: l.templateName,
          chainType: l.chainType,
          url: landingLink(origin, l),
        })),
    })),
    templates,
  };
}

async function channelView(db: AppDb, origin: string, channel: string, subChannel: string) {
  const { list } = await listChannels(db, origin);
  const found = list.find((c) => c.channel === channel && c.subChannel === subChannel);
  if (!found) throw notFound('渠道');
  return { channel: found };
}

/** Creates or changes a channel (name, banned, linkUrl); audited with the row before and after. */
export async function saveChannel(
  db: AppDb,
  kv: KeyValueStore,
  origin: string,
  input: ConsoleRequestOf<typeof consoleChannelSave>,
  actor: Actor,
) {
  await db.transaction(async (tx) => {
    const key = and(eq(channels.channel, input.channel), eq(channels.subChannel, input.subChannel));
    const [before] = await tx.select().from(channels).where(key).for('update');
    const values = { name: input.name, banned: input.banned, linkUrl: input.linkUrl };
    // the landing's write path: it forgets the status the landing caches, so a ban applies to the next visitor
    const after = await saveLandingChannel(tx, kv, {
      channel: input.channel,
      subChannel: input.subChannel,
      ...values,
    });
    await writeAudit(tx, {
      staffId: actor.staffId,
      action: before
        ? before.banned !== input.banned
          ? input.banned
            ? 'channel.ban'
            : 'channel.unban'
          : 'channel.update'
        : 'channel.create',
      targetType: 'channel',
      targetId: `${input.channel}/${input.subChannel}`,
      before: before ?? null,
      after: after ?? null,
      ip: actor.ip,
    });
  });
  // after the commit too (landing-cache.ts)
  await forgetCached(kv, landingCacheKey.channel(input.channel, input.subChannel));
  return channelView(db, origin, input.channel, input.subChannel);
}

export async function createChannelLink(
  db: AppDb,
  origin: string,
  input: ConsoleRequestOf<typeof consoleChannelLinkCreate>,
  actor: Actor,
) {
  const [channel] = await db
    .select({ name: channels.name })
    .from(channels)
    .where(and(eq(channels.channel, input.channel), eq(channels.subChannel, input.subChannel)));
  if (!channel) throw notFound('渠道');
  const [template] = await db
    .select({ id: pageTemplates.id })
    .from(pageTemplates)
    .where(eq(pageTemplates.id, input.pageTemplateId));
  if (!template) throw notFound('落地页模板');
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx.insert(channelLinks).values(input).returning();
      await writeAudit(tx, {
        staffId: actor.staffId,
        action: 'channel.link',
        targetType: 'channel',
        targetId: `${input.channel}/${input.subChannel}`,
        before: null,
        after: { ...row!, createdAt: row!.createdAt.toISOString() },
        ip: actor.ip,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('该渠道已有此模板的链接');
    throw error;
  }
  return channelView(db, origin, input.channel, input.subChannel);
}
