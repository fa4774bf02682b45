import { addressGet, addressUpdate, type TAddress } from '@course/contracts/goods-address';
import { giftClaim, giftList } from '@course/contracts/goods-gifts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { callKey, useCall } from '../../../lib/query';
import { ApiError, callApi } from '../../../lib/request';
import { confirmModal } from '../../../ui/modal';
import { PageError, PageLoading } from '../../../ui/states';
import { AddressSummary } from '../components/address-card';
import { InlineEmpty } from '../components/inline-empty';
import { numberOf, safeBackPath, withAddressId } from '../page-params';
import '../goods-shared.css';
import './address-list.css';
import '../../../ui/choice-input.css';

/**
 * zqt-address-list and ship-address: the learner's addresses, the default first; set default, edit, delete,
 * 新增收货地址. Choosing one: with `back` (select=1) returns there with addressId (zqt-order, modifyAddress,
 * exchange-address); with `giftId` (ship-address from mygift) claims the gift to it and opens its logistics.
 */
export default function AddressListPage() {
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const back = safeBackPath(params.get('back'));
  const giftId = numberOf(params, 'giftId');
  const selecting = Boolean(back) || Boolean(giftId);
  const chosenId = numberOf(params, 'addressId');
  const book = useCall(addressGet, {});
  const [busy, setBusy] = useState(false);
  const here = `${window.location.pathname}${window.location.search}`;

  const refresh = () => queryClient.invalidateQueries({ queryKey: callKey(addressGet) });

  async function act(run: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await run();
      toast(done);
      await refresh();
    } catch (error) {
      if (error instanceof ApiError && error.code > 0) toast(error.msg);
    } finally {
      setBusy(false);
    }
  }

  async function choose(a: TAddress) {
    if (busy) return;
    if (!selecting) {
      navigate(getHref('zqt-address-edit', { query: { id: a.id, back: here } }));
      return;
    }
    if (back) {
      navigate(withAddressId(back, a.id), { replace: true });
      return;
    }
    if (!giftId) return;
    const sure = await confirmModal({
      title: '确认收货地址',
      content: `礼品将寄往：${a.receiver} ${a.mobile}，${a.province}${a.city}${a.district}${a.detail}`,
      confirmText: '确认领取',
    });
    if (!sure) return;
    setBusy(true);
    try {
      const { orderNo } = await callApi(giftClaim, { body: { giftId, addressId: a.id } });
      toast('领取成功，礼品将尽快发出');
      await queryClient.invalidateQueries({ queryKey: callKey(giftList) });
      navigate(getHref('logisticsGift', { query: { orderNo } }), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code > 0) toast(error.msg);
    } finally {
      setBusy(false);
    }
  }

  if (book.isPending) return <PageLoading />;
  if (book.isError)
    return <PageError testId="goods-error" error={book.error} onRetry={() => book.refetch()} />;
  const list = book.data.list;

  return (
    <main className="gd-page gd-with-bar" data-testid="address-list">
      {selecting ? <p className="gd-hint">{giftId ? '请选择礼品的收货地址' : '请选择收货地址'}</p> : null}
      {list.length === 0 ? (
        <InlineEmpty text="还没有收货地址，添加一个吧" testId="address-empty" />
      ) : (
        list.map((a) => (
          <section
            key={a.id}
            className={`gd-card gd-address-item${a.id === chosenId ? ' is-chosen' : ''}`}
            data-testid={`address-item-${a.id}`}
          >
            <button
              type="button"
              className="gd-address-choose"
              data-testid={`address-choose-${a.id}`}
              onClick={() => choose(a)}
            >
              <AddressSummary address={a} />
            </button>
            <div className="gd-address-actions">
              <label className="gd-radio-label">
                <input
                  type="radio"
                  className="ui-choice"
                  checked={a.isDefault}
                  disabled={busy}
                  data-testid={`address-set-default-${a.id}`}
                  onChange={() =>
                    act(
                      () => callApi(addressUpdate, { body: { id: a.id, isDefault: true } }),
                      '已设为默认地址',
                    )
                  }
                />
                {a.isDefault ? '默认地址' : '设为默认'}
              </label>
              <span>
                <button
                  type="button"
                  className="gd-link"
                  data-testid={`address-edit-${a.id}`}
                  onClick={() => navigate(getHref('zqt-address-edit', { query: { id: a.id, back: here } }))}
                >
                  编辑
                </button>
                <button
                  type="button"
                  className="gd-link"
                  data-testid={`address-delete-${a.id}`}
                  onClick={async () => {
                    if (await confirmModal({ title: '删除地址', content: '确定删除该收货地址吗？' }))
                      await act(
                        () => callApi(addressUpdate, { body: { id: a.id, deleted: true } }),
                        '地址已删除',
                      );
                  }}
                >
                  删除
                </button>
              </span>
            </div>
          </section>
        ))
      )}
      <footer className="gd-bar">
        <button
          type="button"
          className="gd-primary gd-bar-wide"
          data-testid="address-add"
          onClick={() => navigate(getHref('zqt-address-edit', { query: { back: here } }))}
        >
          + 新增收货地址
        </button>
      </footer>
    </main>
  );
}
