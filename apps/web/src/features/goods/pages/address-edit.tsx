import { addressCreate, addressGet, addressUpdate } from '@course/contracts/goods-address';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate, useGoBack } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { callKey, useCall } from '../../../lib/query';
import { ApiError, callApi } from '../../../lib/request';
import { confirmModal } from '../../../ui/modal';
import { NothingHere, PageError, PageLoading } from '../../../ui/states';
import { AddressForm, type AddressFormValue } from '../components/address-form';
import { choosingFor, numberOf, safeBackPath, withAddressId } from '../page-params';
import '../goods-shared.css';

/**
 * zqt-address-edit (query id to edit, none to add; back: where to return): the address form, and 删除地址 with
 * a confirmation when editing. Saving returns to `back` (the list, or the order page that asked).
 */
export default function AddressEditPage() {
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const id = numberOf(params, 'id');
  const back = safeBackPath(params.get('back'));
  const book = useCall(addressGet, {}, { enabled: id !== undefined });
  const [busy, setBusy] = useState(false);

  const goBack = useGoBack();
  const leave = async () => {
    await queryClient.invalidateQueries({ queryKey: callKey(addressGet) });
    if (back) navigate(back, { replace: true });
    else goBack(getHref('zqt-address-list'));
  };

  async function save(value: AddressFormValue) {
    setBusy(true);
    try {
      if (id) await callApi(addressUpdate, { body: { id, ...value } });
      else {
        const created = await callApi(addressCreate, { body: value });
        // Added while choosing an address for an order: the new address is the choice, straight back there.
        const order = choosingFor(back);
        if (order) {
          toast('地址已保存');
          await queryClient.invalidateQueries({ queryKey: callKey(addressGet) });
          navigate(withAddressId(order, created.id), { replace: true });
          return;
        }
      }
      toast('地址已保存');
      await leave();
    } catch (error) {
      if (error instanceof ApiError && error.code > 0) toast(error.msg);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!id || !(await confirmModal({ title: '删除地址', content: '确定删除该收货地址吗？' }))) return;
    try {
      await callApi(addressUpdate, { body: { id, deleted: true } });
      toast('地址已删除');
      await leave();
    } catch (error) {
      if (error instanceof ApiError && error.code > 0) toast(error.msg);
    }
  }

  if (id && book.isPending) return <PageLoading />;
  if (id && book.isError)
    return <PageError testId="goods-error" error={book.error} onRetry={() => book.refetch()} />;
  const initial = id ? book.data?.list.find((a) => a.id === id) : null;
  if (id && !initial)
    return (
      <NothingHere
        text="该地址不存在或已删除"
        wayOn={{ label: '去地址簿', to: getHref('zqt-address-list') }}
      />
    );

  return (
    <main className="gd-page" data-testid="address-edit">
      <section className="gd-card">
        <AddressForm initial={initial ?? null} submitText="保存" busy={busy} onSubmit={save} />
      </section>
      {id ? (
        <button type="button" className="gd-ghost gd-block" data-testid="address-remove" onClick={remove}>
          删除地址
        </button>
      ) : null}
    </main>
  );
}
