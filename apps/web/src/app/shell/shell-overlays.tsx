import { checkBlackUser } from '@course/contracts/landing-visitor';
import { OUT_OF_APP_TEXT } from '@course/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { DownlandOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'react-router';
import { useHiddenNav } from '../../lib/hidden-nav';
import { isInMessagingApp, isInNativeApp, isMiniProgram, osName, phoneModel } from '../../lib/platform';
import { callApi } from '../../lib/request';
import { getToken, readValue, StorageKey, writeValue } from '../../lib/storage';
import { homeHref, useRouteEntry } from '../public/navigation';
import { getHref } from '../route-catalogue';
import { isOutOfAppOverlayActive } from '../session/out-of-app';
import { useBottomBarHeight, useHomeDock } from './floating-stack';
import './shell.css';

/** Where the download-app banner leads (the spec: /group with channel 22, subChannel 22016, showHelp 1). */
export const DOWNLOAD_BANNER_HREF = getHref('group', {
  query: { channel: '22', subChannel: '22016', showHelp: '1' },
});
export const BLACKLIST_TITLE = '账号暂时无法使用';
export const BLACKLIST_TEXT = '您的账号存在异常，已被限制使用。如有疑问请联系客服。';

/** A blocking illustration: a shield with a bar, drawn inline (no request, works offline). */
const BLACKLIST_IMAGE = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 200"><circle cx="120" cy="100" r="86" fill="#fff1ed"/><path d="M120 38l52 20v40c0 34-22 60-52 72-30-12-52-38-52-72V58z" fill="#ff5330"/><rect x="92" y="94" width="56" height="14" rx="7" fill="#fff"/></svg>',
)}`;

function OutOfAppOverlay() {
  const location = useLocation();
  const entry = useRouteEntry();
  const url = new URL(`${location.pathname}${location.search}`, window.location.origin);
  // the shell's no-auth pages (download and app launch, clear, invalidPage …) are meant for the phone's browser
  // too: a download page tells the learner to leave the messaging app, so it must not send them back into it
  if (entry?.feature === 'shell' && !entry.meta.auth) return null;
  if (isInMessagingApp() || !isOutOfAppOverlayActive(url)) return null;
  const copy = () => {
    void navigator.clipboard?.writeText(window.location.href).then(
      () => import('../public/request').then(({ toast }) => toast('链接已复制')),
      () => undefined,
    );
  };
  return (
    <div className="app-out-of-app" data-testid="out-of-app-overlay" role="dialog" aria-modal="true">
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
        <path d="M10 32a22 22 0 1 1 8 17l-8 3 3-8a22 22 0 0 1-3-12z" fill="#07c160" />
        <circle cx="24" cy="30" r="3" fill="#fff" />
        <circle cx="40" cy="30" r="3" fill="#fff" />
      </svg>
      <div className="app-out-of-app-text">{OUT_OF_APP_TEXT}</div>
      <div className="app-out-of-app-hint">{window.location.href}</div>
      <button type="button" className="app-button" onClick={copy}>
        复制链接
      </button>
    </div>
  );
}

/** The blacklisted learner's full-screen blocking image dialog; checked once after login (not in mini-programs, where the guard redirects). */
function BlacklistDialog() {
  const hasToken = getToken() !== '';
  const { data } = useQuery({
    queryKey: ['user', 'blacklist'],
    queryFn: () =>
      callApi(checkBlackUser, { body: { osName: osName(), phoneModel: phoneModel() }, silent: true }),
    enabled: hasToken && !isMiniProgram(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (!data?.isBlackUser) return null;
  return (
    <div className="app-blacklist" data-testid="blacklist-dialog" role="alertdialog" aria-modal="true">
      <img src={BLACKLIST_IMAGE} alt="" />
      <h1>{BLACKLIST_TITLE}</h1>
      <p>{BLACKLIST_TEXT}</p>
    </div>
  );
}

export const DOWNLOAD_BANNER_TITLE = '下载APP，学习更方便';
export const DOWNLOAD_BANNER_SUBTITLE = '课程离线看，进度随时记';

/**
 * The download-app banner (spec: shown when the route meta asks, links to /group with channel 22, subChannel
 * 22016, showHelp 1). The only one on a page: it sits in the page's flow at the top (it scrolls away with the
 * page, nothing pinned over the content), and its close button hides it for good on this device (storage).
 */
function DownloadBanner() {
  const entry = useRouteEntry();
  const hiddenNav = useHiddenNav();
  const [dismissed, setDismissed] = useState(() => readValue(StorageKey.downloadBannerDismissed) === '1');
  if (!entry?.meta.downloadBanner || dismissed || hiddenNav || isInNativeApp() || isMiniProgram())
    return null;
  const dismiss = () => {
    writeValue(StorageKey.downloadBannerDismissed, '1');
    setDismissed(true);
  };
  return (
    <div className="app-download-banner" data-testid="download-banner-bar">
      <Link to={DOWNLOAD_BANNER_HREF} className="app-download-banner-link" data-testid="download-banner">
        <span className="app-download-banner-logo" aria-hidden="true">
          <DownlandOutline />
        </span>
        <span className="app-download-banner-text">
          {DOWNLOAD_BANNER_TITLE}
          <small>{DOWNLOAD_BANNER_SUBTITLE}</small>
        </span>
        <span className="app-download-banner-action">去下载</span>
      </Link>
      <button
        type="button"
        className="app-download-banner-close"
        data-testid="download-banner-close"
        aria-label="关闭下载提示"
        onClick={dismiss}
      >
        ×
      </button>
    </div>
  );
}

/**
 * The 首页 button (issue 21, item 14): route meta, inside the messaging app, not in the native app or a
 * mini-program, not with hiddenNav=1. It never floats over the page: it docks into the page's own bar (see
 * findHomeDock: the page's title bar or its fixed bottom bar, as the first item, like 咨询), and a page
 * without a bar gets a slim bottom bar of the shell's own that the page keeps room for at its end.
 */
function HomeButton() {
  const entry = useRouteEntry();
  const hiddenNav = useHiddenNav();
  const shown = Boolean(
    entry?.meta.homeButton && !hiddenNav && isInMessagingApp() && !isInNativeApp() && !isMiniProgram(),
  );
  const dock = useHomeDock(shown);
  // the page keeps room at its end for its bottom bar, ours included (shell.css, floating-stack.ts)
  useEffect(() => {
    document.body.classList.toggle('has-home-button', shown);
    return () => document.body.classList.remove('has-home-button');
  }, [shown]);
  if (!shown) return null;
  const link = (
    <Link
      to={homeHref()}
      className="app-home-button"
      data-testid="home-button"
      data-docked={dock ? 'page' : 'shell'}
      aria-label="返回首页"
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M4 10.5 12 4l8 6.5V20a1 1 0 0 1-1 1h-4.5v-6h-5v6H5a1 1 0 0 1-1-1z" fill="currentColor" />
      </svg>
      首页
    </Link>
  );
  if (dock) return createPortal(link, dock);
  return (
    <nav className="app-home-dock" data-bottom-bar="" data-testid="home-dock" aria-label="返回首页">
      {link}
    </nav>
  );
}

/** The top part of the shell above the page: the download-app banner. */
export function ShellTop() {
  return <DownloadBanner />;
}

/** Shell overlays: out-of-app overlay, blacklist dialog, home button. */
export function ShellOverlays() {
  useBottomBarHeight();
  return (
    <>
      <HomeButton />
      <BlacklistDialog />
      <OutOfAppOverlay />
    </>
  );
}
