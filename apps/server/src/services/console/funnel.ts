import type { ConsoleRequestOf } from '@course/contracts/console-call';
import { type consoleFunnel, FUNNEL_MAX_DAYS } from '@course/contracts/console-funnel';
import { addDaysToDayKey } from '@course/domain/beijing-time';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import {
  complaints,
  funnelDaily,
  funnelRollup,
  landingEnrolments,
  landingEvents,
  pageTemplates,
} from '../../db/schema/index.ts';
import { invalidParams } from '../../http/app-error.ts';

/**
 * The funnel dashboard (issue 17 item 6). Figures come from funnel_daily (Beijing day × channel × sub-channel ×
 * template × kind), never from landing_events, so a range of days reads a few thousand rows whatever the number
 * of events. `rollUpFunnel` takes in the events after the watermark:
 * - exactly once: the watermark row is locked (`for update`) for the whole transaction, so two processes rolling
 *   up at once run one after the other and the second starts from the first one's watermark;
 * - an id committed late: ids are taken when a row is inserted, not when it commits, so a roll-up only takes
 *   events older than ROLLUP_SETTLE_MS; a single-statement insert (every event is one) commits well within it.
 */

export const ROLLUP_SETTLE_MS = 2_000;

/**
 * Event ids one roll-up transaction takes in at most: the first roll-up of a large table (10 M events: 5.5 s in one
 * go) runs as several short transactions, each well inside the pooled session's statement limit and holding the
 * watermark's lock about half a second, so a dashboard call waiting for it never meets the lock limit (db/client.ts).
 */
export const ROLLUP_CHUNK_IDS = 1_000_000;

/** Counts the settled events after the watermark into funnel_daily; returns how many events it took in. */
export async function rollUpFunnel(db: AppDb, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const chunk = await rollUpChunk(db, now);
    total += chunk.taken;
    if (!chunk.more) return total;
  }
}

