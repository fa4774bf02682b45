import { addressCreate, addressGet } from '@course/contracts/goods-address';
import { prizeCheck, prizeRedeem } from '@course/contracts/goods-prizes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { callKey, useCall } from '../../../lib/query';
import { ApiError, callApi } from '../../../lib/request';
import { confirmModal } from '../../../ui/modal';
import { NothingHere, PageError, PageLoading } from '../../../ui/states';
import { AddressSummary } from '../components/address-card';
import { AddressForm, type AddressFormValue } from '../components/address-form';
import { PrizeCard } from '../components/prize-card';
import { numberOf } from '../page-params';
import '../goods-shared.css';

/**
 * exchange-address (query code, addressId): the prize and where it ships — the chosen or default address (更换
 * opens ship-address), or the address form when the learner has none — then 确认兑换 redeems the code.
 */
export default function ExchangeAddressPage() {
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const prize = useCall(prizeCheck, { code }, { enabled: code !== '' });
  const book = useCall(addressGet, {});
  const [busy, setBusy] = useState(false);
  const here = `${window.location.pathname}${window.location.search}`;

  if (!code)
    return (
      <NothingHere
        text="缺少兑换码，请先输入兑换码"
        wayOn={{ label: '去兑换奖品', to: getHref('exchange-prize') }}
      />
    );
  if (prize.isPending || book.isPending) return <PageLoading />;
  if (prize.isError)
    return (
      <PageError
        testId="goods-error"
        error={prize.error}
        onRetry={() => navigate(getHref('exchange-prize'))}
      />
    );
  if (book.isError)
    return <PageError testId="goods-error" error={book.error} onRetry={() => book.refetch()} />;
  const wanted = numberOf(params, 'addressId');
  const address = book.data.list.find((a) => a.id === wanted) ?? book.data.list[0] ?? null;

  async function create(value: AddressFormValue) {
    setBusy(true);
    try {
      await callApi(addressCreate, { body: value });
      await queryClient.invalidateQueries({ queryKey: callKey(addressGet) });
    } catch (error) {
      if (error instanceof ApiError && error.code > 0) toast(error.msg);
    } finally {
      setBusy(false);
    }
  }

  async function redeem() {
    if (!address) return;
    if (!(await confirmModal({ title: '确认兑换', content: '兑换后奖品将寄往所选地址，兑换码即失效' })))
      return;
    setBusy(true);
    try {
      const { orderNo } = await callApi(prizeRedeem, { body: { code, addressId: address.id } });
      await queryClient.invalidateQueries({ queryKey: callKey(prizeCheck) });
      navigate(getHref('exchange-success', { query: { orderNo } }), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code > 0) toast(error.msg);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="gd-page gd-with-bar" data-testid="exchange-address">
      <PrizeCard prize={prize.data} />
      <section className="gd-card">
        <div className="gd-section-title">收货地址</div>
        {address ? (
          <AddressSummary
            address={address}
            trailing={
              <button
                type="button"
                className="gd-link"
                data-testid="exchange-change-address"
                onClick={() => navigate(getHref('ship-address', { query: { select: 1, back: here } }))}
              >
                更换
              </button>
            }
          />
        ) : (
          <AddressForm submitText="保存地址" busy={busy} onSubmit={create} />
        )}
      </section>
      <footer className="gd-bar">
        <button
          type="button"
          className="gd-primary gd-bar-wide"
          data-testid="exchange-confirm"
          disabled={busy || !address}
          onClick={redeem}
        >
          确认兑换
        </button>
      </footer>
    </main>
  );
}
