import type { downloadLinks, reportDownloadClick } from '@course/contracts/shell-download';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { shellApps, shellDownloadChannels, shellDownloadClicks } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';

/**
 * The links of a download page: the app of this brand, with the channel's own store / APK links where the
 * channel has them (an APK built for the channel), else the app's. An unknown channel gets the app's links.
 */
export async function downloadLinksOf(db: AppDb, brandCode: string, input: CallInput<typeof downloadLinks>) {
  const [app] = await db
    .select()
    .from(shellApps)
    .where(and(eq(shellApps.brandCode, brandCode), eq(shellApps.code, input.app)))
    .limit(1);
  if (!app) throw notFound('该 App');
  const [channel] = await db
    .select()
    .from(shellDownloadChannels)
    .where(
      and(
        eq(shellDownloadChannels.brandCode, brandCode),
        eq(shellDownloadChannels.channel, input.channel),
        eq(shellDownloadChannels.appCode, input.app),
      ),
    )
    .limit(1);
  return {
    app: app.code,
    name: app.name,
    slogan: app.slogan,
    scheme: app.scheme,
    channel: input.channel,
    iosUrl: channel?.iosUrl ?? app.iosUrl,
    androidUrl: channel?.androidUrl ?? app.androidUrl,
  };
}

/** One download tap: an atomic upsert, so taps from several processes at once are all counted. */
export async function countDownloadClick(
  db: AppDb,
  brandCode: string,
  input: CallInput<typeof reportDownloadClick>,
  now: Date,
): Promise<{ clicks: number }> {
  const [row] = await db
    .insert(shellDownloadClicks)
    .values({
      brandCode,
      channel: input.channel,
      appCode: input.app,
      platform: input.platform,
      clicks: 1,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [
        shellDownloadClicks.brandCode,
        shellDownloadClicks.channel,
        shellDownloadClicks.appCode,
        shellDownloadClicks.platform,
      ],
      set: { clicks: sql`${shellDownloadClicks.clicks} + 1`, updatedAt: now },
    })
    .returning({ clicks: shellDownloadClicks.clicks });
  return { clicks: row!.clicks };
}
