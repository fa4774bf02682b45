import {
  type INVOICE_STATES,
  invoiceApply,
  invoiceDetail,
  invoiceOrderList,
  taxNoProblem,
} from '@course/contracts/orders-invoice';
import { userOrderDetail } from '@course/contracts/orders-user';
import { formatBeijing } from '@course/domain/beijing-time';
import { formatPrice } from '@course/domain/price';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { isInMessagingApp } from '../../../lib/platform';
import { ApiError, callApi } from '../../../lib/request';
import { Loader } from '../../../ui/loader';
import { orderKey, queryParam, useOrderCall } from '../api';
import '../order.css';

/**
 * Invoices (issue 6): invoice (apply for the electronic invoice of a paid order), invoice-detail (its state,
 * title, amount and the file once issued), invoice-download (the issued file: preview, save, copy the link).
 * One invoice per order; the server issues it at once and checks the title and tax number again.
 */

/** '2026/1/5 14:03:07' in Beijing time. */
const time = (iso: string | null) => (iso ? formatBeijing(iso, 'YYYY/M/D HH:mm:ss') : '');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type TitleType = 'personal' | 'company';

/** The form's own checks (the same rules as the server's); null when the form can be sent. */
export function invoiceFormProblem(form: {
  titleType: TitleType;
  title: string;
  taxNo: string;
  email: string;
}): { field: 'title' | 'taxNo' | 'email'; message: string } | null {
  const title = form.title.trim();
  if (title.length < 2 || title.length > 60)
    return {
      field: 'title',
      message: form.titleType === 'company' ? '请输入完整的单位名称' : '请输入发票抬头（2-60个字）',
    };
  if (form.titleType === 'company') {
    if (!form.taxNo) return { field: 'taxNo', message: '企业发票请填写纳税人识别号' };
    const problem = taxNoProblem(form.taxNo);
    if (problem) return { field: 'taxNo', message: problem };
  }
  if (!EMAIL.test(form.email.trim()) || form.email.length > 100)
    return { field: 'email', message: '请输入正确的邮箱' };
  return null;
}

const INVOICE_STATE_TEXT: Record<(typeof INVOICE_STATES)[number], string> = {
  issued: '已开票',
  requested: '开票中',
  available: '可开票',
  refunding: '退款中，不可开票',
  refunded: '已退款，不可开票',
};

/**
 * 我的 → 发票 (invoice without an order): the learner's paid orders with where each stands for an invoice;
 * 可开票 opens the order's invoice form, 已开票 / 开票中 its invoice.
 */
function InvoiceOrderList() {
  const navigate = useAppNavigate();
  const list = useOrderCall(invoiceOrderList, { page: 1, pageSize: 50 });
  if (list.isPending) return <Loader fullScreen />;
  if (list.isError)
    return (
      <div className="od-empty" data-testid="order-empty">
        {(list.error as ApiError).msg}
      </div>
    );
  const orders = list.data.list;
  return (
    <div className="od-page" data-testid="invoice-orders">
      <p className="od-invoice-hint">已支付的订单可开具电子发票，每个订单开具一次，开具后发送至您的邮箱</p>
      {orders.length === 0 ? (
        <div className="od-empty" data-testid="invoice-orders-empty">
          <p>暂无可开票的订单</p>
          <button type="button" className="od-submit" onClick={() => navigate(getHref('order'))}>
            查看我的订单
          </button>
        </div>
      ) : null}
      {orders.map((o) => {
        const open =
          o.invoiceState === 'available'
            ? getHref('invoice', { query: { orderNo: o.orderNo } })
            : o.invoiceState === 'issued' || o.invoiceState === 'requested'
              ? getHref('invoice-detail', { query: { orderNo: o.orderNo } })
              : null;
        return (
          <button
            key={o.orderNo}
            type="button"
            className="od-card od-invoice-order"
            data-testid={`invoice-order-${o.orderNo}`}
            disabled={!open}
            onClick={() => open && navigate(open)}
          >
            <div className="od-item">
              <img src={o.coverUrl} alt="" className="od-cover" />
              <div className="od-item-body">
                <div className="od-title">{o.title}</div>
                <div className="od-muted">
                  实付 ¥{formatPrice(o.payAmountCents)} · {time(o.paidAt)}
                </div>
              </div>
            </div>
            <div className="od-row">
              <span
                className={`od-invoice-state is-${o.invoiceState}`}
                data-testid={`invoice-state-${o.orderNo}`}
              >
                {INVOICE_STATE_TEXT[o.invoiceState]}
              </span>
              {o.invoiceState === 'available' ? (
                <span className="od-invoice-go">去开票</span>
              ) : open ? (
                <span className="od-invoice-go is-plain">查看发票</span>
              ) : null}
            </div>
          </button>
        );
      })}
    </div>
  );
}

