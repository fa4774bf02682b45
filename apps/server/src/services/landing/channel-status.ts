import { and, eq } from 'drizzle-orm';
import type { KeyValueStore } from '../../cache/key-value-store.ts';
import type { AppDb } from '../../db/client.ts';
import { channels } from '../../db/schema/index.ts';
import { cachedValue, forgetCached, landingCacheKey } from './landing-cache.ts';

/**
 * A banned channel answers the address its visitors are sent to; any other channel answers null.
 * Every learner of a channel asks the same: with `kv`, from the landing cache (saveChannel forgets it).
 */
export async function channelLinkUrl(
  db: AppDb,
  channel: string,
  subChannel: string,
  kv?: KeyValueStore,
): Promise<string | null> {
  if (kv) {
    return cachedValue(kv, landingCacheKey.channel(channel, subChannel), () =>
      channelLinkUrl(db, channel, subChannel),
    );
  }
  const [row] = await db
    .select({ banned: channels.banned, linkUrl: channels.linkUrl })
    .from(channels)
    .where(and(eq(channels.channel, channel), eq(channels.subChannel, subChannel)))
    .limit(1);
  return row?.banned ? (row.linkUrl ?? null) : null;
}

/**
 * Creates or changes a channel and forgets its cached status: every channel write goes through here (the
 * console's saveChannel inside its audited transaction). Answers the row as written.
 */
export async function saveChannel(
  db: AppDb,
  kv: KeyValueStore,
  row: typeof channels.$inferInsert,
): Promise<typeof channels.$inferSelect> {
  const { channel, subChannel, ...rest } = row;
  const [saved] = await db
    .insert(channels)
    .values(row)
    .onConflictDoUpdate({ target: [channels.channel, channels.subChannel], set: rest })
    .returning();
  await forgetCached(kv, landingCacheKey.channel(channel, subChannel));
  return saved!;
}
