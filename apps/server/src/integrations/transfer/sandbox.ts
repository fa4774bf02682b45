import { randomBytes, randomUUID } from 'node:crypto';
import type { KeyValueStore } from '../../cache/key-value-store.ts';
import { sandboxSignatureProblem, signSandboxBody } from '../sandbox-signature.ts';
import {
  type CreateTransferInput,
  type TransferBill,
  type TransferBillState,
  TransferNotificationRejected,
  type TransferProvider,
  type VerifiedTransferNotification,
} from './port.ts';

/**
 * The sandbox merchant transfer: bills live in the key-value store (shared by processes through Redis); a bill
 * is created WAIT_USER_CONFIRM with a sandbox package_info; the tester confirms or cancels it (the sandbox
 * confirmation page, or `settle` in tests), which produces a notification signed like the payment sandbox's
 * (HMAC-SHA256 over `timestamp\nnonce\nbody\n` with the sandbox key, 5-minute freshness) for the same
 * verification path production uses. Unconfirmed for 24 hours, a bill ends FAIL, as the provider closes it.
 */

const RECORD_TTL_MS = 7 * 86_400_000;

/** As the provider: a bill the learner has not confirmed within 24 hours is closed, FAIL. */
export const SANDBOX_CONFIRM_EXPIRY_MS = 24 * 3_600_000;

export type SandboxTransferRecord = TransferBill & {
  amountCents: number;
  notifyUrl: string;
  /** When the bill was created (ms); older records without it never expire. */
  createdAtMs?: number;
};

export type SandboxTransferNotificationBody = {
  id: string;
  out_bill_no: string;
  transfer_bill_no: string;
  transfer_amount: number;
  state: TransferBillState;
  fail_reason: string | null;
};

const recordKey = (outBillNo: string) => `sandbox:transfer:${outBillNo}`;

export function signSandboxTransferNotification(
  key: string,
  body: SandboxTransferNotificationBody,
  now: number = Date.now(),
): { headers: Record<string, string>; rawBody: string } {
  return signSandboxBody(key, body, now);
}

export type SandboxTransferProvider = TransferProvider & {
  /** The tester's answer on the confirmation page: the bill's final state and its signed notification. */
  settle(
    outBillNo: string,
    state: 'SUCCESS' | 'FAIL' | 'CANCELLED',
  ): Promise<{ notifyUrl: string; headers: Record<string, string>; rawBody: string } | null>;
  record(outBillNo: string): Promise<SandboxTransferRecord | null>;
};

export function createSandboxTransferProvider(opts: {
  key: string;
  kv: KeyValueStore;
  now?: () => number;
}): SandboxTransferProvider {
  const now = opts.now ?? Date.now;
  const load = async (outBillNo: string) => {
    const raw = await opts.kv.get(recordKey(outBillNo));
    if (!raw) return null;
    const record = JSON.parse(raw) as SandboxTransferRecord;
    if (
      record.state === 'WAIT_USER_CONFIRM' &&
      record.createdAtMs !== undefined &&
      now() - record.createdAtMs > SANDBOX_CONFIRM_EXPIRY_MS
    ) {
      record.state = 'FAIL';
      record.failReason = 'SANDBOX_CONFIRM_EXPIRED';
      await save(record);
    }
    return record;
  };
  const save = (record: SandboxTransferRecord) =>
    opts.kv.set(recordKey(record.outBillNo), JSON.stringify(record), RECORD_TTL_MS);
  const bill = (r: SandboxTransferRecord): TransferBill => ({
    outBillNo: r.outBillNo,
    state: r.state,
    transferBillNo: r.transferBillNo,
    packageInfo: r.packageInfo,
    failReason: r.failReason,
  });

  return {
    name: 'sandbox',
    mchId: 'sandbox-mch',
    async createTransfer(input: CreateTransferInput) {
      // Same out_bill_no again: the provider answers the bill it has (idempotent), as the real API does.
      const existing = await load(input.outBillNo);
      if (existing) return bill(existing);
      const record: SandboxTransferRecord = {
        outBillNo: input.outBillNo,
        state: 'WAIT_USER_CONFIRM',
        transferBillNo: `sandbox-tb-${randomUUID()}`,
        packageInfo: `sandbox-package-${randomBytes(16).toString('hex')}`,
        failReason: null,
        amountCents: input.amountCents,
        notifyUrl: input.notifyUrl,
        createdAtMs: now(),
      };
      await save(record);
      return bill(record);
    },
    async queryTransfer(outBillNo) {
      const record = await load(outBillNo);
      return record ? bill(record) : null;
    },
    record: load,
    async settle(outBillNo, state) {
      const record = await load(outBillNo);
      if (record?.state !== 'WAIT_USER_CONFIRM') return null;
      record.state = state;
      record.failReason = state === 'FAIL' ? 'SANDBOX_FAIL' : null;
      await save(record);
      const signed = signSandboxTransferNotification(
        opts.key,
        {
          id: randomUUID(),
          out_bill_no: outBillNo,
          transfer_bill_no: record.transferBillNo ?? '',
          transfer_amount: record.amountCents,
          state,
          fail_reason: record.failReason,
        },
        now(),
      );
      return { notifyUrl: record.notifyUrl, ...signed };
    },
    async verifyNotification(request): Promise<VerifiedTransferNotification> {
      const problem = sandboxSignatureProblem(opts.key, request.headers, request.rawBody, now());
      if (problem) throw new TransferNotificationRejected('bad_signature', problem);
      let body: SandboxTransferNotificationBody;
      try {
        body = JSON.parse(request.rawBody) as SandboxTransferNotificationBody;
      } catch {
        throw new TransferNotificationRejected('malformed', 'body is not JSON');
      }
      if (
        typeof body?.out_bill_no !== 'string' ||
        !Number.isSafeInteger(body.transfer_amount) ||
        !['SUCCESS', 'FAIL', 'CANCELLED'].includes(body.state)
      )
        throw new TransferNotificationRejected('malformed', 'missing fields');
      return {
        notifyId: typeof body.id === 'string' ? body.id : null,
        outBillNo: body.out_bill_no,
        transferBillNo: body.transfer_bill_no || null,
        amountCents: body.transfer_amount,
        state: body.state,
        failReason: body.fail_reason ?? null,
      };
    },
    answer(ok) {
      return ok
        ? { status: 204, contentType: 'application/json', body: '' }
        : {
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'FAIL', message: '失败' }),
          };
    },
  };
}
