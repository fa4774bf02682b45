import { loginCustomer } from '@course/contracts/identity-account';
import { USER_INFO_POLL_MS } from '@course/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/request';
import { getToken, StorageKey, writeJson } from '../../lib/storage';

/** What features use of the session: the signed-in learner, and starting an authorization (WeChat login). */

export { startAuthorization } from '../session/auth-flow';

/** The signed-in learner. Stored for pages that read it synchronously (the feedback form's mobile rule). */
export const userInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'info'],
    queryFn: async () => {
      const info = await callApi(loginCustomer, { silent: true });
      writeJson(StorageKey.userInfo, info);
      return info;
    },
  });

/** User info for a visitor with a token, polled every 2 s until it is available. */
export function useUserInfo() {
  const hasToken = getToken() !== '';
  return useQuery({
    ...userInfoQueryOptions(),
    enabled: hasToken,
    retry: false,
    refetchInterval: (query) => (query.state.data ? false : USER_INFO_POLL_MS),
  });
}
