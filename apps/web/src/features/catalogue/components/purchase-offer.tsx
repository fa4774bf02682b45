import { courseDetail } from '@course/contracts/catalogue-course';
import { COURSE_NOT_BOUGHT } from '@course/domain/constants';
import { formatPrice } from '@course/domain/price';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { queryClient, toast } from '../../../app/public/request';
import { isInNativeApp } from '../../../lib/platform';
import { callOptions } from '../../../lib/query';
import { ApiError } from '../../../lib/request';
import { CoverImage } from '../../../ui/cover-image';
import { buyLabel } from './buy-label';
import '../../../ui/states.css';
import '../catalogue-shared.css';
import './purchase-offer.css';

/** The checkout of a course, as the detail page's buy button opens it. */
export const courseCheckoutHref = (courseId: number) =>
  getHref('ensure', { query: { courseId, goodsId: courseId, goodsType: 'course' } });

/**
 * Where a learner meets a lock that buying opens (您还未购买课程): instead of a bare toast, a dialog with the
 * course, its price and 立即购买 to the checkout, and 咨询客服 for a question first. Inside the native app,
 * where courses are not sold, and for a lock that buying does not open (该章节还未解锁), it stays a toast.
 */
export function usePurchaseOffer(): (courseId: number, lockMessage?: string | null) => void {
  const navigate = useAppNavigate();
  return (courseId, lockMessage = COURSE_NOT_BOUGHT) => {
    if (lockMessage !== COURSE_NOT_BOUGHT || isInNativeApp()) {
      toast(lockMessage ?? COURSE_NOT_BOUGHT);
      return;
    }
    void offerPurchase(courseId, (href) => navigate(href));
  };
}

let offering = false;

/**
 * Loads the course with this learner's price (courseDetail: the server's price rule, the number the detail page
 * and the checkout show; the same query as the detail page, so it is usually cached) and shows the purchase
 * dialog; `go` navigates (the dialog renders outside the router).
 */
export async function offerPurchase(courseId: number, go: (href: string) => void): Promise<void> {
  if (offering) return;
  offering = true;
  try {
    const [detail, modal] = await Promise.all([
      queryClient.fetchQuery({
        ...callOptions(courseDetail, { courseId }, { silent: true }),
        staleTime: 30_000,
      }),
      import('../../../ui/modal'),
    ]);
    const { course, price: quote } = detail;
    const price = quote.unitPriceCents;
    const original = quote.struckPriceCents;
    await modal.showContentModal({
      render: (close) => (
        <div className="lc-offer-modal" data-testid="purchase-offer">
          <p className="lc-offer-modal-lock">{COURSE_NOT_BOUGHT}，购买后即可学习全部内容</p>
          <div className="lc-offer-modal-course">
            <CoverImage src={course.coverUrl} alt="" />
            <div>
              <strong data-testid="purchase-offer-title">{course.title}</strong>
              <span className="lc-price">
                <span className="lc-price-now" data-testid="purchase-offer-price">
                  {price === 0 ? '免费' : `¥${formatPrice(price)}`}
                </span>
                {original && original > price ? <del>¥{formatPrice(original)}</del> : null}
                {quote.label && quote.source !== 'package' && price > 0 ? (
                  <em className="lc-tag" data-testid="purchase-offer-label">
                    {quote.label}
                  </em>
                ) : null}
              </span>
            </div>
          </div>
          <button
            type="button"
            className="lc-btn lc-offer-modal-buy"
            data-testid="purchase-offer-buy"
            disabled={!detail.soldHere}
            onClick={() => {
              close();
              go(courseCheckoutHref(course.id));
            }}
          >
            {buyLabel(price, detail.soldHere)}
          </button>
          <div className="lc-offer-modal-links">
            <button
              type="button"
              data-testid="purchase-offer-consult"
              onClick={() => {
                close();
                go(getHref('qiyu-common'));
              }}
            >
              咨询客服
            </button>
            <button type="button" data-testid="purchase-offer-close" onClick={close}>
              再看看
            </button>
          </div>
        </div>
      ),
    });
  } catch (error) {
    toast(error instanceof ApiError ? error.msg : COURSE_NOT_BOUGHT);
  } finally {
    offering = false;
  }
}
