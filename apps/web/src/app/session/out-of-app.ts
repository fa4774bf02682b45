import { QC_PARTNER_CODE } from '@course/domain/constants';
import { getAppConfig } from '../../lib/app-config';
import { isInMessagingApp, isInNativeApp, isMiniProgram } from '../../lib/platform';
import { readSessionValue, readValue, SessionKey, StorageKey, writeSessionValue } from '../../lib/storage';

/**
 * The out-of-messaging-app overlay ('请复制链接，在微信内打开~'): shown outside the messaging app's browser,
 * except in dev/test, with the session flag allowOutWechat (set by `allowOutWechat=1` in a URL), inside the
 * native app or a mini-program, and in the qc mode (qcFlag=1 with partner code 10008, which has its own tab bar
 * outside the app).
 */
export function isQcMode(url: URL = new URL(window.location.href)): boolean {
  const qcFlag = url.searchParams.get('qcFlag') ?? readValue(StorageKey.qcFlag);
  return qcFlag === '1' && getAppConfig().partnerCode === QC_PARTNER_CODE;
}

export function isOutOfAppOverlayActive(url: URL = new URL(window.location.href)): boolean {
  if (url.searchParams.get('allowOutWechat') === '1') writeSessionValue(SessionKey.allowOutWechat, '1');
  if (getAppConfig().env !== 'prod') return false;
  if (readSessionValue(SessionKey.allowOutWechat)) return false;
  if (isInMessagingApp() || isInNativeApp() || isMiniProgram()) return false;
  return !isQcMode(url);
}