/** One transaction of the roll-up: the settled events after the watermark, at most ROLLUP_CHUNK_IDS ids. */
export async function rollUpChunk(db: AppDb, now: Date): Promise<{ taken: number; more: boolean }> {
  const cutoff = new Date(now.getTime() - ROLLUP_SETTLE_MS).toISOString();
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into ${funnelRollup} (id, last_event_id) values (1, 0) on conflict do nothing`,
    );
    const locked = await tx.execute<{ last_event_id: string | number }>(
      sql`select last_event_id from ${funnelRollup} where id = 1 for update`,
    );
    const last = Number(locked.rows[0]!.last_event_id);
    const upper = await tx.execute<{ id: string | number | null }>(
      sql`select max(id) as id from ${landingEvents} where id > ${last} and created_at < ${cutoff}::timestamptz`,
    );
    const settled =
      upper.rows[0]?.id === null || upper.rows[0]?.id === undefined ? null : Number(upper.rows[0].id);
    if (settled === null) return { taken: 0, more: false };
    const until = Math.min(settled, last + ROLLUP_CHUNK_IDS);
    const taken = await tx.execute<{ n: string | number }>(sql`
      with fresh as (
        select (created_at at time zone 'Asia/Shanghai')::date as day, channel, sub_channel,
          coalesce(page_template_id, 0) as page_template_id, kind, count(*)::bigint as n
        from ${landingEvents}
        where id > ${last} and id <= ${until}
        group by 1, 2, 3, 4, 5
      ),
      merged as (
        insert into ${funnelDaily} (day, channel, sub_channel, page_template_id, kind, n)
        select day, channel, sub_channel, page_template_id, kind, n from fresh
        on conflict (day, channel, sub_channel, page_template_id, kind)
          do update set n = ${funnelDaily}.n + excluded.n
      )
      select coalesce(sum(n), 0)::bigint as n from fresh`);
    await tx.execute(
      sql`update ${funnelRollup} set last_event_id = ${until}, rolled_at = ${now.toISOString()}::timestamptz where id = 1`,
    );
    return { taken: Number(taken.rows[0]?.n ?? 0), more: until < settled };
  });
}

type FigureRow = {
  channel: string;
  sub_channel: string;
  page_template_id: number;
  template_name: string | null;
  views: string | number;
  qr_shown: string | number;
  long_presses: string | number;
  sign_ups: string | number;
  no_group: string | number;
  feedbacks: string | number;
};

const sums = sql`
  coalesce(sum(f.n) filter (where f.kind = 'view'), 0) as views,
  coalesce(sum(f.n) filter (where f.kind = 'qr_shown'), 0) as qr_shown,
  coalesce(sum(f.n) filter (where f.kind = 'long_press'), 0) as long_presses,
  coalesce(sum(f.n) filter (where f.kind = 'signup'), 0) as sign_ups,
  coalesce(sum(f.n) filter (where f.kind = 'full'), 0) as no_group,
  coalesce(sum(f.n) filter (where f.kind = 'feedback'), 0) as feedbacks`;

const figures = (r: Omit<FigureRow, 'channel' | 'sub_channel' | 'page_template_id' | 'template_name'>) => ({
  views: Number(r.views),
  qrShown: Number(r.qr_shown),
  longPresses: Number(r.long_presses),
  signUps: Number(r.sign_ups),
  noGroup: Number(r.no_group),
  feedbacks: Number(r.feedbacks),
});

/** The dashboard's figures for Beijing days from…to (inclusive), by channel or by template. */
export async function funnelReport(db: AppDb, input: ConsoleRequestOf<typeof consoleFunnel>, now: Date) {
  if (input.from > input.to) throw invalidParams('开始日期不能晚于结束日期');
  if (addDaysToDayKey(input.from, FUNNEL_MAX_DAYS) <= input.to) {
    throw invalidParams(`日期范围不能超过 ${FUNNEL_MAX_DAYS} 天`);
  }
  await rollUpFunnel(db, now);
  const range = sql`f.day between ${input.from}::date and ${input.to}::date`;
  const start = `${input.from}T00:00:00+08:00`;
  const end = `${addDaysToDayKey(input.to, 1)}T00:00:00+08:00`;
  const byChannel = input.groupBy === 'channel';
  const rows = await db.execute<FigureRow>(
    byChannel
      ? sql`select f.channel, f.sub_channel, 0 as page_template_id, null as template_name, ${sums}
            from ${funnelDaily} f where ${range}
            group by f.channel, f.sub_channel order by f.channel, f.sub_channel`
      : sql`select '' as channel, '' as sub_channel, f.page_template_id, t.name as template_name, ${sums}
            from ${funnelDaily} f left join ${pageTemplates} t on t.id = f.page_template_id where ${range}
            group by f.page_template_id, t.name order by f.page_template_id`,
  );
  // joined: enrolments whose learner joined the group in the range, by the enrolment's channel or template
  const joinedRows = await db.execute<{ k1: string; k2: string; day: string; n: string | number }>(sql`
    select ${byChannel ? sql`channel` : sql`coalesce(page_template_id, 0)::text`} as k1,
      ${byChannel ? sql`sub_channel` : sql`''`} as k2,
      to_char((joined_group_at at time zone 'Asia/Shanghai')::date, 'YYYY-MM-DD') as day, count(*) as n
    from ${landingEnrolments}
    where joined_group_at >= ${start}::timestamptz and joined_group_at < ${end}::timestamptz
    group by 1, 2, 3`);
  const joinedBy = new Map<string, number>();
  const joinedOn = new Map<string, number>();
  for (const r of joinedRows.rows) {
    const key = `${r.k1}\u0000${r.k2}`;
    joinedBy.set(key, (joinedBy.get(key) ?? 0) + Number(r.n));
    joinedOn.set(r.day, (joinedOn.get(r.day) ?? 0) + Number(r.n));
  }
  const keyOf = (r: FigureRow) =>
    byChannel ? `${r.channel}\u0000${r.sub_channel}` : `${r.page_template_id}\u0000`;
  // complaints by the landing address they were sent from (its channel, subChannel and addGroupPageId)
  const complaintRows = await db.execute<{ k1: string; k2: string; n: string | number }>(sql`
    select ${
      byChannel
        ? sql`coalesce(substring(page_url from '[?&]channel=([^&#]*)'), '')`
        : sql`coalesce(substring(page_url from '[?&]addGroupPageId=([0-9]{1,9})(&|#|$)')::int, 0)::text`
    } as k1,
      ${byChannel ? sql`coalesce(substring(page_url from '[?&]subChannel=([^&#]*)'), '')` : sql`''`} as k2,
      count(*) as n
    from ${complaints}
    where created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
    group by 1, 2`);
  const complaintsBy = new Map(complaintRows.rows.map((r) => [`${r.k1}\u0000${r.k2}`, Number(r.n)]));
  const seen = new Set(rows.rows.map(keyOf));
  const listed = rows.rows.map((r) => ({
    channel: r.channel,
    subChannel: r.sub_channel,
    pageTemplateId: Number(r.page_template_id),
    templateName: r.template_name ?? (Number(r.page_template_id) === 0 ? '（无模板）' : ''),
    ...figures(r),
    joined: joinedBy.get(keyOf(r)) ?? 0,
    complaints: complaintsBy.get(keyOf(r)) ?? 0,
  }));
  // groups with joins but no events in the range (their sign-up was earlier)
  for (const [key, n] of joinedBy) {
    if (seen.has(key)) continue;
    const [k1, k2] = key.split('\u0000') as [string, string];
    listed.push({
      channel: byChannel ? k1 : '',
      subChannel: byChannel ? k2 : '',
      pageTemplateId: byChannel ? 0 : Number(k1),
      templateName: byChannel ? '' : '',
      ...figures({ views: 0, qr_shown: 0, long_presses: 0, sign_ups: 0, no_group: 0, feedbacks: 0 }),
      joined: n,
      complaints: complaintsBy.get(key) ?? 0,
    });
    seen.add(key);
  }
  // groups with complaints only
  for (const [key, n] of complaintsBy) {
    if (seen.has(key)) continue;
    const [k1, k2] = key.split('\u0000') as [string, string];
    listed.push({
      channel: byChannel ? k1 : '',
      subChannel: byChannel ? k2 : '',
      pageTemplateId: byChannel ? 0 : Number(k1),
      templateName: '',
      ...figures({ views: 0, qr_shown: 0, long_presses: 0, sign_ups: 0, no_group: 0, feedbacks: 0 }),
      joined: 0,
      complaints: n,
    });
  }
  const dayRows = await db.execute<FigureRow & { day: string }>(sql`
    select to_char(f.day, 'YYYY-MM-DD') as day, ${sums} from ${funnelDaily} f where ${range}
    group by f.day order by f.day`);
  const days = dayRows.rows.map((r) => ({ day: r.day, ...figures(r), joined: joinedOn.get(r.day) ?? 0 }));
  for (const [day, n] of joinedOn) {
    if (!days.some((d) => d.day === day)) {
      days.push({
        day,
        ...figures({ views: 0, qr_shown: 0, long_presses: 0, sign_ups: 0, no_group: 0, feedbacks: 0 }),
        joined: n,
      });
    }
  }
  days.sort((a, b) => a.day.localeCompare(b.day));
  const complaintCount = await db.execute<{ n: string | number }>(
    sql`select count(*) as n from ${complaints} where created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz`,
  );
  const total = (field: keyof ReturnType<typeof figures> | 'joined') =>
    listed.reduce((sum, r) => sum + r[field], 0);
  const rolled = await db.execute<{ rolled_at: string | Date | null }>(
    sql`select rolled_at from ${funnelRollup} where id = 1`,
  );
  const rolledAt = rolled.rows[0]?.rolled_at;
  return {
    rows: listed,
    days,
    totals: {
      views: total('views'),
      qrShown: total('qrShown'),
      longPresses: total('longPresses'),
      signUps: total('signUps'),
      joined: total('joined'),
      noGroup: total('noGroup'),
      feedbacks: total('feedbacks'),
      complaints: Number(complaintCount.rows[0]?.n ?? 0),
    },
    rolledAt: rolledAt ? new Date(rolledAt).toISOString() : null,
  };
}
