import { consoleChannelList } from '@course/contracts/console-channels';
import { ResponseCode } from '@course/domain/response-codes';
import { afterEach, describe, expect, it } from 'vitest';
import { callConsole, onSessionLost, setCsrfToken } from './console-client.ts';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** A server whose answers to the console's calls are released by the test, one by one, each 请先登录. */
function refusingServer() {
  const pending: Array<() => void> = [];
  globalThis.fetch = (() =>
    new Promise<Response>((resolve) => {
      pending.push(() =>
        resolve(Response.json({ code: ResponseCode.notLoggedIn, msg: '请先登录', data: null })),
      );
    })) as typeof fetch;
  return {
    answerNext: () => pending.shift()?.(),
    waiting: () => pending.length,
  };
}

describe('a lost session, reported once per login', () => {
  it('a call sent before the operator signed in again does not report the session lost again', async () => {
    const server = refusingServer();
    let reports = 0;
    const stop = onSessionLost(() => {
      reports += 1;
    });
    try {
      setCsrfToken('before');
      const first = callConsole(consoleChannelList, {}).catch((error: unknown) => error);
      const second = callConsole(consoleChannelList, {}).catch((error: unknown) => error);
      await expect.poll(server.waiting).toBe(2);
      server.answerNext();
      expect(await first).toMatchObject({ code: ResponseCode.notLoggedIn });
      expect(reports).toBe(1);

      // the operator signs in again; the older call's answer (sent without a session) arrives after
      setCsrfToken('after');
      server.answerNext();
      expect(await second).toMatchObject({ code: ResponseCode.notLoggedIn });
      expect(reports).toBe(1);

      // a call sent after the new login that is refused again: the session is lost again
      const third = callConsole(consoleChannelList, {}).catch((error: unknown) => error);
      await expect.poll(server.waiting).toBe(1);
      server.answerNext();
      expect(await third).toMatchObject({ code: ResponseCode.notLoggedIn });
      expect(reports).toBe(2);
    } finally {
      stop();
    }
  });
});
