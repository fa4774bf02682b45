import { checkBlackUser, resolveSuperFansParam } from '@course/contracts/landing-visitor';
import { APP_TOKEN_FAILED, DEFAULT_WECHAT_TYPE } from '@course/domain/constants';
import { getAppConfig } from '../../lib/app-config';
import { isInMessagingApp, isInNativeApp, isMiniProgram, osName, phoneModel } from '../../lib/platform';
import { ApiError, callApi } from '../../lib/request';
import {
  clearSession,
  getToken,
  readJson,
  readSessionValue,
  readValue,
  StorageKey,
  writeJson,
  writeSessionValue,
  writeValue,
} from '../../lib/storage';
import { queryClient } from '../public/request';
import { userInfoQueryOptions } from '../public/session';
import { getHref, type RouteEntry } from '../route-catalogue';
import { hasAuthResult, TO_AUTH_MARKER, withoutAuthParams } from '../session/auth-flow';
import { isOutOfAppOverlayActive } from '../session/out-of-app';
import { shellState } from '../session/shell-store';

/**
 * The navigation guard, implemented once and run before every navigation (the root route's loader, ahead of
 * the pages' own loaders). Steps 1–6 in the spec's order, then the rules the spec adds around them:
 *
 * 1. mini-program + blacklist option: a blacklisted learner goes to miniBlackListUrl;
 * 2. a to-auth marker with a code or ticket: the authorization keys leave the query, the route is replaced;
 * 3. auth routes store the query's wechatType; a different stored one clears tokens and re-authorizes
 *    (and a channel mismatch on a direct-link route does the same);
 * 4. a token in the URL is stripped by a reload unless the route has noReplaceToken;
 * 5. no token: in the native app the guard fails with 'APP获取token失败'; outside the messaging app (overlay
 *    showing: the 'outside' state) the page shows under the overlay; otherwise authorization starts;
 * 6. super-fans route with ShortParamId: converted proceeds; phone code + link type 3 fetch the real params
 *    and replace the route with them; otherwise tokens are cleared and authorization restarts.
 * Then: tab routes with addGroupPageId and no chainType go to pageTemplate with the derived chainType; a
 * signed-in learner without a mobile on a regMsg route goes to register with a redirect back.
 */

export type GuardDecision =
  | { kind: 'proceed' }
  /** replace the navigation with this in-app href */
  | { kind: 'redirect'; to: string }
  /** leave for the authorization page, back to `target` */
  | { kind: 'authorize'; target: URL }
  /** a full page load (blacklist address, token stripped by reload) */
  | { kind: 'reload'; url: string }
  /** the guard fails with a message (shown by the error view) */
  | { kind: 'fail'; message: string }
  /** wait: the login failure alert is up */
  | { kind: 'halt' };

/** The chainType of a tab route opened with an addGroupPageId (legacy 1xxxx series). */
export const TAB_ADD_GROUP_CHAIN_TYPE = 'LL10009';
const SUPER_FANS_LINK_TYPE_PHONE = '3';
const superFansAuthKey = (id: string) => `superFansAuth:${id}`;

type StoredSuperFans = {
  shortParamId: string;
  param?: string;
  inventAdditionId?: string;
  mobileEncrypt?: string;
};

const relative = (url: URL) => `${url.pathname}${url.search}${url.hash}`;
const queryOf = (url: URL) => Object.fromEntries(url.searchParams);

/** Whether the route needs a signed-in learner for this URL (classInfo20-fans without ShortParamId does not). */
export function routeNeedsAuth(entry: RouteEntry, url: URL): boolean {
  if (!entry.meta.auth) return false;
  if (entry.meta.superFans && !url.searchParams.get('ShortParamId')) return false;
  return true;
}

let miniProgramBlackChecked: Promise<boolean> | null = null;

async function isBlacklisted(): Promise<boolean> {
  miniProgramBlackChecked ??= callApi(checkBlackUser, {
    body: { osName: osName(), phoneModel: phoneModel() },
    silent: true,
  })
    .then((r) => r.isBlackUser)
    .catch(() => false);
  return miniProgramBlackChecked;
}

