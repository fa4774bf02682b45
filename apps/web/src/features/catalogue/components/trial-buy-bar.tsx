import { courseDetail } from '@course/contracts/catalogue-course';
import { MessageOutline } from 'antd-mobile-icons';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { buyLabel } from './buy-label';
import { courseCheckoutHref } from './purchase-offer';
import '../../../ui/states.css';
import './buy-bar.css';

/**
 * The buy bar of a section watched or heard as a free preview (试看): 咨询 (customer service, before buying)
 * and 立即购买 with this learner's price from the server's price rule (courseDetail: the number the detail page
 * and the checkout show), to the checkout.
 */
export function TrialBuyBar(props: { courseId: number }) {
  const navigate = useAppNavigate();
  const detail = useCall(courseDetail, { courseId: props.courseId });
  const price = detail.data ? detail.data.price.unitPriceCents : null;
  const soldHere = detail.data?.soldHere ?? true;
  return (
    <footer className="lc-buy-bar" data-testid="trial-buy-bar">
      <button type="button" className="lc-buy-consult" onClick={() => navigate(getHref('qiyu-common'))}>
        <MessageOutline aria-hidden="true" />
        咨询
      </button>
      <span className="lc-buy-note">正在试看</span>
      <button
        type="button"
        className="lc-btn lc-buy-main"
        data-testid="trial-buy"
        disabled={!soldHere}
        onClick={() => navigate(courseCheckoutHref(props.courseId))}
      >
        {buyLabel(price, soldHere)}
      </button>
    </footer>
  );
}
