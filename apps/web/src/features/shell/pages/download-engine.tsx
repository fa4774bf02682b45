import { downloadLinks, reportDownloadClick } from '@course/contracts/shell-download';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRouteEntry } from '../../../app/public/navigation';
import { getAppConfig } from '../../../lib/app-config';
import { isInMessagingApp, osName } from '../../../lib/platform';
import { useCall } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { PageError, PageLoading } from '../../../ui/states';
import { OpenInBrowserOverlay } from '../components/open-in-browser';
import {
  channelOf,
  DOWNLOAD_ROUTES,
  type DownloadRouteConfig,
  isDownloadRoute,
  LAUNCH_FALLBACK_MS,
} from '../download-config';
import './download-engine.css';

/** Where the browser goes to open the app or a store; tests replace it. */
export const appOpener = {
  open(url: string): void {
    window.location.href = url;
  },
};

/**
 * The one page of the download and app-launch family: the route's entry of DOWNLOAD_ROUTES says which app and
 * channel and what to say; the links come from the server. Inside the messaging app (which blocks downloads
 * and schemes) the open-in-browser overlay shows first; outside it the store link for this phone (App Store on
 * iOS, the channel's APK or the app market on Android). A launch page tries the app's scheme and shows the
 * download when the page is still visible after LAUNCH_FALLBACK_MS.
 */
export default function DownloadEnginePage() {
  const entry = useRouteEntry();
  const name = entry?.name ?? 'downloadChannel';
  const config: DownloadRouteConfig = DOWNLOAD_ROUTES[isDownloadRoute(name) ? name : 'downloadChannel'];
  const [search] = useSearchParams();
  const channel = channelOf(config, search);
  const inMessagingApp = isInMessagingApp();
  const [guide, setGuide] = useState(inMessagingApp && config.kind !== 'help');
  const links = useCall(downloadLinks, { app: config.app, channel });
  const [launch, setLaunch] = useState<'trying' | 'fallback'>(
    config.kind === 'launch' && !inMessagingApp ? 'trying' : 'fallback',
  );

  useEffect(() => {
    if (config.kind !== 'launch' || inMessagingApp || !links.data) return;
    appOpener.open(links.data.scheme);
    const timer = window.setTimeout(() => {
      // still here and visible: the app is not installed (or refused), offer the download
      if (document.visibilityState === 'visible') setLaunch('fallback');
    }, LAUNCH_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, [config.kind, inMessagingApp, links.data]);

  if (links.isLoading) return <PageLoading />;
  if (!links.data) return <PageError error={links.error} onRetry={() => void links.refetch()} />;
  const app = links.data;
  const os = osName();
  const tap = (platform: 'ios' | 'android') => {
    void callApi(reportDownloadClick, { body: { app: config.app, channel, platform }, silent: true }).catch(
      () => {},
    );
  };
  const storeLink = (platform: 'ios' | 'android', primary: boolean) => (
    <a
      key={platform}
      className={primary ? 'sp-dl-btn' : 'sp-dl-link'}
      href={platform === 'ios' ? app.iosUrl : app.androidUrl}
      data-testid={`download-store-${platform}`}
      onClick={(event) => {
        tap(platform);
        if (inMessagingApp) {
          event.preventDefault();
          setGuide(true);
        }
      }}
    >
      {platform === 'ios'
        ? primary
          ? 'App Store 下载'
          : 'iPhone 下载'
        : primary
          ? '安卓版下载'
          : '安卓手机下载'}
    </a>
  );
  const primary: 'ios' | 'android' = os === 'ios' ? 'ios' : 'android';
  const secondary = primary === 'ios' ? 'android' : 'ios';

  return (
    <main className={`sp-dl sp-dl-${config.app}`} data-testid="download-page" data-kind={config.kind}>
      <header className="sp-dl-hero">
        {getAppConfig().base.logo ? (
          <img className="sp-dl-logo" src={getAppConfig().base.logo} alt="" />
        ) : null}
        <span className="sp-dl-badge">{config.badge}</span>
        <h1 data-testid="download-headline">{config.headline}</h1>
        <p>{config.subline}</p>
        <p className="sp-dl-app" data-testid="download-app-name">
          {app.name} · {app.slogan}
        </p>
      </header>
      {config.kind === 'launch' && launch === 'trying' ? (
        <section className="sp-dl-card" data-testid="launch-trying">
          <p>正在打开「{app.name}」…</p>
        </section>
      ) : null}
      {config.message ? (
        <section className="sp-dl-card sp-dl-message" data-testid="download-message">
          <strong>新消息</strong>
          <p>{config.message}</p>
        </section>
      ) : null}
      {config.gift ? (
        <section className="sp-dl-card sp-dl-gift" data-testid="download-gift">
          <strong>{config.gift.title}</strong>
          <ul>
            {config.gift.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {config.steps ? (
        <ol className="sp-dl-steps" data-testid="download-steps">
          {config.steps.map((step) => (
            <li key={step.title}>
              <strong>{step.title}</strong>
              <span>{step.text}</span>
            </li>
          ))}
        </ol>
      ) : (
        <ul className="sp-dl-highlights">
          {config.highlights.map((h) => (
            <li key={h.title}>
              <strong>{h.title}</strong>
              <span>{h.text}</span>
            </li>
          ))}
        </ul>
      )}
      {config.kind !== 'launch' || launch === 'fallback' ? (
        <footer className="sp-dl-actions" data-testid="download-actions">
          {os === 'other' ? [storeLink('ios', true), storeLink('android', false)] : null}
          {os !== 'other' ? [storeLink(primary, true), storeLink(secondary, false)] : null}
          {config.kind === 'launch' ? (
            <button type="button" className="sp-dl-link" onClick={() => appOpener.open(app.scheme)}>
              已安装？重新打开 App
            </button>
          ) : null}
        </footer>
      ) : null}
      {guide ? <OpenInBrowserOverlay onClose={() => setGuide(false)} /> : null}
    </main>
  );
}