export async function guardNavigation(url: URL, entry: RouteEntry | null): Promise<GuardDecision> {
  if (!entry) return { kind: 'proceed' };
  const config = getAppConfig();
  const needsAuth = routeNeedsAuth(entry, url);

  // 1. mini-program blacklist
  if (
    isMiniProgram() &&
    config.throw.isOpenBlackListIntercept &&
    getToken() &&
    config.throw.miniBlackListUrl
  ) {
    if (await isBlacklisted()) return { kind: 'reload', url: config.throw.miniBlackListUrl };
  }

  // 2. back from authorization: restore the page's own query
  if (url.searchParams.has(TO_AUTH_MARKER) && hasAuthResult(url)) {
    return { kind: 'redirect', to: relative(withoutAuthParams(url)) };
  }

  // 3. wechatType of auth routes (and the channel of direct links)
  if (needsAuth) {
    const queryType = url.searchParams.get('wechatType');
    if (queryType && /^\d{1,5}$/.test(queryType)) {
      const stored = readValue(StorageKey.wechatType);
      writeValue(StorageKey.wechatType, queryType);
      if (stored && stored !== queryType && getToken()) {
        clearSession();
        return { kind: 'authorize', target: url };
      }
    } else if (!readValue(StorageKey.wechatType)) {
      writeValue(StorageKey.wechatType, String(DEFAULT_WECHAT_TYPE));
    }
    const channel = url.searchParams.get('channel');
    if (entry.meta.directLink && channel) {
      const stored = readValue(StorageKey.channel);
      writeValue(StorageKey.channel, channel);
      if (stored && stored !== channel && getToken()) {
        clearSession();
        return { kind: 'authorize', target: url };
      }
    }
  }

  // 4. a token in the URL: kept (app start stored it), stripped by a reload
  const urlToken = url.searchParams.get('token');
  if (urlToken) {
    writeValue(StorageKey.token, urlToken);
    if (!entry.meta.noReplaceToken) {
      const stripped = new URL(url.href);
      stripped.searchParams.delete('token');
      return { kind: 'reload', url: stripped.href };
    }
  }

  // tab route opened with an addGroupPageId: the group-QR page with its chainType
  if (entry.meta.tab && url.searchParams.get('addGroupPageId') && !url.searchParams.get('chainType')) {
    return {
      kind: 'redirect',
      to: getHref('pageTemplate', { query: { ...queryOf(url), chainType: TAB_ADD_GROUP_CHAIN_TYPE } }),
    };
  }

  // 5. no token
  if (needsAuth && !getToken()) {
    if (isInNativeApp()) return { kind: 'fail', message: APP_TOKEN_FAILED };
    if (shellState().loginFailure) return { kind: 'halt' };
    // Outside the messaging app the overlay ('outside' state) covers the page; authorizing cannot work there.
    if (!isInMessagingApp() && isOutOfAppOverlayActive(url)) return { kind: 'proceed' };
    return { kind: 'authorize', target: url };
  }

  // 6. super-fans links
  const shortParamId = url.searchParams.get('ShortParamId');
  if (entry.meta.superFans && shortParamId) {
    const decision = await superFansStep(url, shortParamId);
    if (decision) return decision;
  }

  // a learner without a mobile registers first on routes that need one
  if (entry.meta.regMsg && getToken()) {
    const info = await queryClient.ensureQueryData(userInfoQueryOptions()).catch(() => null);
    if (info && !info.mobile) {
      return {
        kind: 'redirect',
        to: getHref('register', { query: { ...queryOf(url), redirect: entry.name } }),
      };
    }
  }
  return { kind: 'proceed' };
}

async function superFansStep(url: URL, shortParamId: string): Promise<GuardDecision | null> {
  const stored = readJson<StoredSuperFans>(StorageKey.superFansParams);
  if (stored?.shortParamId === shortParamId) return null;
  const phoneCode = url.searchParams.get('phoneCode');
  const linkType = url.searchParams.get('SuperFansLinkType');
  if (phoneCode && linkType === SUPER_FANS_LINK_TYPE_PHONE) {
    try {
      const resolved = await callApi(resolveSuperFansParam, {
        body: {
          shortParamId,
          corpId: url.searchParams.get('corpId') ?? undefined,
          phoneCode,
          SuperFansLinkType: Number(linkType),
        },
        silent: true,
      });
      writeJson(StorageKey.superFansParams, { shortParamId, ...resolved });
      const next = new URL(url.href);
      for (const [key, value] of new URLSearchParams(resolved.param)) next.searchParams.set(key, value);
      return { kind: 'redirect', to: relative(next) };
    } catch (error) {
      // The spec: a super-fan param failure lets the navigation proceed unchanged.
      if (error instanceof ApiError) return null;
      throw error;
    }
  }
  // Just back from the authorization this step asked for: the link is converted as it is.
  if (readSessionValue(superFansAuthKey(shortParamId))) {
    writeSessionValue(superFansAuthKey(shortParamId), null);
    writeJson(StorageKey.superFansParams, { shortParamId });
    return null;
  }
  writeSessionValue(superFansAuthKey(shortParamId), '1');
  clearSession();
  return { kind: 'authorize', target: url };
}

/** Test hook: forget the per-page-load blacklist answer. */
export function resetGuardCachesForTests(): void {
  miniProgramBlackChecked = null;
}
