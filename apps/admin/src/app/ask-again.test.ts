import { focusManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { askAgainAfterLogin } from './ask-again';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function newClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  cleanups.push(() => client.clear());
  return client;
}

/** A query watched as a mounted screen watches it (so that it is active); its calls are counted. */
function screen(client: QueryClient, queryKey: unknown[], answer: (call: number) => Promise<string>) {
  let calls = 0;
  const observer = new QueryObserver(client, {
    queryKey,
    queryFn: () => {
      calls += 1;
      return answer(calls);
    },
  });
  cleanups.push(observer.subscribe(() => {}));
  return { observer, calls: () => calls };
}

describe('askAgainAfterLogin (the session-expired dialog signed the operator in again)', () => {
  it('asks again for a list whose first call, sent without a session, answers 请先登录 after the login', async () => {
    const client = newClient();
    let answerBeforeLogin: (error: Error) => void = () => {};
    const list = screen(client, ['console', 'consoleChannelList'], (call) =>
      call === 1
        ? new Promise<string>((_, reject) => {
            answerBeforeLogin = reject;
          })
        : Promise.resolve('渠道列表'),
    );
    expect(list.observer.getCurrentResult().fetchStatus).toBe('fetching');

    const asked = askAgainAfterLogin(client);
    answerBeforeLogin(new Error('请先登录'));
    await asked;

    expect(list.calls()).toBe(2);
    expect(list.observer.getCurrentResult()).toMatchObject({ status: 'success', data: '渠道列表' });
  });

  it('asks again for a call the lost session refused', async () => {
    const client = newClient();
    const list = screen(client, ['console', 'consoleCampList'], (call) =>
      call === 1 ? Promise.reject(new Error('请先登录')) : Promise.resolve('营期列表'),
    );
    await expect.poll(() => list.observer.getCurrentResult().status).toBe('error');

    await askAgainAfterLogin(client);

    expect(list.calls()).toBe(2);
    expect(list.observer.getCurrentResult()).toMatchObject({ status: 'success', data: '营期列表' });
  });

  it('asks again for a call waiting to retry in a tab left in the background (paused)', async () => {
    focusManager.setFocused(false);
    cleanups.push(() => focusManager.setFocused(undefined));
    const client = newClient();
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['console', 'consoleTemplateList'],
      retry: 1,
      retryDelay: 0,
      queryFn: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('请先登录')) : Promise.resolve('模板列表');
      },
    });
    cleanups.push(observer.subscribe(() => {}));
    await expect.poll(() => observer.getCurrentResult().fetchStatus).toBe('paused');

    await askAgainAfterLogin(client);

    expect(calls).toBe(2);
    expect(observer.getCurrentResult()).toMatchObject({ status: 'success', data: '模板列表' });
  });

  it('leaves the session’s own call, answered lists and other caches alone', async () => {
    const client = newClient();
    const screens = [
      ['console', 'session'],
      ['console', 'consoleAuditList'],
      ['learner', 'home'],
    ].map((key) => screen(client, key, () => Promise.resolve(String(key[1]))));
    await expect
      .poll(() => screens.every((s) => s.observer.getCurrentResult().status === 'success'))
      .toBe(true);

    await askAgainAfterLogin(client);

    expect(screens.map((s) => s.calls())).toEqual([1, 1, 1]);
  });
});
