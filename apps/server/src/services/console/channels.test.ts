import type { ConsoleCallContract } from '@course/contracts/console-call';
import {
  consoleChannelLinkCreate,
  consoleChannelList,
  consoleChannelSave,
} from '@course/contracts/console-channels';
import { ResponseCode } from '@course/domain/response-codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { KeyValueStore } from '../../cache/key-value-store.ts';
import { auditLog, pageTemplates } from '../../db/schema/index.ts';
import { consoleCall, staffSessionOf } from '../../test-support/console-client.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { channelLinkUrl } from '../landing/channel-status.ts';
import { saveChannel } from './channels.ts';

describeEachDatabase(
  'console channels: create, ban with linkUrl, links with their templates',
  { seeded: true },
  (getDatabase, target) => {
    let t: TestApp;
    let auth: { staffId: number; token: string; csrf: string };
    const db = () => getDatabase().db;
    const call = <C extends ConsoleCallContract>(c: C, input: Record<string, unknown>) =>
      consoleCall(t.app, c, input, auth);

    beforeAll(async () => {
      t = await buildTestApp(getDatabase());
      auth = await staffSessionOf(db(), 'operator', `channels_op_${process.pid}`);
    });
    afterAll(async () => t?.close());

    it('creates a channel, adds a link to a template, bans it with a linkUrl the landing then sends visitors to', async () => {
      const created = await call(consoleChannelSave, {
        channel: 'c900',
        subChannel: 'c90001',
        name: '抖音信息流',
      });
      expect(created.code, created.msg).toBe(0);
      expect(created.data.channel).toMatchObject({ banned: false, linkUrl: null, links: [] });
      const [template] = await db().select().from(pageTemplates).limit(1);
      const linked = await call(consoleChannelLinkCreate, {
        channel: 'c900',
        subChannel: 'c90001',
        pageTemplateId: template!.id,
        chainType: 'LL20027',
      });
      expect(linked.data.channel.links).toEqual([
        expect.objectContaining({
          pageTemplateId: template!.id,
          templateName: template!.name,
          url: expect.stringMatching(
            new RegExp(
              `/pageTemplate\\?addGroupPageId=${template!.id}&channel=c900&subChannel=c90001&chainType=LL20027$`,
            ),
          ),
        }),
      ]);
      const again = await call(consoleChannelLinkCreate, {
        channel: 'c900',
        subChannel: 'c90001',
        pageTemplateId: template!.id,
        chainType: 'LL20027',
      });
      expect(again.code).toBe(ResponseCode.conflict);

      // read through the landing's cache, as a learner's visit does: the ban must not wait for its TTL
      expect(await channelLinkUrl(db(), 'c900', 'c90001', t.app.deps.kv)).toBeNull();
      const banned = await call(consoleChannelSave, {
        channel: 'c900',
        subChannel: 'c90001',
        name: '抖音信息流',
        banned: true,
        linkUrl: 'https://example.com/elsewhere',
      });
      expect(banned.data.channel).toMatchObject({ banned: true, linkUrl: 'https://example.com/elsewhere' });
      expect(await channelLinkUrl(db(), 'c900', 'c90001', t.app.deps.kv)).toBe(
        'https://example.com/elsewhere',
      );
      const audit = await db().select().from(auditLog).where(eq(auditLog.targetId, 'c900/c90001'));
      expect(audit.map((a) => a.action).sort()).toEqual(['channel.ban', 'channel.create', 'channel.link']);
      const list = await call(consoleChannelList, {});
      expect(list.data.list.find((c) => c.channel === 'c900')?.links).toHaveLength(1);
    });

    if (target.name === 'postgres') {
      it('a ban is seen at once even when a visitor read the old status between the forget and the commit', async () => {
        const key = { channel: 'c902', subChannel: 'c90201', name: '竞速渠道' };
        expect((await call(consoleChannelSave, key)).code).toBe(0);
        const kv = t.app.deps.kv;
        // the landing's visitor, on another connection, reads the channel while the save's transaction is open
        // (right after the forget inside it) and caches what it sees: the status before the ban
        let racedRead: string | null | undefined;
        const racing: KeyValueStore = {
          ...kv,
          delete: async (cacheKey) => {
            await kv.delete(cacheKey);
            if (racedRead === undefined)
              racedRead = await channelLinkUrl(db(), key.channel, key.subChannel, kv);
          },
        };
        await saveChannel(
          db(),
          racing,
          'http://127.0.0.1',
          { ...key, banned: true, linkUrl: 'https://example.com/raced' },
          { staffId: auth.staffId, ip: '127.0.0.1' },
        );
        expect(racedRead).toBeNull();
        expect(await channelLinkUrl(db(), key.channel, key.subChannel, kv)).toBe('https://example.com/raced');
      });
    }

    it('refuses a link to an unknown channel or template, and a linkUrl that is not http(s)', async () => {
      const [template] = await db().select().from(pageTemplates).limit(1);
      const unknown = await call(consoleChannelLinkCreate, {
        channel: 'nope',
        subChannel: 'nope',
        pageTemplateId: template!.id,
      });
      expect(unknown.code).toBe(ResponseCode.notFound);
      await call(consoleChannelSave, { channel: 'c901', subChannel: 'c90101', name: '朋友圈' });
      const noTemplate = await call(consoleChannelLinkCreate, {
        channel: 'c901',
        subChannel: 'c90101',
        pageTemplateId: 999_999,
      });
      expect(noTemplate.code).toBe(ResponseCode.notFound);
      const bad = await call(consoleChannelSave, {
        channel: 'c901',
        subChannel: 'c90101',
        name: '朋友圈',
        banned: true,
        linkUrl: 'javascript:alert(1)',
      });
      expect(bad.code).toBe(ResponseCode.invalidParams);
    });
  },
);
