import { courseDetail } from '@course/contracts/catalogue-course';
import { customerMessageList } from '@course/contracts/messages-site';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callKey, callOptions, useCall } from './query';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('./request', () => ({ callApi }));

afterEach(() => callApi.mockReset());

describe('callKey', () => {
  it("is ['call', name, body, params], each part only when given", () => {
    expect(callKey(courseDetail)).toEqual(['call', 'courseDetail']);
    expect(callKey(courseDetail, { courseId: 1 })).toEqual(['call', 'courseDetail', { courseId: 1 }]);
    expect(callKey(courseDetail, { courseId: 1 }, { a: 'x' })).toEqual([
      'call',
      'courseDetail',
      { courseId: 1 },
      { a: 'x' },
    ]);
    expect(callKey(courseDetail, undefined, { a: 'x' })).toEqual([
      'call',
      'courseDetail',
      undefined,
      { a: 'x' },
    ]);
  });

  it('is a prefix of every more specific key of the same call, so invalidation by call or body reaches them', async () => {
    const client = new QueryClient();
    const seed = (body: unknown, params?: Record<string, string>) =>
      client.setQueryData(callKey(courseDetail, body, params), 'x');
    seed({ courseId: 1 });
    seed({ courseId: 1 }, { a: 'p' });
    seed({ courseId: 2 });
    client.setQueryData(callKey(customerMessageList, { pageNum: 1, pageSize: 20 }), 'y');
    const stale = () =>
      client
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.isInvalidated)
        .map((q) => q.queryKey);

    await client.invalidateQueries({ queryKey: callKey(courseDetail, { courseId: 1 }) });
    expect(stale()).toHaveLength(2);
    await client.invalidateQueries({ queryKey: callKey(courseDetail) });
    expect(stale()).toHaveLength(3);
    await client.invalidateQueries({ queryKey: ['call'] });
    expect(stale()).toHaveLength(4);
  });
});

describe('callOptions', () => {
  it('calls the contract with the body, and params and silent only when given', async () => {
    callApi.mockResolvedValue('ok');
    const client = new QueryClient();
    await client.fetchQuery(callOptions(courseDetail, { courseId: 3 }));
    await client.fetchQuery(callOptions(courseDetail, { courseId: 4 }, { params: { a: 'p' }, silent: true }));
    expect(callApi.mock.calls).toEqual([
      [courseDetail, { body: { courseId: 3 } }],
      [courseDetail, { body: { courseId: 4 }, params: { a: 'p' }, silent: true }],
    ]);
  });
});

let currentClient = new QueryClient();
function Wrapper(props: { children: ReactNode }) {
  return <QueryClientProvider client={currentClient}>{props.children}</QueryClientProvider>;
}
const wrapper = (client: QueryClient) => {
  currentClient = client;
  return Wrapper;
};

describe('useCall', () => {
  it('caches the answer under callKey and waits while not enabled', async () => {
    callApi.mockResolvedValue({ id: 5 });
    const client = new QueryClient();
    const { result, rerender } = renderHook(
      ({ enabled }) => useCall(courseDetail, { courseId: 5 }, { enabled }),
      { wrapper: wrapper(client), initialProps: { enabled: false } },
    );
    expect(callApi).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data).toEqual({ id: 5 }));
    expect(client.getQueryData(callKey(courseDetail, { courseId: 5 }))).toEqual({ id: 5 });
  });

  it('does not retry a failed call', async () => {
    callApi.mockRejectedValue(new Error('no'));
    const client = new QueryClient({ defaultOptions: { queries: { retry: 3 } } });
    const { result } = renderHook(() => useCall(courseDetail, { courseId: 6 }), { wrapper: wrapper(client) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(callApi).toHaveBeenCalledTimes(1);
  });
});
