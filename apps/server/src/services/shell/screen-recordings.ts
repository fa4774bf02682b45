import type { screenRecordingBatch } from '@course/contracts/shell-report';
import { SCREEN_RECORDING_SESSION_CAP } from '@course/contracts/shell-report';
import { ResponseCode } from '@course/domain/response-codes';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { shellScreenRecordings } from '../../db/schema/index.ts';
import { AppError, invalidParams } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';
import type { UploadStore } from '../../integrations/uploads/port.ts';

export const recordingKey = (sessionId: string, seq: number) => `rrweb/${sessionId}/${seq}.json`;

/**
 * One batch of a screen recording. The session's byte count is raised by a conditional update that only
 * succeeds while the total stays within the cap, so concurrent batches (several processes) cannot pass it
 * together; only then is the batch written to the upload store. Beyond the cap: 2701.
 */
export async function storeRecordingBatch(
  db: AppDb,
  store: UploadStore,
  input: CallInput<typeof screenRecordingBatch> & { customerId: number | null },
  now: Date,
  cap = SCREEN_RECORDING_SESSION_CAP,
): Promise<{ bytes: number; batches: number }> {
  let events: unknown;
  try {
    events = JSON.parse(input.events);
  } catch {
    throw invalidParams('events 不是 JSON');
  }
  if (!Array.isArray(events)) throw invalidParams('events 应为事件数组');
  const size = Buffer.byteLength(input.events, 'utf8');
  const key = recordingKey(input.sessionId, input.seq);
  await db
    .insert(shellScreenRecordings)
    .values({
      sessionId: input.sessionId,
      customerId: input.customerId,
      pageUrl: input.pageUrl,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: shellScreenRecordings.sessionId });
  const [row] = await db
    .update(shellScreenRecordings)
    .set({
      bytes: sql`${shellScreenRecordings.bytes} + ${size}`,
      batches: sql`${shellScreenRecordings.batches} + 1`,
      keys: sql`${shellScreenRecordings.keys} || ${JSON.stringify([key])}::jsonb`,
      updatedAt: now,
    })
    .where(
      and(
        eq(shellScreenRecordings.sessionId, input.sessionId),
        sql`${shellScreenRecordings.bytes} + ${size} <= ${cap}`,
      ),
    )
    .returning({ bytes: shellScreenRecordings.bytes, batches: shellScreenRecordings.batches });
  if (!row) {
    throw new AppError(
      ResponseCode.recordingCapReached,
      `本次录屏已达上限（${Math.round(cap / 1024)}KB），不再接收`,
    );
  }
  await store.write(key, Buffer.from(input.events, 'utf8'), 'application/json');
  return row;
}
