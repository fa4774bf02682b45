import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/request';
import { ErrorIllustration } from '../../../ui/illustrations';
import { Loader } from '../../../ui/loader';
import { StatusPage } from '../../../ui/status-page';

/** Loading, error and empty states shared by the goods pages. */

export const PageLoading = () => <Loader fullScreen label="加载中" />;

export function PageError(props: { error: unknown; onRetry?: () => void }) {
  const msg = props.error instanceof ApiError ? props.error.msg : '加载失败，请稍后重试';
  return (
    <StatusPage
      testId="goods-error"
      illustration={<ErrorIllustration />}
      title="出错了"
      description={msg}
      {...(props.onRetry ? { actionText: '重新加载', onAction: props.onRetry } : {})}
    />
  );
}

export function InlineEmpty(props: { text: string; action?: ReactNode; testId?: string }) {
  return (
    <div className="gd-inline-empty" data-testid={props.testId ?? 'goods-inline-empty'}>
      <p>{props.text}</p>
      {props.action}
    </div>
  );
}
