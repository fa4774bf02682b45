import type { Browser, BrowserContext, Dialog, Disposable, Frame, Page } from '@playwright/test';

/**
 * One browser context and one tab per worker, kept from test to test and cleared between them by the suite itself
 * rather than by Playwright's `reuseContext` (docs/testing.md, "A kept tab that keeps its cache").
 *
 * Playwright's reset clears the whole HTTP cache and walks the tab through about:blank, the app's origin and
 * about:blank again, and each of those cross-site steps starts a renderer process; the test's first page load then
 * starts another and compiles the app's JavaScript again. Here the tab steps to the app's own `/healthz` (same
 * site, same renderer) and the cache stays, so a test's first page load costs what a second one does. What a
 * brand-new visitor must not meet is cleared: cookies, local and session storage, IndexedDB, service workers and
 * their caches of every origin the tab visited, the tab's history and `window.name`, routes, init scripts, bindings,
 * listeners, other tabs and the viewport. What cannot be undone on a kept context (a fake clock, permissions,
 * geolocation, offline mode, extra headers, emulated media) marks the context as spent: it is closed after the
 * test and the next test gets a new one, as does the test after a failure. `specs/test-isolation.spec.ts` holds
 * both paths to what a brand-new visitor needs.
 */
export class KeptTab {
  private context: BrowserContext | undefined;
  private page: Page | undefined;
  private key = '';
  /** a test did what cannot be cleared from a context (a clock, a permission …): the context is closed after it */
  private spent = false;
  private readonly disposables: Disposable[] = [];
  /** the listeners a test added to the page or the context (not Playwright's own, which `removeAllListeners` would take) */
  private readonly listeners: { target: Listenable; event: string; listener: Listener }[] = [];
  private readonly origins = new Set<string>();

  /** The context for a test whose context options are `key`: the kept one, cleared, or a new one. */
  async open(
    browser: Browser,
    options: { key: string; baseURL: string; viewport: { width: number; height: number } | null },
  ): Promise<BrowserContext> {
    const { key } = options;
    if (this.context && this.page && this.key === key && !this.spent) {
      try {
        await this.clear(this.context, this.page, options);
        return this.context;
      } catch {
        // a tab that cannot be cleared (a crashed renderer, a page that will not unload) is replaced
      }
    }
    await this.close();
    // the project's and the test's options are filled in by Playwright's own hook, as for its `context` fixture
    const context = await browser.newContext();
    const page = await context.newPage();
    this.context = context;
    this.page = page;
    this.key = key;
    this.watch(context, page);
    return context;
  }

  /** Closes the kept context when its test failed or spent it; the next test then starts a new one. */
  async release(failed: boolean): Promise<void> {
    if (failed || this.spent || this.page?.isClosed()) await this.close();
  }

  async close(): Promise<void> {
    const context = this.context;
    this.context = undefined;
    this.page = undefined;
    this.spent = false;
    this.disposables.length = 0;
    this.listeners.length = 0;
    this.origins.clear();
    await context?.close().catch(() => undefined);
  }

  private async clear(
    context: BrowserContext,
    page: Page,
    { baseURL, viewport }: { baseURL: string; viewport: { width: number; height: number } | null },
  ): Promise<void> {
    for (const other of context.pages()) if (other !== page) await other.close();
    // a test's handlers (a dialog answered, a request counted) must not answer for the next test
    for (const { target, event, listener } of this.listeners.splice(0)) target.off(event, listener);
    await Promise.all(this.disposables.splice(0).map((d) => d.dispose().catch(() => undefined)));
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    const home = new URL(baseURL).origin;
    // leaving a page that asks before it unloads (the console's template editor)
    const leave = (dialog: Dialog) =>
      void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()).catch(() => undefined);
    page.on('dialog', leave);
    await page.goto(`${home}/healthz`, { timeout: 15_000 });
    page.off('dialog', leave);
    await context.clearCookies();
    await page.evaluate(async () => {
      window.localStorage.clear();
      window.sessionStorage.clear();
      window.name = '';
      for (const db of await indexedDB.databases()) if (db.name) indexedDB.deleteDatabase(db.name);
      for (const registration of (await navigator.serviceWorker?.getRegistrations()) ?? [])
        await registration.unregister();
      for (const name of await caches.keys()) await caches.delete(name);
    });
    const devtools = await context.newCDPSession(page);
    try {
      for (const origin of this.origins) {
        if (origin === home) continue;
        await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
        await devtools
          .send('DOMStorage.clear', { storageId: { securityOrigin: origin, isLocalStorage: false } })
          .catch(() => undefined);
      }
      await devtools.send('Page.resetNavigationHistory');
    } finally {
      await devtools.detach();
    }
    this.origins.clear();
    if (viewport && JSON.stringify(page.viewportSize()) !== JSON.stringify(viewport))
      await page.setViewportSize(viewport);
  }

  /** Records, from the context's first test on, what the next clear must undo, or that it cannot. */
  private watch(context: BrowserContext, page: Page): void {
    const origins = this.origins;
    const visited = (frame: Frame) => {
      const origin = safeOrigin(frame.url());
      if (origin) origins.add(origin);
    };
    page.on('framenavigated', visited);
    context.on('page', (other) => other.on('framenavigated', visited));
    const keep = (d: Disposable) => {
      this.disposables.push(d);
      return d;
    };
    const spend = () => {
      this.spent = true;
    };
    for (const target of [page, context] as Listenable[])
      for (const name of ['on', 'once', 'addListener', 'prependListener', 'prependOnceListener'])
        before(target, name, (event, listener) =>
          this.listeners.push({ target, event: event as string, listener: listener as Listener }),
        );
    wrap(page, ['addInitScript', 'exposeBinding', 'exposeFunction'], keep);
    wrap(context, ['addInitScript', 'exposeBinding', 'exposeFunction'], keep);
    for (const name of ['install', 'setFixedTime', 'setSystemTime']) before(context.clock, name, spend);
    for (const name of ['grantPermissions', 'setGeolocation', 'setOffline', 'setExtraHTTPHeaders'])
      before(context, name, spend);
    for (const name of ['setExtraHTTPHeaders', 'emulateMedia']) before(page, name, spend);
  }
}

type Listener = (...args: unknown[]) => void;
type Listenable = { off(event: string, listener: Listener): unknown };

function safeOrigin(url: string): string | undefined {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** Replaces `target[name]` with a version that hands its Disposable to `keep`. */
function wrap<T extends object>(target: T, names: string[], keep: (d: Disposable) => Disposable): void {
  const methods = target as unknown as Record<string, (...args: unknown[]) => Promise<Disposable>>;
  for (const name of names) {
    const method = methods[name]!;
    methods[name] = async (...args: unknown[]) => keep(await method.apply(target, args));
  }
}

/** Calls `first` with the arguments before each call of `target[name]`. */
function before<T extends object>(target: T, name: string, first: (...args: unknown[]) => void): void {
  const methods = target as unknown as Record<string, (...args: unknown[]) => unknown>;
  const method = methods[name]!;
  methods[name] = (...args: unknown[]) => {
    first(...args);
    return method.apply(target, args);
  };
}
