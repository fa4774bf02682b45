/**
 * The payout port (issue 14): what withdrawals need from the merchant transfer API ("商家转账",
 * POST /v3/fund-app/mch-transfer/transfer-bills). A created bill answers WAIT_USER_CONFIRM with a package_info
 * the page hands to requestMerchantTransfer; the learner confirms in the messaging app; a signed notification
 * reports SUCCESS, FAIL or CANCELLED. The sandbox adapter stands in for it in dev and test.
 */

/** The provider's bill states (the API's names). */
export type TransferBillState =
  | 'ACCEPTED'
  | 'PROCESSING'
  | 'WAIT_USER_CONFIRM'
  | 'TRANSFERING'
  | 'SUCCESS'
  | 'FAIL'
  | 'CANCELING'
  | 'CANCELLED';

export type CreateTransferInput = {
  /** Our bill number: the idempotency key at the provider, never changed on a retry. */
  outBillNo: string;
  amountCents: number;
  appId: string;
  openid: string;
  /** transfer_remark, at most 32 characters. */
  remark: string;
  notifyUrl: string;
};

export type TransferBill = {
  outBillNo: string;
  state: TransferBillState;
  transferBillNo: string | null;
  packageInfo: string | null;
  failReason: string | null;
};

/** A notification whose signature checked out. */
export type VerifiedTransferNotification = {
  notifyId: string | null;
  outBillNo: string;
  transferBillNo: string | null;
  amountCents: number;
  state: TransferBillState;
  failReason: string | null;
};

export type TransferNotificationRequest = {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
};

/** The provider did not answer 200 (network, 5xx, rate limit): the bill's fate is unknown; query it. */
export class TransferUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransferUnavailable';
  }
}

export class TransferNotificationRejected extends Error {
  constructor(
    readonly reason: 'bad_signature' | 'malformed',
    message: string,
  ) {
    super(message);
    this.name = 'TransferNotificationRejected';
  }
}

export interface TransferProvider {
  readonly name: 'sandbox' | 'wechat';
  readonly mchId: string;
  /** Creates the bill; answers its state. Throws TransferUnavailable when the answer is not a 200. */
  createTransfer(input: CreateTransferInput): Promise<TransferBill>;
  /** The bill by our number, or null when the provider never received it. Throws TransferUnavailable. */
  queryTransfer(outBillNo: string): Promise<TransferBill | null>;
  /** Checks the signature and freshness, decodes; throws TransferNotificationRejected otherwise. */
  verifyNotification(request: TransferNotificationRequest): Promise<VerifiedTransferNotification>;
  answer(ok: boolean): { status: number; contentType: string; body: string };
}
