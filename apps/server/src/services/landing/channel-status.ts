import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { channels } from '../../db/schema/index.ts';

/** A banned channel answers the address its visitors are sent to; any other channel answers null. */
export async function channelLinkUrl(db: AppDb, channel: string, subChannel: string): Promise<string | null> {
  const [row] = await db
    .select({ banned: channels.banned, linkUrl: channels.linkUrl })
    .from(channels)
    .where(and(eq(channels.channel, channel), eq(channels.subChannel, subChannel)))
    .limit(1);
  return row?.banned ? (row.linkUrl ?? null) : null;
}
