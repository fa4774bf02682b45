import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../features/shell/routes';
import { ChunkLoadTimeoutError } from '../lib/chunk-load';
import { ErrorIllustration } from '../ui/illustrations';
import { StatusPage } from '../ui/status-page';
import { GuardError } from './guard/guard-loader';

export type ErrorViewProps = {
  message: string;
  code?: number;
  /** default: reload the page */
  onRefresh?: () => void;
};

/** The full-page error (codes 9997/9998, a page that failed to load): illustration, message, 刷新. */
export function ErrorView(props: ErrorViewProps) {
  return (
    <StatusPage
      testId="error-view"
      illustration={<ErrorIllustration />}
      description={props.message}
      actionText="刷新"
      onAction={props.onRefresh ?? (() => window.location.reload())}
    />
  );
}

export const ROUTE_LOAD_FAILED_MESSAGE = '页面加载失败，请检查网络后刷新重试';
export const ROUTE_LOAD_TIMEOUT_MESSAGE = '页面加载超时，请刷新重试';

/** React Router's errorElement: a 404 response shows not-found, anything else the error view. */
export function RouteErrorView() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (error instanceof GuardError) return <ErrorView message={error.message} />;
  if (import.meta.env.DEV) console.error(error);
  const message =
    error instanceof ChunkLoadTimeoutError ? ROUTE_LOAD_TIMEOUT_MESSAGE : ROUTE_LOAD_FAILED_MESSAGE;
  return <ErrorView message={message} />;
}
