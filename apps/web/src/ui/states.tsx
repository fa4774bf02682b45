import { ResponseCode } from '@course/domain/response-codes';
import type { ReactNode } from 'react';
import { useInRouterContext, useNavigate } from 'react-router';
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
 *
 * An answer that says the thing is not there, not valid or not the learner's (a stale or wrong shared link) cannot
 * change on a reload: those states offer a way on (`wayOn`, 返回首页 unless the page names a better place) instead of
 * 重新加载, which stays for the failures that can pass (the network, a busy server).
 */

/** Where a learner can go from a page that will not load whatever they do. */
export type WayOn = { label: string; to: string };

const HOME: WayOn = { label: '返回首页', to: '/' };

const FINAL_CODES: ReadonlySet<number> = new Set([
  ResponseCode.invalidParams,
  ResponseCode.notFound,
  ResponseCode.conflict,
  ResponseCode.noAccess,
]);

/** The same call again cannot answer otherwise: not found, not valid, not allowed. */
export function isFinalError(error: unknown): boolean {
  return error instanceof ApiError && FINAL_CODES.has(error.code);
}

/** Goes to `to` through the router when there is one (the states are also drawn outside it in tests). */
function useGo(): (to: string) => void {
  const inRouter = useInRouterContext();
  // biome-ignore lint/correctness/useHookAtTopLevel: whether there is a router does not change for a mounted tree
  const navigate = inRouter ? useNavigate() : null;
  return (to) => (navigate ? void navigate(to) : window.location.assign(to));
}

/** The whole page still loading. */
export const PageLoading = () => <Loader fullScreen label="加载中" />;

/**
 * The whole page failed to load: the reason, and 重新加载 when it can try again; when it cannot (isFinalError), the
 * way on instead.
 */
export function PageError(props: { error: unknown; onRetry?: () => void; testId?: string; wayOn?: WayOn }) {
  const go = useGo();
  const msg = props.error instanceof ApiError ? props.error.msg : '加载失败，请稍后重试';
  const wayOn = props.wayOn ?? HOME;
  const action = isFinalError(props.error)
    ? { actionText: wayOn.label, onAction: () => go(wayOn.to) }
    : props.onRetry
      ? { actionText: '重新加载', onAction: props.onRetry }
      : {};
  return (
    <StatusPage
      testId={props.testId ?? 'page-error'}
      illustration={<ErrorIllustration />}
      title="出错了"
      description={msg}
      {...action}
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

/**
 * A page opened by a link that names nothing it can find (no id, an id of nothing): what is missing, and the way
 * on (`wayOn`, 返回首页 unless the page names a better place), never a dead end.
 */
export function NothingHere(props: { text: string; wayOn?: WayOn }) {
  const go = useGo();
  const wayOn = props.wayOn ?? HOME;
  return (
    <Empty
      text={props.text}
      action={<StateAction label={wayOn.label} onClick={() => go(wayOn.to)} testId="empty-way-on" />}
    />
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

/** A part of a page failed to load: as PageError, inline. */
export function ErrorBlock(props: { error: unknown; onRetry?: () => void; wayOn?: WayOn }) {
  const go = useGo();
  const msg = props.error instanceof ApiError ? props.error.msg : '加载失败';
  const wayOn = props.wayOn ?? HOME;
  return (
    <div className="lc-empty" data-testid="load-error">
      <p>{msg}</p>
      {isFinalError(props.error) ? (
        <button type="button" className="lc-btn" data-testid="load-error-way-on" onClick={() => go(wayOn.to)}>
          {wayOn.label}
        </button>
      ) : props.onRetry ? (
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
  wayOn?: WayOn;
}) {
  if (props.query.isLoading) return <Loading />;
  if (props.query.error || props.query.data === undefined) {
    return (
      <ErrorBlock error={props.query.error} onRetry={() => void props.query.refetch()} wayOn={props.wayOn} />
    );
  }
  return <>{props.children(props.query.data)}</>;
}
