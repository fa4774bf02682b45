import type { TAddress } from '@course/contracts/goods-address';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import '../orders-shared.css';
import './ensure-address.css';

/** 确认订单's delivery address (goods that ship): the chosen one, or 添加收货地址; both open the address book. */
export function EnsureAddress({ address }: { address: TAddress | null }) {
  const navigate = useAppNavigate();
  return (
    <button
      type="button"
      className="od-card od-address"
      data-testid="order-address"
      onClick={() =>
        navigate(
          getHref('zqt-address-list', {
            query: { select: 1, back: window.location.pathname + window.location.search },
          }),
        )
      }
    >
      {address ? (
        <>
          <div className="od-address-name">
            {address.receiver} <span>{address.mobile}</span>
          </div>
          <div className="od-muted">
            {address.province}
            {address.city}
            {address.district}
            {address.detail}
          </div>
        </>
      ) : (
        <div className="od-address-add">+ 添加收货地址</div>
      )}
    </button>
  );
}
