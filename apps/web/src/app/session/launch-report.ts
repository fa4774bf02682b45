import { reportAppLaunch } from '@course/contracts/shell-report';
import { APP_REPORT_CHANNEL, APP_REPORT_VERSION } from '@course/domain/constants';
import { osName, phoneModel } from '../../lib/platform';
import { callApi } from '../../lib/request';
import { getToken, readValue, writeValue } from '../../lib/storage';
import { getLocation } from '../../lib/wechat-sdk';

/** 32 random lower-case hex characters (crypto.randomUUID needs a secure context; this does not). */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * sys/reportAppLaunch (spec 001 §3 'Launch report payload', §9 app version 1.2.1 and channel wechat): once
 * per launch, that is once per page load of the app (never per route change), and only for a signed-in
 * learner. The location comes from the JS-SDK (gcj02, 2000 ms time-out) where there is one, else it is left
 * out (null). The launch id is random per load, so the server stores a repeated report once.
 */

const DEVICE_ID_KEY = 'deviceId';
let reported: Promise<boolean> | null = null;

/** A random id kept on this device (localStorage), made on first use. */
export function deviceId(): string {
  const known = readValue(DEVICE_ID_KEY);
  if (known && /^[a-z0-9-]{8,64}$/.test(known)) return known;
  const made = randomId();
  writeValue(DEVICE_ID_KEY, made);
  return made;
}

export function osVersion(userAgent: string = navigator.userAgent): string {
  const ios = userAgent.match(/OS (\d+)[_.](\d+)(?:[_.](\d+))? like Mac OS X/);
  if (ios) return [ios[1], ios[2], ios[3]].filter(Boolean).join('.');
  const android = userAgent.match(/Android ([\d.]+)/);
  return android?.[1] ?? '';
}

/** Reports this launch once; later calls in the same page load answer the first one's outcome. */
export function reportLaunchOnce(): Promise<boolean> {
  reported ??= (async () => {
    const token = getToken();
    if (!token) return false;
    const location = await getLocation();
    // the token may have gone meanwhile (the clear page, a sign-out): a launch of nobody is not reported
    if (getToken() !== token) return false;
    try {
      await callApi(reportAppLaunch, {
        body: {
          launchId: randomId(),
          token,
          deviceId: deviceId(),
          deviceModel: phoneModel().slice(0, 64),
          osName: osName(),
          osVersion: osVersion().slice(0, 32),
          appChannel: APP_REPORT_CHANNEL,
          appVersion: APP_REPORT_VERSION,
          latitude: location?.latitude ?? null,
          longitude: location?.longitude ?? null,
        },
        silent: true,
      });
      return true;
    } catch {
      return false;
    }
  })();
  return reported;
}
