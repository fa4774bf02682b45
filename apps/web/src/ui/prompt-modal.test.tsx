// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearModals } from './modal';
import { promptModal } from './prompt-modal';

const phoneRule = (value: string) =>
  /^1\d{10}$/.test(value)
    ? { valid: true }
    : { valid: false, message: '您输入的电话有误，请输入正确的电话号码！' };

async function openPrompt() {
  let settled = false;
  let result: string | null | undefined;
  const promise = promptModal({ title: '请输入手机号', placeholder: '手机号', validator: phoneRule }).then(
    (value) => {
      settled = true;
      result = value;
      return value;
    },
  );
  const input = await screen.findByPlaceholderText('手机号');
  return { promise, input, isSettled: () => settled, result: () => result };
}

describe('promptModal', () => {
  afterEach(() => {
    act(() => clearModals());
    document.body.innerHTML = '';
  });

  it('shows the validator message under the input and stays open while invalid', async () => {
    const prompt = await openPrompt();
    fireEvent.change(prompt.input, { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));

    const error = await screen.findByRole('alert');
    expect(error.textContent).toBe('您输入的电话有误，请输入正确的电话号码！');
    expect(prompt.input.getAttribute('aria-invalid')).toBe('true');
    expect(prompt.input.getAttribute('aria-describedby')).toBe(error.id);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(prompt.isSettled()).toBe(false);
    expect(screen.getByPlaceholderText('手机号')).toBeTruthy();
  });

  it('resolves the value once it is valid, and clears the error while typing', async () => {
    const prompt = await openPrompt();
    fireEvent.change(prompt.input, { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await screen.findByRole('alert');

    fireEvent.change(prompt.input, { target: { value: '13800138000' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(prompt.promise).resolves.toBe('13800138000');
  });

  it('resolves null on 取消', async () => {
    const prompt = await openPrompt();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await expect(prompt.promise).resolves.toBeNull();
    await waitFor(() => expect(screen.queryByPlaceholderText('手机号')).toBeNull());
  });
});
