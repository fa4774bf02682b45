import { invoiceDetail } from '@course/contracts/orders-invoice';
import { toast } from '../../../app/public/request';
import { isInMessagingApp } from '../../../lib/platform';
import { useCall } from '../../../lib/query';
import type { ApiError } from '../../../lib/request';
import { Loader } from '../../../ui/loader';
import { queryParam } from '../api';
import { InvoiceOrderList } from '../components/invoice-order-list';
import '../orders-shared.css';
import './invoice-download.css';

/** invoice-download: the issued file, large; saved by long-press inside the messaging app, else downloaded. */
export default function InvoiceDownloadPage() {
  const orderNo = queryParam('orderNo') ?? '';
  const invoice = useCall(invoiceDetail, { orderNo }, { enabled: orderNo !== '' });
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
