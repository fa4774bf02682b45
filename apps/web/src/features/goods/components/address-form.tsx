import type { TAddress } from '@course/contracts/goods-address';
import { type AddressDraft, addressProblems, DETAIL_MAX, RECEIVER_MAX } from '@course/domain/address-rules';
import { regionOptions } from '@course/domain/regions';
import { Cascader } from 'antd-mobile';
import { useMemo, useState } from 'react';
import '../goods-shared.css';
import './address-form.css';

export type AddressFormValue = AddressDraft & { isDefault: boolean };

const EMPTY: AddressFormValue = {
  receiver: '',
  mobile: '',
  province: '',
  city: '',
  district: '',
  detail: '',
  isDefault: false,
};

/**
 * The delivery-address form (zqt-address-edit, exchange-address): 收货人, 手机号, 所在地区 (province/city/district
 * from the region data set), 详细地址, 设为默认. Checked with the domain rules before it is sent; the server
 * checks the same rules again.
 */
export function AddressForm(props: {
  initial?: TAddress | null;
  submitText: string;
  busy?: boolean;
  onSubmit: (value: AddressFormValue) => void;
}) {
  const [value, setValue] = useState<AddressFormValue>(() =>
    props.initial ? { ...EMPTY, ...props.initial } : EMPTY,
  );
  const [shown, setShown] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const options = useMemo(() => regionOptions(), []);
  const problems = addressProblems(value);
  const set = (patch: Partial<AddressFormValue>) => setValue((v) => ({ ...v, ...patch }));
  const region = value.province ? [value.province, value.city, value.district] : [];

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setShown(true);
    if (Object.keys(problems).length === 0) props.onSubmit({ ...value, receiver: value.receiver.trim() });
  }

  const error = (key: keyof typeof problems) =>
    shown && problems[key] ? (
      <div className="gd-field-error" data-testid={`address-error-${key}`}>
        {problems[key]}
      </div>
    ) : null;

  return (
    <form className="gd-form" onSubmit={submit} noValidate data-testid="address-form">
      <label className="gd-field">
        <span>收货人</span>
        <input
          value={value.receiver}
          maxLength={RECEIVER_MAX}
          placeholder="请填写收货人姓名"
          data-testid="address-receiver"
          onChange={(e) => set({ receiver: e.target.value })}
        />
      </label>
      {error('receiver')}
      <label className="gd-field">
        <span>手机号</span>
        <input
          value={value.mobile}
          inputMode="numeric"
          maxLength={11}
          placeholder="请填写收货人手机号"
          data-testid="address-mobile"
          onChange={(e) => set({ mobile: e.target.value.replace(/\D/g, '') })}
        />
      </label>
      {error('mobile')}
      <button
        type="button"
        className="gd-field gd-field-picker"
        data-testid="address-region"
        onClick={() => setPickerOpen(true)}
      >
        <span>所在地区</span>
        <em className={value.province ? '' : 'is-placeholder'}>
          {value.province
            ? [value.province, value.city === value.province ? '' : value.city, value.district]
                .filter(Boolean)
                .join(' ')
            : '省、市、区'}
        </em>
        <i aria-hidden="true">›</i>
      </button>
      {error('region')}
      <label className="gd-field gd-field-area">
        <span>详细地址</span>
        <textarea
          value={value.detail}
          maxLength={DETAIL_MAX}
          rows={2}
          placeholder="街道、楼牌号等"
          data-testid="address-detail"
          onChange={(e) => set({ detail: e.target.value })}
        />
      </label>
      {error('detail')}
      <label className="gd-field gd-field-switch">
        <span>设为默认地址</span>
        <input
          type="checkbox"
          role="switch"
          aria-checked={value.isDefault}
          checked={value.isDefault}
          data-testid="address-default"
          onChange={(e) => set({ isDefault: e.target.checked })}
        />
      </label>
      <button type="submit" className="gd-primary gd-block" disabled={props.busy} data-testid="address-save">
        {props.busy ? '保存中…' : props.submitText}
      </button>
      <Cascader
        options={options}
        visible={pickerOpen}
        value={region}
        title="选择所在地区"
        placeholder="请选择"
        onClose={() => setPickerOpen(false)}
        onConfirm={(picked) => {
          const [province, city, district] = picked.map((v) => String(v ?? ''));
          set({ province: province ?? '', city: city ?? '', district: district ?? '' });
        }}
      />
    </form>
  );
}
