import { Alert, Button, Empty, Spin } from 'antd';
import type { ReactNode } from 'react';

/** The console's page states: loading, error (with retry), empty; every page shows one of them or its data. */

export function Loading({ tip = '加载中' }: { tip?: string }) {
  return (
    <div className="admin-state" data-testid="admin-loading">
      <Spin tip={tip}>
        <div style={{ width: 120, height: 60 }} />
      </Spin>
    </div>
  );
}

export function LoadError({ error, onRetry }: { error: Error | null; onRetry?: () => void }) {
  return (
    <Alert
      data-testid="admin-error"
      type="error"
      showIcon
      title="加载失败"
      description={error?.message ?? '请稍后重试'}
      action={
        onRetry ? (
          <Button size="small" onClick={onRetry}>
            重试
          </Button>
        ) : undefined
      }
    />
  );
}

export function Nothing({ text }: { text: string }) {
  return <Empty data-testid="admin-empty" description={text} />;
}

/** Loading or error for a query, else its content. */
export function QueryState<T>({
  query,
  children,
}: {
  query: { isPending: boolean; error: Error | null; data: T | undefined; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.error || query.data === undefined)
    return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  return <>{children(query.data)}</>;
}
