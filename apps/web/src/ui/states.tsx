import type { ReactNode } from 'react';
import { ApiError } from '../lib/request';
import { ErrorIllustration } from './illustrations';
import { Loader } from './loader';
import { StatusPage } from './status-page';
import './states.css';

/**
 * The one set of loading, empty and error states of every feature.
 * Whole page: PageLoading (the full-screen spinner) and PageError (the error status page).
 * Inside a page: Loading, Empty (+ StateAction, its way on), ErrorBlock, and PageState that picks one for a
 * query. The inline ones' looks (lc-* classes) are in ./states.css.
 */

/** The whole page still loading. */
export const PageLoading = () => <Loader fullScreen label="加载中" />;

/** The whole page failed to load: the reason, and 重新加载 when it can try again. */
export function PageError(props: { error: unknown; onRetry?: () => void; testId?: string }) {
  const msg = props.error instanceof ApiError ? props.error.msg : '加载失败，请稍后重试';
  return (
    <StatusPage
      testId={props.testId ?? 'page-error'}
      illustration={<ErrorIllustration />}
      title="出错了"
      description={msg}
      {...(props.onRetry ? { actionText: '重新加载', onAction: props.onRetry } : {})}
    />
  );
}

export function Loading() {
  return (
    <div className="lc-loading">
      <Loader />
    </div>
  );
}

export function Empty(props: { text: string; action?: ReactNode }) {
  return (
    <div className="lc-empty" data-testid="empty">
      <div className="lc-empty-icon" aria-hidden="true" />
      <p>{props.text}</p>
      {props.action}
    </div>
  );
}

/** The button under an empty state that shows the way on (去找课 …). */
export function StateAction(props: { label: string; onClick: () => void; testId?: string }) {
  return (
    <button type="button" className="lc-btn" data-testid={props.testId} onClick={props.onClick}>
      {props.label}
    </button>
  );
}

export function ErrorBlock(props: { error: unknown; onRetry?: () => void }) {
  const msg = props.error instanceof ApiError ? props.error.msg : '加载失败';
  return (
    <div className="lc-empty" data-testid="load-error">
      <p>{msg}</p>
      {props.onRetry ? (
        <button type="button" className="lc-btn lc-btn-ghost" onClick={props.onRetry}>
          重新加载
        </button>
      ) : null}
    </div>
  );
}

/** A page body with the usual states; `children` renders once data is there. */
export function PageState<T>(props: {
  query: { data: T | undefined; isLoading: boolean; error: unknown; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  if (props.query.isLoading) return <Loading />;
  if (props.query.error || props.query.data === undefined) {
    return <ErrorBlock error={props.query.error} onRetry={() => void props.query.refetch()} />;
  }
  return <>{props.children(props.query.data)}</>;
}
