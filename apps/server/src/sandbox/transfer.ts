import { formatPrice } from '@course/domain/price';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { scriptNonceOf } from '../http/content-security.ts';
import { resolveSession } from '../http/session-store.ts';
import type { SandboxTransferProvider } from '../integrations/transfer/sandbox.ts';
import { postEntry } from '../services/growth/ledger.ts';
import { TRANSFER_NOTIFY_PATH } from '../services/growth/transfer-notify-routes.ts';
import { escapeHtml, sandboxPage } from './html.ts';

/**
 * The sandbox's stand-in for the messaging app's "confirm receipt" sheet of a merchant transfer
 * (requestMerchantTransfer): GET /sandbox/transfer?outBillNo=…&returnUrl=/… shows the bill; its buttons
 * (`sandbox-transfer-confirm`, `sandbox-transfer-cancel`) settle it and deliver the signed notification to the
 * same notify route production uses. POST /sandbox/api/transfer/:outBillNo/:decision does the same for tests
 * (decisions confirm, cancel, fail, redeliver).
 */

const DECISIONS = { confirm: 'SUCCESS', cancel: 'CANCELLED', fail: 'FAIL' } as const;

/** Only a path of this site may be returned to. */
const safeReturn = (url: string | undefined) => (url && /^\/(?!\/)/.test(url) ? url : '/');

export async function sandboxTransfer(app: FastifyInstance): Promise<void> {
  const provider = () => app.deps.transfers as SandboxTransferProvider | null;
  const fail = (code: number, msg: string) => ({ code, msg, data: null });
  const lastNotification = new Map<string, { headers: Record<string, string>; rawBody: string }>();

  app.get<{ Querystring: { outBillNo?: string; returnUrl?: string } }>(
    '/sandbox/transfer',
    async (request, reply) => {
      const record = request.query.outBillNo ? await provider()?.record?.(request.query.outBillNo) : null;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!record)
        return reply
          .status(404)
          .send(sandboxPage('确认收款（沙箱）', '<div class="card">转账单不存在</div>'));
      const back = safeReturn(request.query.returnUrl);
      const body = `<div class="bar">确认收款<span class="tag">沙箱</span></div>
<div class="card" data-testid="sandbox-transfer">
  <h2>商家转账到零钱</h2>
  <div class="code" data-testid="sandbox-transfer-amount">¥${escapeHtml(formatPrice(record.amountCents))}</div>
  <p class="muted">单号 ${escapeHtml(record.outBillNo)} · 状态 ${escapeHtml(record.state)}</p>
  <p class="error" id="msg" data-testid="sandbox-transfer-message"></p>
</div>
<button class="btn" data-testid="sandbox-transfer-confirm" data-d="confirm">确认收款</button>
<button class="btn" style="background:#fff;color:#111" data-testid="sandbox-transfer-cancel" data-d="cancel">取消</button>
<script nonce="${escapeHtml(scriptNonceOf(reply.raw))}">
(function () {
  var no = ${JSON.stringify(record.outBillNo)}, back = ${JSON.stringify(back)}, busy = false;
  document.querySelectorAll('button[data-d]').forEach(function (b) {
    b.addEventListener('click', function () {
      if (busy) return; busy = true;
      fetch('/sandbox/api/transfer/' + encodeURIComponent(no) + '/' + b.getAttribute('data-d'), { method: 'POST' })
        .then(function (r) { return r.json(); })
        .then(function (res) {
          if (res.code !== 0) { document.getElementById('msg').textContent = res.msg; busy = false; return; }
          location.href = back;
        })
        .catch(function () { document.getElementById('msg').textContent = '网络异常，请重试'; busy = false; });
    });
  });
})();
</script>`;
      return reply.send(sandboxPage('确认收款（沙箱）', body));
    },
  );

  const ZDecision = z.enum(['confirm', 'cancel', 'fail', 'redeliver']);
  app.post<{ Params: { outBillNo: string; decision: string } }>(
    '/sandbox/api/transfer/:outBillNo/:decision',
    async (request) => {
      const sandbox = provider();
      if (!sandbox?.settle) return fail(1009, '沙箱转账未启用（PAYMENT_MODE=live）');
      const decision = ZDecision.safeParse(request.params.decision);
      if (!decision.success) return fail(1001, '参数错误');
      const { outBillNo } = request.params;
      const note =
        decision.data === 'redeliver'
          ? lastNotification.get(outBillNo)
          : await sandbox.settle(outBillNo, DECISIONS[decision.data]);
      if (!note) return fail(1009, '转账单不存在或已处理');
      lastNotification.set(outBillNo, note);
      const answer = await app.inject({
        method: 'POST',
        url: TRANSFER_NOTIFY_PATH,
        headers: note.headers,
        payload: note.rawBody,
      });
      const record = await sandbox.record(outBillNo);
      return {
        code: 0,
        msg: 'success',
        data: { state: record?.state ?? null, notifyStatus: answer.statusCode },
      };
    },
  );

  // Test funds on the reward balance of the learner of a token (e2e: a withdrawal large enough for review).
  const ZFund = z.object({
    token: z.string().max(200),
    amountCents: z.number().int().min(1).max(10_000_000),
  });
  app.post('/sandbox/api/growth/fund', async (request) => {
    const parsed = ZFund.safeParse(request.body);
    if (!parsed.success) return fail(1001, '参数错误');
    const session = await resolveSession(app.deps.database.db, parsed.data.token);
    if (typeof session !== 'object') return fail(4, '登录已过期');
    const now = new Date(app.deps.now());
    await app.deps.database.db.transaction((tx) =>
      postEntry(tx, {
        customerId: session.customerId,
        kind: 'reward',
        amountCents: parsed.data.amountCents,
        reason: '沙箱测试奖励',
        entryKey: `sandbox:fund:${session.customerId}:${now.getTime()}:${Math.random()}`,
        now,
      }),
    );
    return { code: 0, msg: 'success', data: { funded: parsed.data.amountCents } };
  });
}
