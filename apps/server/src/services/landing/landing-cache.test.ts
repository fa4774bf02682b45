import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { KeyValueStore } from '../../cache/key-value-store.ts';
import type { Database } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { channelLinkUrl, saveChannel } from './channel-status.ts';
import { loadTemplate, saveTemplate } from './page-templates.ts';

/**
 * The landing cache: a template or a channel status read through the key-value store stays as read (a write
 * around the write functions does not reach it before its TTL), and a write through saveTemplate / saveChannel
 * is seen by the next read.
 */
describeEachDatabase('the landing cache', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  let database: Database;
  let kv: KeyValueStore;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
    database = t.database;
    kv = t.app.deps.kv;
  });
  afterAll(async () => t?.close());

  it('serves a cached template until saveTemplate changes it', async () => {
    const { id } = await saveTemplate(database.db, kv, {
      name: '缓存模板',
      brand: 'nbc',
      componentJson: JSON.stringify({ tBackgroundColor: '#111111' }),
    });
    expect((await loadTemplate(database.db, id, undefined, kv))?.layout).toMatchObject({
      tBackgroundColor: '#111111',
    });
    await database.db.execute(
      sql`update page_templates set component_json = '{"tBackgroundColor":"#222222"}'::jsonb where id = ${id}`,
    );
    expect((await loadTemplate(database.db, id, undefined, kv))?.layout).toMatchObject({
      tBackgroundColor: '#111111',
    });
    expect((await loadTemplate(database.db, id))?.layout).toMatchObject({ tBackgroundColor: '#222222' });
    await saveTemplate(database.db, kv, {
      id,
      name: '缓存模板',
      brand: 'nbc',
      componentJson: JSON.stringify({ tBackgroundColor: '#333333' }),
    });
    expect((await loadTemplate(database.db, id, undefined, kv))?.layout).toMatchObject({
      tBackgroundColor: '#333333',
    });
  });

  it('a template id first visited before it existed is found once saved', async () => {
    const [next] = (
      await database.db.execute<{ id: number }>(
        sql`select coalesce(max(id), 0)::int + 1 as id from page_templates`,
      )
    ).rows;
    expect(await loadTemplate(database.db, next!.id, undefined, kv)).toBeNull();
    const { id } = await saveTemplate(database.db, kv, { name: '新模板', brand: 'nbc', componentJson: '{}' });
    expect(id).toBe(next!.id);
    expect(await loadTemplate(database.db, id, undefined, kv)).not.toBeNull();
  });

  it('sees a channel banned or released through saveChannel at once', async () => {
    const channel = { channel: 'c-cache', subChannel: 'c-cache-1', name: '缓存渠道' };
    await saveChannel(database.db, kv, { ...channel, banned: false, linkUrl: '/classInfoInvalid' });
    expect(await channelLinkUrl(database.db, channel.channel, channel.subChannel, kv)).toBeNull();
    await saveChannel(database.db, kv, { ...channel, banned: true, linkUrl: '/classInfoInvalid' });
    expect(await channelLinkUrl(database.db, channel.channel, channel.subChannel, kv)).toBe(
      '/classInfoInvalid',
    );
    await database.db.execute(sql`update channels set banned = false where channel = 'c-cache'`);
    expect(await channelLinkUrl(database.db, channel.channel, channel.subChannel, kv)).toBe(
      '/classInfoInvalid',
    );
    await saveChannel(database.db, kv, { ...channel, banned: false, linkUrl: null });
    expect(await channelLinkUrl(database.db, channel.channel, channel.subChannel, kv)).toBeNull();
  });
});
