// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearModals, confirmModal, showModal } from './modal';

describe('modal', () => {
  afterEach(() => {
    act(() => clearModals());
    document.body.innerHTML = '';
  });

  it('confirmModal offers 确定 and 取消 and resolves true for 确定', async () => {
    const answer = confirmModal({ title: '提示', content: '确定退出登录吗？' });
    expect(await screen.findByText('确定退出登录吗？')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: '确定' });
    expect(screen.getByRole('button', { name: '取消' })).toBeTruthy();
    fireEvent.click(confirm);
    await expect(answer).resolves.toBe(true);
  });

  it('confirmModal resolves false for 取消', async () => {
    const answer = confirmModal({ content: '放弃支付？' });
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    await expect(answer).resolves.toBe(false);
  });

  it('a second confirmModal while one is open (a double tap) answers false and opens nothing', async () => {
    const first = confirmModal({ content: '确定取消订单吗？' });
    const second = confirmModal({ content: '确定取消订单吗？' });
    await expect(second).resolves.toBe(false);
    expect(await screen.findAllByText('确定取消订单吗？')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(first).resolves.toBe(true);
    // once answered, the next question opens again
    void confirmModal({ content: '再问一次？' });
    expect(await screen.findByText('再问一次？')).toBeTruthy();
  });

  it('showModal has one 确定 button, is 350px wide at most 80%, and resolves when closed', async () => {
    const closed = showModal({ title: '提示', content: '已收到反馈' });
    const ok = await screen.findByRole('button', { name: '确定' });
    expect(screen.queryByRole('button', { name: '取消' })).toBeNull();
    const popup = document.querySelector<HTMLElement>('.adm-center-popup');
    expect(popup?.style.getPropertyValue('--min-width')).toBe('min(350px, 80vw)');
    expect(popup?.style.getPropertyValue('--max-width')).toBe('80vw');
    fireEvent.click(ok);
    await expect(closed).resolves.toBeUndefined();
  });
});
