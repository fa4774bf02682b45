import {
  createWechatPayV3Client,
  decryptResource,
  WECHAT_PAY_V3_FRESHNESS_MS,
  type WechatPayV3Config,
} from '../wechat-pay-v3.ts';
import {
  type CreateTransferInput,
  type TransferBill,
  type TransferBillState,
  TransferNotificationRejected,
  type TransferNotificationRequest,
  type TransferProvider,
  TransferUnavailable,
  type VerifiedTransferNotification,
} from './port.ts';

/**
 * The merchant transfer of WeChat Pay API v3 (商家转账, the 2025 API), signed like the payment adapter
 * (WECHATPAY2-SHA256-RSA2048 requests, platform-signed answers and notifications, AEAD_AES_256_GCM resources):
 * - POST /v3/fund-app/mch-transfer/transfer-bills creates a bill (scene 1000, cash marketing, with its two
 *   report lines) and answers its state and package_info;
 * - GET /v3/fund-app/mch-transfer/transfer-bills/out-bill-no/{out_bill_no} queries it (404: never received);
 * - the notification MCHTRANSFER.BILL.FINISHED carries SUCCESS, FAIL or CANCELLED.
 * Every answer that is not a platform-signed 2xx throws TransferUnavailable: the caller queries before any
 * retry and keeps out_bill_no; money goes back to a balance only on a signed FAIL or CANCELLED.
 */

export type WechatTransferConfig = WechatPayV3Config & {
  /** transfer_scene_report_infos of scene 1000: the activity's name and what the reward is. */
  activityName: string;
  rewardDescription: string;
};

export const TRANSFER_FRESHNESS_MS = WECHAT_PAY_V3_FRESHNESS_MS;

type Bill = {
  mch_id?: string;
  out_bill_no?: string;
  transfer_bill_no?: string;
  state?: TransferBillState;
  package_info?: string;
  fail_reason?: string;
  transfer_amount?: number;
};

export function createWechatTransferProvider(config: WechatTransferConfig): TransferProvider {
  const client = createWechatPayV3Client(config, {
    headers: { 'wechatpay-serial': config.platformSerialNo },
  });

  function verifySigned(headers: TransferNotificationRequest['headers'], body: string): void {
    const problem = client.signatureProblem(headers, body);
    if (problem) throw new TransferNotificationRejected('bad_signature', problem);
  }

  async function request(method: 'GET' | 'POST', path: string, payload?: unknown) {
    try {
      return await client.send(method, path, payload);
    } catch (error) {
      throw new TransferUnavailable(`${method} ${path}: ${(error as Error).message}`);
    }
  }

  const toBill = (b: Bill, outBillNo: string): TransferBill => ({
    outBillNo: b.out_bill_no ?? outBillNo,
    state: b.state ?? 'PROCESSING',
    transferBillNo: b.transfer_bill_no ?? null,
    packageInfo: b.package_info ?? null,
    failReason: b.fail_reason ?? null,
  });

  /** A platform-signed 2xx answer as JSON, else TransferUnavailable (404 answers null for the query). */
  function parse(answer: { status: number; text: string; headers: Record<string, string> }, what: string) {
    try {
      verifySigned(answer.headers, answer.text);
    } catch (error) {
      throw new TransferUnavailable(
        `${what}: answer not signed by the platform (${(error as Error).message})`,
      );
    }
    if (answer.status === 404) return null;
    if (answer.status < 200 || answer.status >= 300)
      throw new TransferUnavailable(`${what}: HTTP ${answer.status} ${answer.text.slice(0, 200)}`);
    return JSON.parse(answer.text) as Bill;
  }

  return {
    name: 'wechat',
    mchId: config.mchId,
    async createTransfer(input: CreateTransferInput) {
      const answer = await request('POST', '/v3/fund-app/mch-transfer/transfer-bills', {
        appid: input.appId,
        out_bill_no: input.outBillNo,
        transfer_scene_id: '1000',
        openid: input.openid,
        transfer_amount: input.amountCents,
        transfer_remark: input.remark.slice(0, 32),
        notify_url: input.notifyUrl,
        user_recv_perception: '活动奖励',
        transfer_scene_report_infos: [
          { info_type: '活动名称', info_content: config.activityName },
          { info_type: '奖励说明', info_content: config.rewardDescription },
        ],
      });
      const bill = parse(answer, 'create transfer bill');
      if (!bill) throw new TransferUnavailable('create transfer bill: 404');
      return toBill(bill, input.outBillNo);
    },
    async queryTransfer(outBillNo) {
      const path = `/v3/fund-app/mch-transfer/transfer-bills/out-bill-no/${encodeURIComponent(outBillNo)}`;
      const bill = parse(await request('GET', path), 'query transfer bill');
      return bill ? toBill(bill, outBillNo) : null;
    },
    async verifyNotification(req): Promise<VerifiedTransferNotification> {
      verifySigned(req.headers, req.rawBody);
      let note: {
        id?: string;
        event_type?: string;
        resource?: { ciphertext?: string; nonce?: string; associated_data?: string; algorithm?: string };
      };
      try {
        note = JSON.parse(req.rawBody);
      } catch {
        throw new TransferNotificationRejected('malformed', 'notification is not JSON');
      }
      const r = note.resource;
      if (!r?.ciphertext || !r.nonce || r.algorithm !== 'AEAD_AES_256_GCM')
        throw new TransferNotificationRejected('malformed', 'no AEAD_AES_256_GCM resource');
      let bill: Bill;
      try {
        bill = JSON.parse(
          decryptResource(config.apiV3Key, {
            ciphertext: r.ciphertext,
            nonce: r.nonce,
            associated_data: r.associated_data ?? '',
          }),
        );
      } catch {
        throw new TransferNotificationRejected(
          'bad_signature',
          'resource does not decrypt with the APIv3 key',
        );
      }
      if (
        bill.mch_id !== config.mchId ||
        typeof bill.out_bill_no !== 'string' ||
        !Number.isSafeInteger(bill.transfer_amount) ||
        !['SUCCESS', 'FAIL', 'CANCELLED'].includes(bill.state ?? '')
      )
        throw new TransferNotificationRejected(
          'malformed',
          'bill of another merchant, or without amount or final state',
        );
      return {
        notifyId: note.id ?? null,
        outBillNo: bill.out_bill_no,
        transferBillNo: bill.transfer_bill_no ?? null,
        amountCents: bill.transfer_amount!,
        state: bill.state!,
        failReason: bill.fail_reason ?? null,
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
