import type { reportAppLaunch } from '@course/contracts/shell-report';
import type { AppDb } from '../../db/client.ts';
import { shellAppLaunches } from '../../db/schema/index.ts';
import type { CallInput } from '../../http/register-call.ts';

/**
 * sys/reportAppLaunch: one row per launch id. The unique key makes a repeated report (a retry, a second tab of
 * the same load) change nothing, also when two arrive at once on two processes; `recorded` says whether this
 * one was the first. The token field is the client's copy of its own token and is not stored.
 */
export async function recordAppLaunch(
  db: AppDb,
  customerId: number,
  input: CallInput<typeof reportAppLaunch>,
  now: Date,
): Promise<{ recorded: boolean }> {
  const { token: _token, ...launch } = input;
  const rows = await db
    .insert(shellAppLaunches)
    .values({ ...launch, customerId, createdAt: now })
    .onConflictDoNothing({ target: shellAppLaunches.launchId })
    .returning({ id: shellAppLaunches.id });
  return { recorded: rows.length > 0 };
}
