import { consoleFunnel } from '@course/contracts/console-funnel';
import { ResponseCode } from '@course/domain/response-codes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  complaintReasons,
  complaints,
  funnelDaily,
  funnelRollup,
  landingEvents,
  pageTemplates,
} from '../../db/schema/index.ts';
import { consoleInject, staffSessionOf } from '../../test-support/console-client.ts';
import { envelopeOf } from '../../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { ROLLUP_CHUNK_IDS, ROLLUP_SETTLE_MS, rollUpChunk, rollUpFunnel } from './funnel.ts';

describeEachDatabase(
  'console funnel: the daily aggregate and the dashboard',
  { seeded: true },
  (getDatabase) => {
    let t: TestApp;
    let clock = Date.parse('2026-11-20T12:00:00+08:00');
    let auth: { token: string; csrf: string };
    let templateId = 0;
    const db = () => getDatabase().db;
    const events = async (
      rows: { kind: string; at: string; channel?: string; template?: number | null }[],
    ) => {
      await db()
        .insert(landingEvents)
        .values(
          rows.map((r) => ({
            kind: r.kind as 'view',
            channel: r.channel ?? 'c1',
            subChannel: 's1',
            pageTemplateId: r.template === undefined ? templateId : r.template,
            createdAt: new Date(r.at),
          })),
        );
    };
    const report = async (input: Record<string, unknown>) =>
      envelopeOf(await consoleInject(t.app, consoleFunnel, input, auth)) as {
        code: number;
        msg: string;
        data: {
          rows: {
            channel: string;
            pageTemplateId: number;
            views: number;
            signUps: number;
            noGroup: number;
          }[];
          days: { day: string; views: number; signUps: number }[];
          totals: { views: number; qrShown: number; longPresses: number; signUps: number; feedbacks: number };
        };
      };

    beforeAll(async () => {
      t = await buildTestApp(getDatabase(), { now: () => clock });
      await db().execute(sql`delete from ${landingEvents}`);
      const [template] = await db().select({ id: pageTemplates.id }).from(pageTemplates).limit(1);
      templateId = template!.id;
      auth = await staffSessionOf(db(), 'operator', `funnel_op_${process.pid}`, new Date(clock));
    });
    afterAll(async () => t?.close());

    it('counts events by Beijing day (23:30 UTC is the next Beijing day), by channel and by template', async () => {
      await events([
        { kind: 'view', at: '2026-11-18T10:00:00+08:00' },
        { kind: 'view', at: '2026-11-18T23:59:00+08:00' },
        // 2026-11-18 16:30 UTC is 2026-11-19 00:30 in Beijing
        { kind: 'view', at: '2026-11-18T16:30:00Z' },
        { kind: 'qr_shown', at: '2026-11-19T09:00:00+08:00' },
        { kind: 'long_press', at: '2026-11-19T09:00:01+08:00' },
        { kind: 'signup', at: '2026-11-19T09:00:02+08:00' },
        { kind: 'full', at: '2026-11-19T09:00:03+08:00', channel: 'c2', template: null },
        { kind: 'feedback', at: '2026-11-19T09:00:04+08:00', channel: 'c2' },
      ]);
      const answer = await report({ from: '2026-11-18', to: '2026-11-19' });
      expect(answer.code, answer.msg).toBe(0);
      expect(answer.data.days.map((d) => [d.day, d.views])).toEqual([
        ['2026-11-18', 2],
        ['2026-11-19', 1],
      ]);
      expect(answer.data.totals).toMatchObject({
        views: 3,
        qrShown: 1,
        longPresses: 1,
        signUps: 1,
        feedbacks: 1,
      });
      const c1 = answer.data.rows.find((r) => r.channel === 'c1')!;
      const c2 = answer.data.rows.find((r) => r.channel === 'c2')!;
      expect([c1.views, c1.signUps, c1.noGroup]).toEqual([3, 1, 0]);
      expect(c2.noGroup).toBe(1);
      const oneDay = await report({ from: '2026-11-19', to: '2026-11-19', groupBy: 'template' });
      expect(oneDay.data.totals.views).toBe(1);
      const none = oneDay.data.rows.find((r) => r.pageTemplateId === 0)!;
      expect(none.noGroup).toBe(1);
      expect(oneDay.data.rows.find((r) => r.pageTemplateId === templateId)!.signUps).toBe(1);
    });

    it('counts complaints per channel and per template by the landing address they were sent from', async () => {
      const [reason] = await db().select({ code: complaintReasons.code }).from(complaintReasons).limit(1);
      const at = new Date('2026-11-19T10:00:00+08:00');
      await db()
        .insert(complaints)
        .values(
          [
            `/minicomplaint?comFrom=pageTemplate&channel=c7&subChannel=s7&addGroupPageId=${templateId}`,
            `https://h5.example.com/pageTemplate?addGroupPageId=${templateId}&channel=c7&subChannel=s7`,
            '/minicomplaint?comFrom=pageTemplate&channel=c1&subChannel=s1',
            '',
          ].map((pageUrl, i) => ({
            ticket: `funnel-complaint-${i}-${process.pid}`,
            reasonCode: reason!.code,
            pageUrl,
            createdAt: at,
          })),
        );
      const byChannel = await report({ from: '2026-11-19', to: '2026-11-19' });
      expect(byChannel.code, byChannel.msg).toBe(0);
      const rows = byChannel.data.rows as unknown as {
        channel: string;
        subChannel: string;
        complaints: number;
      }[];
      expect(rows.find((r) => r.channel === 'c7' && r.subChannel === 's7')?.complaints).toBe(2);
      expect(rows.find((r) => r.channel === 'c1')?.complaints).toBe(1);
      expect(rows.find((r) => r.channel === '')?.complaints).toBe(1);
      expect((byChannel.data.totals as unknown as { complaints: number }).complaints).toBe(4);
      const byTemplate = await report({ from: '2026-11-19', to: '2026-11-19', groupBy: 'template' });
      const trows = byTemplate.data.rows as unknown as { pageTemplateId: number; complaints: number }[];
      expect(trows.find((r) => r.pageTemplateId === templateId)?.complaints).toBe(2);
    });

    it('rolls each event up exactly once: repeated and concurrent roll-ups, events arriving in between', async () => {
      const before = await report({ from: '2026-11-01', to: '2026-11-30' });
      await events(Array.from({ length: 50 }, () => ({ kind: 'view', at: '2026-11-10T08:00:00+08:00' })));
      const taken = await Promise.all(Array.from({ length: 4 }, () => rollUpFunnel(db(), new Date(clock))));
      expect(taken.reduce((a, b) => a + b, 0)).toBe(50);
      expect(await rollUpFunnel(db(), new Date(clock))).toBe(0);
      // an event younger than the settling time waits for the next roll-up
      await events([{ kind: 'view', at: new Date(clock - ROLLUP_SETTLE_MS / 2).toISOString() }]);
      expect(await rollUpFunnel(db(), new Date(clock))).toBe(0);
      clock += ROLLUP_SETTLE_MS;
      expect(await rollUpFunnel(db(), new Date(clock))).toBe(1);
      const after = await report({ from: '2026-11-01', to: '2026-11-30' });
      expect(after.data.totals.views - before.data.totals.views).toBe(51);
      const [sum] = (
        await db().execute<{ n: string }>(
          sql`select sum(n)::text as n from ${funnelDaily} where kind = 'view'`,
        )
      ).rows;
      const [raw] = (
        await db().execute<{ n: string }>(
          sql`select count(*)::text as n from ${landingEvents} where kind = 'view'`,
        )
      ).rows;
      expect(sum!.n).toBe(raw!.n);
    });

    it('takes in events whose ids lie further apart than one roll-up transaction takes, each once', async () => {
      expect(await rollUpFunnel(db(), new Date(clock))).toBe(0);
      const [top] = (
        await db().execute<{ id: string }>(sql`select coalesce(max(id), 0)::text as id from ${landingEvents}`)
      ).rows;
      const ids = [1, 1.5 * ROLLUP_CHUNK_IDS, 2.5 * ROLLUP_CHUNK_IDS].map((d) => Number(top!.id) + d);
      for (const id of ids) {
        await db()
          .insert(landingEvents)
          .values({
            id,
            kind: 'view',
            channel: 'c-far',
            subChannel: 's1',
            createdAt: new Date(clock - 60_000),
          });
      }
      // later inserts (and other suites' events) take ids after these
      await db().execute(
        sql`select setval(pg_get_serial_sequence('landing_events', 'id'), (select max(id) from ${landingEvents}))`,
      );
      // one transaction takes the first only (the next is 1.5 chunks further), the roll-up goes on until caught up
      expect(await rollUpChunk(db(), new Date(clock))).toEqual({ taken: 1, more: true });
      expect(await rollUpFunnel(db(), new Date(clock))).toBe(2);
      const [mark] = (
        await db().execute<{ id: string }>(sql`select last_event_id::text as id from ${funnelRollup}`)
      ).rows;
      expect(Number(mark!.id)).toBe(ids[2]);
      const [far] = (
        await db().execute<{ n: string }>(
          sql`select sum(n)::text as n from ${funnelDaily} where channel = 'c-far'`,
        )
      ).rows;
      expect(far!.n).toBe('3');
    });

    it('refuses a reversed or too long range and a malformed day', async () => {
      expect((await report({ from: '2026-11-19', to: '2026-11-18' })).code).toBe(ResponseCode.invalidParams);
      expect((await report({ from: '2024-01-01', to: '2026-11-18' })).code).toBe(ResponseCode.invalidParams);
      expect((await report({ from: '2026-13-01', to: '2026-11-18' })).code).toBe(ResponseCode.invalidParams);
    });
  },
);
