// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/request';
import { Empty, ErrorBlock, NothingHere, PageError, PageLoading, PageState, StateAction } from './states';

afterEach(cleanup);

/** The router's current path, for the way-on checks. */
function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

describe('the shared page states', () => {
  it('loads the whole page with the full-screen spinner', () => {
    render(<PageLoading />);
    expect(screen.getByRole('status', { name: '加载中' }).className).toContain('app-loader-full');
  });

  it("shows a failed page's reason under the test id it is given, and retries", () => {
    const retry = vi.fn();
    render(<PageError error={new ApiError(5, '商品已下架')} onRetry={retry} testId="goods-error" />);
    expect(screen.getByTestId('goods-error').textContent).toContain('商品已下架');
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('says 加载失败 for an error that is not a call answer, with no retry unless asked', () => {
    render(<PageError error={new Error('x')} />);
    expect(screen.getByTestId('page-error').textContent).toContain('加载失败，请稍后重试');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a link that names nothing: says what is missing and leads on (返回首页, or the place the page names)', () => {
    const at = (element: ReactNode) =>
      render(
        <MemoryRouter initialEntries={['/stationInfo']}>
          <Routes>
            <Route path="/stationInfo" element={element} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>,
      );
    at(<NothingHere text="未找到该站点" wayOn={{ label: '看看其他研学', to: '/studyTour' }} />);
    expect(screen.getByTestId('empty').textContent).toContain('未找到该站点');
    fireEvent.click(screen.getByTestId('empty-way-on'));
    expect(screen.getByTestId('where').textContent).toBe('/studyTour');
    cleanup();
    at(<NothingHere text="没有找到这门课程" />);
    expect(screen.getByTestId('empty-way-on').textContent).toBe('返回首页');
    fireEvent.click(screen.getByTestId('empty-way-on'));
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('keeps the inline states and their test ids', () => {
    render(
      <>
        <Empty
          text="暂无消息"
          action={<StateAction label="去找课" testId="empty-find-courses" onClick={() => {}} />}
        />
        <ErrorBlock error={new ApiError(1, '没有权限')} />
      </>,
    );
    expect(screen.getByTestId('empty').textContent).toContain('暂无消息');
    expect(screen.getByTestId('empty-find-courses').textContent).toContain('去找课');
    expect(screen.getByTestId('load-error').textContent).toContain('没有权限');
  });

  it('picks loading, error or the content for a query', () => {
    const query = { data: undefined as string | undefined, isLoading: true, error: null, refetch: vi.fn() };
    const view = (q: typeof query) => <PageState query={q}>{(d) => <p>{d}</p>}</PageState>;
    const { rerender } = render(view(query));
    expect(screen.getByRole('status')).toBeTruthy();
    rerender(view({ ...query, isLoading: false, error: new ApiError(2, '出错了') as never }));
    expect(screen.getByTestId('load-error').textContent).toContain('出错了');
    rerender(view({ ...query, isLoading: false, data: '内容' }));
    expect(screen.getByText('内容')).toBeTruthy();
  });

  it('offers a way on instead of 重新加载 when the answer cannot change (not found, not valid, not allowed)', () => {
    const at = (element: ReactNode) =>
      render(
        <MemoryRouter initialEntries={['/memoryVote']}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  {element}
                  <Where />
                </>
              }
            />
          </Routes>
        </MemoryRouter>,
      );
    const retry = vi.fn();
    at(<PageError error={new ApiError(1005, '作品不存在')} onRetry={retry} />);
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(retry).not.toHaveBeenCalled();
    cleanup();

    at(
      <ErrorBlock
        error={new ApiError(1010, '开通课程后才能查看')}
        onRetry={retry}
        wayOn={{ label: '去看看课程', to: '/course-detail' }}
      />,
    );
    fireEvent.click(screen.getByTestId('load-error-way-on'));
    expect(screen.getByTestId('where').textContent).toBe('/course-detail');
    cleanup();

    // a failure that can pass (the network, a busy server) still retries
    at(<ErrorBlock error={new ApiError(5003, '系统繁忙，请稍后再试')} onRetry={retry} />);
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('load-error-way-on')).toBeNull();
  });
});
