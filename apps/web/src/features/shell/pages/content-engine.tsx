import { contentPage, type TContentBlock } from '@course/contracts/shell-content';
import { appletScheme } from '@course/contracts/shell-download';
import { formatBeijingDate } from '@course/domain/beijing-time';
import { formatPrice } from '@course/domain/price';
import { safeRedirectTarget } from '@course/domain/redirect';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { homeHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { getAppConfig } from '../../../lib/app-config';
import { browserLocation, isInMessagingApp } from '../../../lib/platform';
import { useCall } from '../../../lib/query';
import { ApiError, callApi } from '../../../lib/request';
import { PageError, PageLoading } from '../../../ui/states';
import { appOpener } from './download-engine';
import './content-engine.css';

/**
 * The one engine of the shell's content pages (appNews, screen-projector, screen-shot, the product, price and
 * activity pages, lzCenterLink, jumpadress, preloadTemplate, the mini-program entries): the route name is the
 * key of a row of the server's content table, whose blocks this page renders. Links go through the shared
 * redirect rule (packages/domain/src/redirect.ts): a path of this site, or a host the server allows.
 */
export default function ContentEnginePage() {
  const entry = useRouteEntry();
  const key = entry?.name ?? 'appNews';
  const page = useCall(contentPage, { key });
  if (page.isLoading) return <PageLoading />;
  if (!page.data) return <PageError error={page.error} onRetry={() => void page.refetch()} />;
  return (
    <main className="sp-content" data-testid={`content-page-${key}`}>
      {page.data.blocks.map((block, i) => (
        // blocks have no identity of their own; their order is the page's
        // biome-ignore lint/suspicious/noArrayIndexKey: a page's blocks are fixed per load
        <Block key={i} block={block} pageKey={key} />
      ))}
    </main>
  );
}

function safeTarget(href: string): string | null {
  return safeRedirectTarget(href, {
    origin: window.location.origin,
    allowedHosts: getAppConfig().redirectHosts ?? [],
  });
}

function useGo() {
  const navigate = useAppNavigate();
  return (href: string, replace = false) => {
    const target = safeTarget(href);
    if (!target) return false;
    if (target.startsWith('/')) navigate(target, { replace });
    else if (replace) browserLocation.replace(target);
    else window.location.href = target;
    return true;
  };
}

function Block(props: { block: TContentBlock; pageKey: string }) {
  const { block } = props;
  const go = useGo();
  switch (block.type) {
    case 'hero':
      return (
        <header className="sp-c-hero">
          {block.badge ? <span className="sp-c-badge">{block.badge}</span> : null}
          <h1>{block.title}</h1>
          <p>{block.subtitle}</p>
        </header>
      );
    case 'text':
      return (
        <section className="sp-c-card">
          {block.heading ? <h2>{block.heading}</h2> : null}
          <p>{block.text}</p>
        </section>
      );
    case 'steps':
      return (
        <section className="sp-c-card">
          <h2>{block.heading}</h2>
          <ol className="sp-c-steps">
            {block.items.map((item) => (
              <li key={item.title}>
                <strong>{item.title}</strong>
                <span>{item.text}</span>
              </li>
            ))}
          </ol>
        </section>
      );
    case 'cards':
      return (
        <section className="sp-c-section">
          {block.heading ? <h2>{block.heading}</h2> : null}
          <ul className="sp-c-cards">
            {block.items.map((item) => (
              <li key={item.title} className="sp-c-item">
                <div className="sp-c-item-head">
                  <strong>{item.title}</strong>
                  {item.tag ? <em>{item.tag}</em> : null}
                </div>
                <p>{item.text}</p>
                {item.priceCents !== undefined || item.date !== undefined ? (
                  <div className="sp-c-item-foot">
                    {item.priceCents !== undefined ? (
                      <span className="sp-c-price">¥{formatPrice(item.priceCents)}</span>
                    ) : null}
                    {item.date !== undefined ? <time>{formatBeijingDate(item.date)}</time> : null}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      );
    case 'links':
      return (
        <section className="sp-c-section">
          {block.heading ? <h2>{block.heading}</h2> : null}
          <ul className="sp-c-links">
            {block.items.map((item) => (
              <li key={item.href}>
                <button type="button" data-testid="link-centre-item" onClick={() => go(item.href)}>
                  <strong>{item.title}</strong>
                  {item.text ? <span>{item.text}</span> : null}
                  <i aria-hidden="true">›</i>
                </button>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'cta':
      return (
        <div className="sp-c-cta">
          <button type="button" className="sp-c-btn" data-testid="content-cta" onClick={() => go(block.href)}>
            {block.label}
          </button>
        </div>
      );
    case 'redirect':
      return <Redirect target={block.target} delayMs={block.delayMs} />;
    case 'preload':
      return <Preload images={block.images} />;
    case 'applet':
      return <AppletOpen pageKey={props.pageKey} appletName={block.appletName} />;
  }
}

/** jumpadress: the configured address, if the redirect rule allows it; otherwise 链接已失效. */
function Redirect(props: { target: string; delayMs: number }) {
  const go = useGo();
  const navigate = useAppNavigate();
  const target = safeTarget(props.target);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one redirect per page view (go is a new function each render)
  useEffect(() => {
    if (!target) return;
    const timer = window.setTimeout(() => go(props.target, true), props.delayMs);
    return () => window.clearTimeout(timer);
  }, [target]);
  if (!target) {
    return (
      <section className="sp-c-state" data-testid="jump-refused">
        <h1>链接已失效</h1>
        <p>该跳转地址不在允许范围内</p>
        <button type="button" className="sp-c-btn" onClick={() => navigate(homeHref())}>
          返回首页
        </button>
      </section>
    );
  }
  return (
    <section className="sp-c-state" data-testid="jump-pending" data-target={target}>
      <div className="sp-c-spinner" aria-hidden="true" />
      <h1>正在跳转…</h1>
      <p>如未自动跳转，请点击下方按钮</p>
      <button type="button" className="sp-c-btn" onClick={() => go(props.target, true)}>
        立即前往
      </button>
    </section>
  );
}

/** preloadTemplate: warms the browser cache with the landing templates' images, then says so. */
function Preload(props: { images: string[] }) {
  const [done, setDone] = useState(0);
  const navigate = useAppNavigate();
  useEffect(() => {
    let alive = true;
    for (const src of props.images) {
      const img = new Image();
      img.onload = img.onerror = () => alive && setDone((n) => n + 1);
      img.src = src;
    }
    return () => {
      alive = false;
    };
  }, [props.images]);
  const total = props.images.length;
  const finished = done >= total;
  return (
    <section className="sp-c-state" data-testid="preload" data-done={finished ? 'true' : 'false'}>
      {finished ? null : <div className="sp-c-spinner" aria-hidden="true" />}
      <h1>{finished ? '资源已就绪' : '正在预加载页面资源…'}</h1>
      <p data-testid="preload-progress">
        {Math.min(done, total)} / {total}
      </p>
      <div className="sp-c-bar">
        <div style={{ width: `${total ? (Math.min(done, total) / total) * 100 : 100}%` }} />
      </div>
      {finished ? (
        <button type="button" className="sp-c-btn" onClick={() => navigate(homeHref())}>
          进入首页
        </button>
      ) : null}
    </section>
  );
}

/** msgToapplets / msgToAppletH5: a URL-scheme link from the server opens the mini-program. */
function AppletOpen(props: { pageKey: string; appletName: string }) {
  const [search] = useSearchParams();
  const [state, setState] = useState<{ link?: string; error?: string; busy: boolean }>({ busy: false });
  const entry = props.pageKey === 'msgToAppletH5' ? 'msgToAppletH5' : 'msgToapplets';
  const query = ['courseId', 'channel']
    .filter((k) => /^[A-Za-z0-9_-]{1,40}$/.test(search.get(k) ?? ''))
    .map((k) => `${k}=${search.get(k)}`)
    .join('&');
  const open = async () => {
    setState({ busy: true });
    try {
      const answer = await callApi(appletScheme, { body: { entry, query }, silent: true });
      setState({ link: answer.openlink, busy: false });
      // the messaging app's own browser does not follow weixin://dl/business links: there the learner opens
      // this page in the phone's browser (the hint below), which hands the link to the messaging app
      if (!isInMessagingApp()) appOpener.open(answer.openlink);
    } catch (error) {
      setState({ busy: false, error: error instanceof ApiError ? error.msg : '打开失败，请稍后重试' });
    }
  };
  return (
    <section className="sp-c-card sp-c-applet" data-testid="applet-open" data-link={state.link ?? ''}>
      <h2>{props.appletName}</h2>
      <p>
        {isInMessagingApp()
          ? '点击下方按钮打开小程序；如未打开，请在浏览器中打开本页后再试。'
          : '点击下方按钮，将跳转微信打开小程序。'}
      </p>
      <button type="button" className="sp-c-btn" disabled={state.busy} onClick={() => void open()}>
        {state.busy ? '正在打开…' : '打开小程序'}
      </button>
      {state.link && isInMessagingApp() ? (
        <p className="sp-c-hint" data-testid="applet-hint">
          微信内请点击右上角「···」选择「在浏览器打开」，再点「打开小程序」
        </p>
      ) : null}
      {state.error ? <p className="sp-c-error">{state.error}</p> : null}
    </section>
  );
}
