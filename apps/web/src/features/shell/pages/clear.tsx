import { useEffect, useState } from 'react';
import { homeHref, useAppNavigate } from '../../../app/public/navigation';
import { queryClient } from '../../../app/public/request';
import { BuildingIllustration } from '../../../ui/illustrations';
import { StatusPage } from '../../../ui/status-page';

export type ClearReport = { local: number; session: number; cookies: number; caches: number };

/**
 * Clears what this app keeps in the browser: localStorage (the token, the learner, the brand variants),
 * sessionStorage, the cookies a script may clear (every name on this path and the root path), the Cache
 * Storage, and the in-memory query cache (what is still observed is marked stale; the way home is a full load). HttpOnly cookies are the server's and stay.
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
  // the cached server answers: dropped, except those a mounted part of the frame still observes (dropping those
  // would refetch them at once, now without a token); they are marked stale and go with the full load home
  queryClient.removeQueries({ type: 'inactive' });
  void queryClient.invalidateQueries({ refetchType: 'none' });
  return report;
}

/** clear (清除缓存): clears the app's stored state on load and says what went. */
export default function ClearPage() {
  const navigate = useAppNavigate();
  const [report, setReport] = useState<ClearReport | null>(null);
  useEffect(() => {
    void clearAppState().then(setReport);
  }, []);
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
      onAction={() => {
        // a full load: the app starts again without the cleared session
        window.location.assign(homeHref());
        void navigate;
      }}
    />
  );
}