export default function InvoiceApplyPage() {
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const orderNo = queryParam('orderNo') ?? '';
  const order = useOrderCall(userOrderDetail, {}, { params: { id: orderNo }, enabled: orderNo !== '' });
  const [titleType, setTitleType] = useState<TitleType>('personal');
  const [title, setTitle] = useState('');
  const [taxNo, setTaxNo] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  if (!orderNo) return <InvoiceOrderList />;
  if (order.isPending) return <Loader fullScreen />;
  if (order.isError)
    return (
      <div className="od-empty" data-testid="order-empty">
        {(order.error as ApiError).msg}
      </div>
    );
  const o = order.data;
  const detailHref = getHref('invoice-detail', { query: { orderNo } });

  if (o.invoice) {
    return (
      <div className="od-page" data-testid="invoice-page">
        <div className="od-card od-center" data-testid="invoice-exists">
          <p>该订单已开具发票，每个订单只能开具一次</p>
          <button type="button" className="od-submit" onClick={() => navigate(detailHref, { replace: true })}>
            查看发票
          </button>
        </div>
      </div>
    );
  }
  if (!o.canInvoice) {
    return (
      <div className="od-page" data-testid="invoice-page">
        <div className="od-card od-warn" data-testid="invoice-unavailable">
          {o.status === 'paid' ? '免费订单无需开具发票' : '订单支付完成后才能开具发票'}
        </div>
      </div>
    );
  }

  async function submit() {
    const form = { titleType, title, taxNo: taxNo.trim().toUpperCase(), email };
    const problem = invoiceFormProblem(form);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await callApi(invoiceApply, {
        body: {
          orderNo,
          titleType,
          title: title.trim(),
          ...(titleType === 'company' ? { taxNo: form.taxNo } : {}),
          email: email.trim(),
        },
      });
      await queryClient.invalidateQueries({ queryKey: orderKey(userOrderDetail) });
      toast('发票已开具，已发送至您的邮箱');
      navigate(detailHref, { replace: true });
    } catch (e) {
      if (e instanceof ApiError && e.code > 0) {
        setError({ field: 'form', message: e.msg.replace(/^参数错误：/, '') });
        if (e.code === 1009) await queryClient.invalidateQueries({ queryKey: orderKey(userOrderDetail) });
      }
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (field: string) =>
    error?.field === field ? (
      <div className="od-field-error" data-testid="field-error">
        {error.message}
      </div>
    ) : null;

  return (
    <div className="od-page" data-testid="invoice-page">
      <section className="od-card">
        <div className="od-row">
          <span className="od-muted">订单</span>
          <span className="od-ellipsis">{o.title}</span>
        </div>
        <div className="od-row">
          <span className="od-muted">发票金额</span>
          <strong className="od-price-text" data-testid="invoice-amount">
            ¥{formatPrice(o.payAmountCents)}
          </strong>
        </div>
        <div className="od-row">
          <span className="od-muted">发票类型</span>
          <span>电子普通发票</span>
        </div>
      </section>
      <section className="od-card od-form">
        <div className="od-form-row">
          <span className="od-label">抬头类型</span>
          <div className="od-segment">
            {(['personal', 'company'] as const).map((t) => (
              <button
                key={t}
                type="button"
                className={titleType === t ? 'is-active' : ''}
                data-testid={`invoice-type-${t}`}
                onClick={() => {
                  setTitleType(t);
                  setError(null);
                }}
              >
                {t === 'personal' ? '个人' : '企业/单位'}
              </button>
            ))}
          </div>
        </div>
        <label className="od-form-row">
          <span className="od-label">{titleType === 'company' ? '单位名称' : '发票抬头'}</span>
          <input
            data-testid="invoice-title"
            value={title}
            maxLength={60}
            placeholder={titleType === 'company' ? '请输入单位全称' : '请输入个人姓名'}
            onChange={(e) => setTitle(e.target.value)}
          />
        </label>
        {fieldError('title')}
        {titleType === 'company' ? (
          <>
            <label className="od-form-row">
              <span className="od-label">税号</span>
              <input
                data-testid="invoice-tax-no"
                value={taxNo}
                maxLength={20}
                placeholder="纳税人识别号（统一社会信用代码）"
                onChange={(e) => setTaxNo(e.target.value.toUpperCase())}
              />
            </label>
            {fieldError('taxNo')}
          </>
        ) : null}
        <label className="od-form-row">
          <span className="od-label">电子邮箱</span>
          <input
            data-testid="invoice-email"
            type="email"
            value={email}
            maxLength={100}
            placeholder="用于接收电子发票"
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        {fieldError('email')}
      </section>
      {fieldError('form')}
      <p className="od-note">
        电子普通发票与纸质发票具有同等法律效力，开具后将发送至您的邮箱，也可在“发票详情”中查看和下载。每个订单只能开具一次，请仔细核对抬头信息。
      </p>
      <footer className="od-bar">
        <div>
          发票金额 <strong>¥{formatPrice(o.payAmountCents)}</strong>
        </div>
        <button
          type="button"
          className="od-submit"
          data-testid="invoice-submit"
          disabled={busy}
          onClick={submit}
        >
          {busy ? '提交中…' : '提交申请'}
        </button>
      </footer>
    </div>
  );
}

/** invoice-detail: the invoice of an order (or a way to ask for one). */
export function InvoiceDetailPage() {
  const navigate = useAppNavigate();
  const orderNo = queryParam('orderNo') ?? '';
  const invoice = useOrderCall(invoiceDetail, { orderNo }, { enabled: orderNo !== '' });
  if (!orderNo) return <InvoiceOrderList />;
  if (invoice.isPending) return <Loader fullScreen />;
  if (invoice.isError) {
    const error = invoice.error as ApiError;
    return (
      <div className="od-page">
        <div className="od-card od-center" data-testid="invoice-empty">
          <p>{error.code === 1005 ? '该订单还没有开具发票' : error.msg}</p>
          {error.code === 1005 ? (
            <button
              type="button"
              className="od-submit"
              onClick={() => navigate(getHref('invoice', { query: { orderNo } }), { replace: true })}
            >
              去开发票
            </button>
          ) : null}
        </div>
      </div>
    );
  }
  const i = invoice.data;
  const issued = i.status === 'issued';
  return (
    <div className="od-page" data-testid="invoice-detail">
      <section className={`od-banner ${issued ? 'is-paid' : 'is-created'}`}>
        <div className="od-banner-status" data-testid="invoice-status">
          {issued ? '已开具' : '开票中'}
        </div>
        <div>{issued ? `电子发票已发送至 ${i.email}` : '发票开具后将发送至您的邮箱'}</div>
      </section>
      <section className="od-card">
        <div className="od-row">
          <span className="od-muted">发票类型</span>
          <span>电子普通发票</span>
        </div>
        <div className="od-row">
          <span className="od-muted">抬头类型</span>
          <span>{i.titleType === 'company' ? '企业/单位' : '个人'}</span>
        </div>
        <div className="od-row">
          <span className="od-muted">发票抬头</span>
          <span data-testid="invoice-detail-title">{i.title}</span>
        </div>
        {i.taxNo ? (
          <div className="od-row">
            <span className="od-muted">纳税人识别号</span>
            <span>{i.taxNo}</span>
          </div>
        ) : null}
        <div className="od-row">
          <span className="od-muted">发票金额</span>
          <strong className="od-price-text">¥{formatPrice(i.amountCents)}</strong>
        </div>
        <div className="od-row">
          <span className="od-muted">接收邮箱</span>
          <span>{i.email}</span>
        </div>
        <div className="od-row">
          <span className="od-muted">发票号码</span>
          <span>{i.invoiceNo}</span>
        </div>
        <div className="od-row">
          <span className="od-muted">订单编号</span>
          <span>{i.orderNo}</span>
        </div>
        <div className="od-row">
          <span className="od-muted">{issued ? '开票时间' : '申请时间'}</span>
          <span>{time(i.issuedAt ?? i.createdAt)}</span>
        </div>
      </section>
      {i.downloadUrl ? (
        <button
          type="button"
          className="od-card od-invoice-thumb"
          data-testid="invoice-preview"
          onClick={() => navigate(getHref('invoice-download', { query: { orderNo } }))}
        >
          <img src={i.downloadUrl} alt="电子发票" />
        </button>
      ) : null}
      <footer className="od-bar od-bar-actions">
        <button
          type="button"
          className="od-ghost"
          onClick={() => navigate(getHref('order-detail', { query: { orderNo } }))}
        >
          查看订单
        </button>
        {i.downloadUrl ? (
          <button
            type="button"
            className="od-submit"
            data-testid="invoice-download"
            onClick={() => navigate(getHref('invoice-download', { query: { orderNo } }))}
          >
            下载发票
          </button>
        ) : null}
      </footer>
    </div>
  );
}

/** invoice-download: the issued file, large; saved by long-press inside the messaging app, else downloaded. */
export function InvoiceDownloadPage() {
  const orderNo = queryParam('orderNo') ?? '';
  const invoice = useOrderCall(invoiceDetail, { orderNo }, { enabled: orderNo !== '' });
  if (!orderNo) return <InvoiceOrderList />;
  if (invoice.isPending) return <Loader fullScreen />;
  if (invoice.isError)
    return (
      <div className="od-empty" data-testid="invoice-empty">
        {(invoice.error as ApiError).msg}
      </div>
    );
  const i = invoice.data;
  if (!i.downloadUrl)
    return (
      <div className="od-empty" data-testid="invoice-empty">
        发票正在开具中，请稍后再来
      </div>
    );
  const absolute = new URL(i.downloadUrl, window.location.origin).href;
  const inApp = isInMessagingApp();
  async function copyLink() {
    try {
      await navigator.clipboard.writeText(absolute);
      toast('下载链接已复制，可在浏览器中打开');
    } catch {
      toast('复制失败，请长按图片保存');
    }
  }
  return (
    <div className="od-page" data-testid="invoice-download-page">
      <div className="od-invoice-file">
        <img src={i.downloadUrl} alt={`电子发票 ${i.invoiceNo}`} data-testid="invoice-file" />
      </div>
      <p className="od-note">
        {inApp
          ? '微信内无法直接下载文件：长按发票图片可保存到相册，或复制下载链接后在浏览器中打开。'
          : '点击“保存发票”下载发票文件，也可复制下载链接转发给财务。'}
      </p>
      <footer className="od-bar od-bar-actions">
        <button type="button" className="od-ghost" data-testid="invoice-copy-link" onClick={copyLink}>
          复制下载链接
        </button>
        {inApp ? null : (
          <a
            className="od-submit"
            data-testid="invoice-save"
            href={i.downloadUrl}
            download={`${i.invoiceNo}.svg`}
          >
            保存发票
          </a>
        )}
      </footer>
    </div>
  );
}
