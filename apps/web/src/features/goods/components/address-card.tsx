import { addressLine } from '@course/domain/address-rules';
import type { ReactNode } from 'react';
import '../goods-shared.css';
import './address-card.css';

export type AddressLike = {
  receiver: string;
  mobile: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  isDefault?: boolean;
};

/** 收货人, 手机号 and the one-line address, with the 默认 mark. */
export function AddressSummary(props: { address: AddressLike; trailing?: ReactNode }) {
  const a = props.address;
  return (
    <div className="gd-address">
      <i className="gd-address-pin" aria-hidden="true" />
      <div className="gd-address-body">
        <div className="gd-address-name">
          {a.receiver} <span>{a.mobile}</span>
          {a.isDefault ? <em className="gd-tag">默认</em> : null}
        </div>
        <div className="gd-address-line">{addressLine(a)}</div>
      </div>
      {props.trailing}
    </div>
  );
}
