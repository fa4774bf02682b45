// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { comingSoonPage } from '../features/shell/routes';
import type { PageImporter } from '../lib/pages';
import { showFullPageError, useFullPageErrorStore } from './full-page-error-store';
import { pageImporterFor } from './page-registry';
import { useAppNavigate, useRouteEntry } from './public/navigation';
import {
  getHref,
  LANDING_TITLE_LIVE,
  LANDING_TITLE_NBC,
  type RouteEntry,
  routeCatalogue,
  routesByName,
} from './route-catalogue';
import { pagesOnDemand } from './route-index';
import { type BuildRoutesOptions, buildRoutes } from './router';

const TOKEN = 'Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z';

/** A stand-in page that names the catalogue entry it was matched for. */
function ProbePage() {
  const entry = useRouteEntry();
  const navigate = useAppNavigate();
  return (
    <div data-testid="probe" data-route={entry?.name}>
      <button type="button" onClick={() => navigate(getHref('excellent-course'))}>
        same
      </button>
      <button type="button" onClick={() => navigate({ pathname: '/excellent-course', search: '?a=1' })}>
        other
      </button>
    </div>
  );
}

/** A page engine that reads its route once, when it mounts (as the download pages' open-in-browser guide did). */
function EnginePage() {
  const entry = useRouteEntry();
  const [firstRoute] = useState(entry?.name);
  return <div data-testid="engine" data-first-route={firstRoute} />;
}

const probePages: BuildRoutesOptions['pageFor'] = () => async () => ({ default: ProbePage });

/** A router as the app makes one: the pages join its tree on demand (`createAppRouter`). */
function renderAt(path: string, options: BuildRoutesOptions = {}) {
  const onDemand = pagesOnDemand(buildRoutes(options));
  const router = createMemoryRouter(onDemand.routes, {
    initialEntries: [path],
    patchRoutesOnNavigation: onDemand.patchRoutesOnNavigation,
  });
  render(<RouterProvider router={router} />);
  return router;
}

async function routeNameShown(): Promise<string | undefined> {
  const probe = await screen.findByTestId('probe');
  return probe.dataset.route;
}

const landingEntry = routeCatalogue.find((entry) => entry.meta.titleRule === 'landing') as RouteEntry;

describe('router', () => {
  beforeEach(() => {
    window.__APP_CONFIG__ = undefined;
    document.title = '';
  });
  afterEach(() => {
    act(() => useFullPageErrorStore.getState().clear());
  });

  it('redirects / to /index/<timestamp>', async () => {
    const before = Date.now();
    const router = renderAt('/');
    await screen.findByTestId('home-page');
    const match = router.state.location.pathname.match(/^\/index\/(\d+)$/);
    expect(match).not.toBeNull();
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(before);
    expect(document.title).toBe(routesByName.get('index')?.meta.title);
  });

  it('shows the not-found page for an unknown path, with a way home', async () => {
    const router = renderAt('/no-such-page/at/all');
    const page = await screen.findByTestId('not-found');
    expect(page.textContent).toContain('页面不存在');
    expect(document.title).toBe('页面不存在');
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/index\/\d+$/));
  });

  it('shows coming-soon (not a 404) for a route without its page yet, titled after the route', async () => {
    // every catalogue route has its page now: commentVoice stands for a route whose page is not built
    renderAt('/commentVoice', {
      pageFor: (name) => (name === 'commentVoice' ? comingSoonPage : pageImporterFor(name)),
    });
    const page = await screen.findByTestId('coming-soon');
    expect(screen.getByRole('heading', { name: '语音点评' })).toBeTruthy();
    expect(page.textContent).toContain('敬请期待');
    expect(page.textContent).toContain('该功能正在建设中');
    expect(screen.getByRole('button', { name: '返回首页' })).toBeTruthy();
  });

  it('the blank route renders the coming-soon page', async () => {
    renderAt('/blank');
    await screen.findByTestId('coming-soon');
    expect(document.title).toBe('敬请期待');
  });

  it('resolves /{name}/{32-character token} to the page of {name}', async () => {
    renderAt(`/excellent-course/${TOKEN}`, { pageFor: probePages });
    expect(await routeNameShown()).toBe('excellent-course');
    expect(document.title).toBe('精品课程');
  });

  it('resolves aliases to the page of their entry', async () => {
    const tui = routesByName.get('tui')!;
    const alias = tui.aliases![0]!.replace('/:id?', '/42');
    renderAt(alias, { pageFor: probePages });
    expect(await routeNameShown()).toBe('tui');
    cleanupAndRender(`/pageTemplateby/7?addGroupPageId=3`);
    expect(await routeNameShown()).toBe('pageTemplate');
  });

  it('starts a page shared by two routes afresh when the app moves from one to the other', async () => {
    const router = renderAt('/appHelp', { pageFor: () => async () => ({ default: EnginePage }) });
    await waitFor(() => expect(screen.getByTestId('engine').dataset.firstRoute).toBe('appHelp'));
    await act(() => router.navigate('/downloadChannel'));
    await waitFor(() => expect(screen.getByTestId('engine').dataset.firstRoute).toBe('downloadChannel'));
  });

  it('sets the title after every navigation, with the landing rule per template', async () => {
    window.__APP_CONFIG__ = { base: { template: 'nbc' } as never };
    const router = renderAt('/excellent-course', { pageFor: probePages });
    await screen.findByTestId('probe');
    expect(document.title).toBe('精品课程');

    await act(() => router.navigate(getHref(landingEntry.name)));
    await waitFor(() => expect(document.title).toBe(LANDING_TITLE_NBC));

    await act(() => router.navigate('/blank'));
    await waitFor(() => expect(document.title).toBe('敬请期待'));

    window.__APP_CONFIG__ = { base: { template: 'jz' } as never };
    await act(() => router.navigate(getHref(landingEntry.name)));
    await waitFor(() => expect(document.title).toBe(LANDING_TITLE_LIVE));
  });

  it('swallows navigation to the current location', async () => {
    const router = renderAt('/excellent-course', { pageFor: probePages });
    await screen.findByTestId('probe');
    const { key } = router.state.location;
    let navigations = 0;
    const unsubscribe = router.subscribe((state) => {
      if (state.navigation.state !== 'idle') navigations++;
    });

    fireEvent.click(screen.getByRole('button', { name: 'same' }));
    await act(async () => {});
    expect(navigations).toBe(0);
    expect(router.state.location.key).toBe(key);

    fireEvent.click(screen.getByRole('button', { name: 'other' }));
    await waitFor(() => expect(router.state.location.search).toBe('?a=1'));
    unsubscribe();
  });

  it('shows the error view when a page fails to load for another reason', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken: PageImporter = () => Promise.reject(new Error('SyntaxError in page'));
    renderAt('/excellent-course', { pageFor: () => broken });
    const view = await screen.findByTestId('error-view');
    expect(view.textContent).toContain('页面加载失败');
    expect(screen.getByRole('button', { name: '刷新' })).toBeTruthy();
    logged.mockRestore();
  });

  it('replaces the whole page with the error view on 9997/9998', async () => {
    renderAt('/excellent-course', { pageFor: probePages });
    await screen.findByTestId('probe');
    act(() => showFullPageError(9998, '系统维护中，请稍后再试'));
    const view = await screen.findByTestId('error-view');
    expect(view.textContent).toContain('系统维护中，请稍后再试');
    expect(screen.getByRole('button', { name: '刷新' })).toBeTruthy();
    expect(screen.queryByTestId('probe')).toBeNull();
  });
});

function cleanupAndRender(path: string) {
  cleanup();
  renderAt(path, { pageFor: probePages });
}
