import PgBoss from 'pg-boss';
import type { Database } from '../../db/client.ts';
import type { PaymentProviders } from '../../integrations/payment/providers.ts';
import { closeDueTeam } from './team-outcomes.ts';
import { refundOwedSeats, sweepTeams } from './team-refunds.ts';

/**
 * Team deadlines without visitors (issue 15).
 *
 * On PostgreSQL the jobs live in the database through pg-boss (https://github.com/timgit/pg-boss): opening a
 * team sends a `group-buying-deadline` job that starts after the team's deadline (singleton key per team), and
 * a `group-buying-sweep` job runs every minute (pg-boss's cron, itself kept once across processes) to catch
 * anything missed and pay back late payments. Jobs survive restarts (they are rows) and each is fetched by one
 * worker (`for update skip locked`), whichever of several processes polls. The handlers are also safe to run
 * twice: every team and refund step is a conditional update under a row lock.
 *
 * The embedded database (PGlite) is one process by construction (it owns its data directory), and pg-boss
 * needs a real PostgreSQL connection, so there the same sweep runs on a timer in that one process.
 */

export const DEADLINE_QUEUE = 'group-buying-deadline';
export const SWEEP_QUEUE = 'group-buying-sweep';

export type TeamScheduler = {
  kind: 'pg-boss' | 'timer';
  /** Called after a team was opened: its deadline job. */
  teamOpened(teamId: number, deadlineAt: Date): Promise<void>;
  stop(): Promise<void>;
};

export type SchedulerDeps = {
  database: Database;
  payments: PaymentProviders;
  now: () => number;
  publicBaseUrl: string;
  log?: { warn(obj: unknown, msg: string): void };
  /** How often workers ask for due jobs / the timer sweeps (ms). */
  pollMs?: number;
};

export async function startTeamScheduler(deps: SchedulerDeps): Promise<TeamScheduler> {
  const opts = () => ({ now: new Date(deps.now()), publicBaseUrl: deps.publicBaseUrl });
  const warn = (error: unknown, what: string) => deps.log?.warn({ err: error }, what);
  const pollMs = deps.pollMs ?? 5_000;

  const timer = (): TeamScheduler => {
    let running = false;
    const interval = setInterval(() => {
      if (running) return;
      running = true;
      sweepTeams(deps.database.db, deps.payments, opts())
        .catch((error) => warn(error, 'team sweep failed'))
        .finally(() => {
          running = false;
        });
    }, pollMs);
    interval.unref();
    return {
      kind: 'timer',
      async teamOpened() {},
      async stop() {
        clearInterval(interval);
      },
    };
  };
  if (deps.database.driver === 'pglite') return timer();
  try {
    return await startPgBoss(deps, opts, pollMs, warn);
  } catch (error) {
    // the server still serves: the same handlers on a timer (each step is a conditional update, so several
    // processes sweeping at once still close a team and refund a seat once)
    warn(error, 'pg-boss could not start; team deadlines fall back to the timer sweep');
    return timer();
  }
}

async function startPgBoss(
  deps: SchedulerDeps,
  opts: () => { now: Date; publicBaseUrl: string },
  pollMs: number,
  warn: (error: unknown, what: string) => void,
): Promise<TeamScheduler> {
  if (deps.database.driver !== 'postgres') throw new Error('pg-boss needs PostgreSQL');
  const pool = deps.database.pool;
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) },
    schema: 'pgboss',
    // the minute cron is enough for the catch-all sweep; deadlines come through their own delayed jobs
    cronMonitorIntervalSeconds: 30,
  });
  boss.on('error', (error) => warn(error, 'pg-boss error'));
  await boss.start();
  await boss.createQueue(DEADLINE_QUEUE);
  await boss.createQueue(SWEEP_QUEUE);
  const pollingIntervalSeconds = Math.max(pollMs / 1000, 0.5);
  await boss.work<{ teamId: number }>(DEADLINE_QUEUE, { pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) {
      const { now } = opts();
      await closeDueTeam(deps.database.db, job.data.teamId, now);
      await refundOwedSeats(deps.database.db, deps.payments, { ...opts(), teamId: job.data.teamId });
    }
  });
  await boss.work(SWEEP_QUEUE, { pollingIntervalSeconds }, async () => {
    await sweepTeams(deps.database.db, deps.payments, opts());
  });
  await boss.schedule(SWEEP_QUEUE, '* * * * *');
  return {
    kind: 'pg-boss',
    async teamOpened(teamId, deadlineAt) {
      await boss.send(
        DEADLINE_QUEUE,
        { teamId },
        { startAfter: deadlineAt, singletonKey: `team:${teamId}`, retryLimit: 10, retryDelay: 30 },
      );
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, close: false });
    },
  };
}
