import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureRequestHandlers, TRANSPORT_FAILURE_CODE } from './request';
import { useAction, useActionMutation } from './use-action';

const toast = vi.fn();
configureRequestHandlers({ toast, onLoginRequired: vi.fn(), onFullPageError: vi.fn() });
afterEach(() => toast.mockReset());

/** A call the test answers when it likes. */
function heldCall() {
  let answer: (value?: unknown) => void = () => {};
  const promise = new Promise((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

describe('useAction', () => {
  it('runs one action at a time: a second run while the first is pending does nothing, busy until it ends', async () => {
    const { result } = renderHook(() => useAction());
    const call = heldCall();
    const action = vi.fn(() => call.promise);
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.run(action);
      // the same frame: the rendered `busy` is still false, the guard is not
      void result.current.run(action);
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(true);
    await act(async () => {
      call.answer();
      await first;
    });
    expect(result.current.busy).toBe(false);
    await act(() => result.current.run(action));
    expect(action).toHaveBeenCalledTimes(2);
  });

  it("shows a refusal's message and frees the button", async () => {
    const { result } = renderHook(() => useAction());
    await act(() =>
      result.current.run(() => Promise.reject(new ApiError(1001, '笔记内容包含敏感词，请修改后再保存'))),
    );
    expect(toast).toHaveBeenCalledWith('笔记内容包含敏感词，请修改后再保存');
    expect(result.current.busy).toBe(false);
  });

  it('adds nothing to a transport failure, a sign-in or a full-page error (the request layer answers those)', async () => {
    const { result } = renderHook(() => useAction());
    for (const code of [TRANSPORT_FAILURE_CODE, 3, 4, 9997, 9998]) {
      await act(() => result.current.run(() => Promise.reject(new ApiError(code, 'x'))));
    }
    expect(toast).not.toHaveBeenCalled();
  });

  it('throws on what is not a refused call (a fault of the page), still freeing the button', async () => {
    const { result } = renderHook(() => useAction());
    await act(async () => {
      await expect(result.current.run(() => Promise.reject(new TypeError('boom')))).rejects.toThrow('boom');
    });
    expect(result.current.busy).toBe(false);
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('useActionMutation', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
  );

  it('mutates once for two taps before TanStack has told React it is pending, and again once settled', async () => {
    let call = heldCall();
    const mutationFn = vi.fn(() => call.promise);
    const { result } = renderHook(() => useActionMutation({ mutationFn }), { wrapper });
    act(() => {
      result.current.mutate();
      result.current.mutate();
    });
    await waitFor(() => expect(result.current.isPending).toBe(true));
    result.current.mutate();
    expect(mutationFn).toHaveBeenCalledTimes(1);
    await act(async () => call.answer());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    call = heldCall();
    act(() => result.current.mutate());
    await waitFor(() => expect(mutationFn).toHaveBeenCalledTimes(2));
  });

  it('frees the guard when the mutation fails, so 重试 sends again', async () => {
    const mutationFn = vi.fn(() => Promise.reject(new ApiError(1001, '提交失败')));
    const { result } = renderHook(() => useActionMutation({ mutationFn }), { wrapper });
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    act(() => result.current.mutate());
    await waitFor(() => expect(mutationFn).toHaveBeenCalledTimes(2));
  });
});
