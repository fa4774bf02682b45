import { useEffect, useState } from 'react';
import { homeHref } from '../../../app/public/navigation';
import { queryClient } from '../../../app/public/request';
import { browserLocation } from '../../../lib/platform';
import { BuildingIllustration } from '../../../ui/illustrations';
import { StatusPage } from '../../../ui/status-page';

export type ClearReport = { local: number; session: number; cookies: number; caches: number };

/**
 * Clears what this app keeps in the browser: localStorage (the token, the learner, the brand variants),
 * sessionStorage, the cookies a script may clear (every name on this path and the root path), the Cache
 * Storage, and the in-memory query cache. HttpOnly cookies are the server's and stay.
 */
export async function clearAppState(): Promise<ClearReport> {
  const report: ClearReport = { local: 0, session: 0, cookies: 0, caches: 0 };
  try {
    report.local = localStorage.length;
    localStorage.clear();
  } catch {
    /* storage blocked: nothing to clear */
  }
  try {
    report.session = sessionStorage.length;
    sessionStorage.clear();
  } catch {
    /* storage blocked */
  }
  const names = document.cookie
    .split(';')
    .map((c) => c.split('=')[0]!.trim())
    .filter(Boolean);
  for (const name of names) {
    for (const path of ['/', window.location.pathname]) {
      // biome-ignore lint/suspicious/noDocumentCookie: expiring cookies is the point (Cookie Store API is not in the messaging app's browser)
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
    }
  }
  report.cookies = names.length;
  if (typeof caches !== 'undefined') {
    try {
      const keys = await caches.keys();
      await Promise.all(keys.map((k) => caches.delete(k)));
      report.caches = keys.length;
    } catch {
      /* no cache storage */
    }
  }
  // the cached server answers (the page then loads again, so what a mounted part still observes goes too)
  queryClient.removeQueries({ type: 'inactive' });
  return report;
}

const COUNTS = /^(\d{1,4})\.(\d{1,4})\.(\d{1,4})\.(\d{1,4})$/;

/** The report carried by the address after the reload (`cleared=local.session.cookies.caches`). */
export function reportOf(search: string): ClearReport | null {
  const m = new URLSearchParams(search).get('cleared')?.match(COUNTS);
  if (!m) return null;
  return { local: Number(m[1]), session: Number(m[2]), cookies: Number(m[3]), caches: Number(m[4]) };
}

/**
 * clear (清除缓存): clears the app's stored state, then loads the page again (so nothing of the old session stays
 * in memory either: the query cache, the learner) and says what went.
 */
export default function ClearPage() {
  const [report] = useState(() => reportOf(window.location.search));
  useEffect(() => {
    if (report) return;
    void clearAppState().then((r) =>
      browserLocation.replace(
        `${window.location.pathname}?cleared=${r.local}.${r.session}.${r.cookies}.${r.caches}`,
      ),
    );
  }, [report]);
  return (
    <StatusPage
      testId={report ? 'clear-done' : 'clear-running'}
      illustration={<BuildingIllustration />}
      title={report ? '缓存已清除' : '正在清除缓存…'}
      description={
        report ? (
          <span data-testid="clear-report">
            已清除本地数据 {report.local} 项、会话数据 {report.session} 项、Cookie {report.cookies} 个
            {report.caches ? `、离线缓存 ${report.caches} 个` : ''}。重新进入时需要重新登录。
          </span>
        ) : null
      }
      actionText="返回首页"
      onAction={() => browserLocation.replace(homeHref())}
    />
  );
}
