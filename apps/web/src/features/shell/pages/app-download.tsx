import { configureJson, type TAppDownload, ZAppDownload } from '@course/contracts/landing-configure';
import { reportClickLog } from '@course/contracts/landing-tracking';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getAppConfig } from '../../../lib/app-config';
import { isInMessagingApp } from '../../../lib/platform';
import { callApi } from '../../../lib/request';
import { Loader } from '../../../ui/loader';
import './app-download.css';

const isIos = () => /iPhone|iPad|iPod/i.test(navigator.userAgent);

/**
 * group (the download-app banner's target, query channel, subChannel, showHelp), download, download-app and
 * downloadApp: the app's pitch and its download buttons, from the public configuration `appDownload`.
 * The links are app-store pages (App Store, 应用宝), which the messaging app opens; with showHelp=1 inside it
 * the page first shows how to open it in the phone's browser instead. The visit and each tap are click logs with the channel.
 */
export default function AppDownloadPage() {
  const [search] = useSearchParams();
  const [guide, setGuide] = useState(search.get('showHelp') === '1' && isInMessagingApp());
  const content = useQuery({
    queryKey: ['configure', 'appDownload'],
    // the value is whatever an operator saved: anything not of this shape is 'failed to load', not half a page
    queryFn: async (): Promise<TAppDownload> =>
      ZAppDownload.parse(await callApi(configureJson, { params: { code: 'appDownload' }, silent: true })),
    retry: false,
  });
  const track = (plateFrom: string) =>
    void callApi(reportClickLog, {
      // the call takes extra tracking fields (acceptsExtraFields): the banner's channel and sub-channel
      body: {
        plateFrom,
        pageName: 'group',
        ...{ channel: search.get('channel') ?? '', subChannel: search.get('subChannel') ?? '' },
      },
      silent: true,
    }).catch(() => {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: one visit log per page view
  useEffect(() => track('app_download_view'), []);

  if (content.isLoading) return <Loader />;
  const app = content.data;
  if (!app) {
    return (
      <main className="ad-page" data-testid="app-download">
        <p className="ad-error">下载信息加载失败，请稍后重试</p>
      </main>
    );
  }
  const download = (platform: 'ios' | 'android') => {
    track(`app_download_${platform}`);
    window.location.href = platform === 'ios' ? app.iosUrl : app.androidUrl;
  };
  const primary = isIos() ? 'ios' : 'android';
  return (
    <main className="ad-page" data-testid="app-download">
      <header className="ad-hero">
        <img className="ad-logo" src={getAppConfig().base.logo} alt="" />
        <h1>{app.appName}</h1>
        <p>{app.slogan}</p>
      </header>
      <ul className="ad-highlights">
        {app.highlights.map((h) => (
          <li key={h.title}>
            <strong>{h.title}</strong>
            <span>{h.text}</span>
          </li>
        ))}
      </ul>
      <footer className="ad-actions">
        <button
          type="button"
          className="ad-btn"
          data-testid={`app-download-${primary}`}
          onClick={() => download(primary)}
        >
          {primary === 'ios' ? 'App Store 下载' : '安卓版下载'}
        </button>
        <button
          type="button"
          className="ad-link"
          data-testid={`app-download-${primary === 'ios' ? 'android' : 'ios'}`}
          onClick={() => download(primary === 'ios' ? 'android' : 'ios')}
        >
          {primary === 'ios' ? '安卓手机下载' : 'iPhone 下载'}
        </button>
      </footer>
      {guide ? (
        <div
          className="ad-guide"
          data-testid="app-download-guide"
          role="dialog"
          aria-label="在浏览器打开"
          onClick={() => setGuide(false)}
          onKeyDown={() => setGuide(false)}
        >
          <div className="ad-guide-arrow" aria-hidden="true">
            ↗
          </div>
          <p>
            点击右上角 <b>···</b>
          </p>
          <p>
            选择 <b>在浏览器打开</b>，即可下载 App
          </p>
          <small>点击任意处关闭</small>
        </div>
      ) : null}
    </main>
  );
}
