import type { ReactNode } from 'react';
import { PageError as SharedPageError } from '../../../ui/states';

/** The goods pages' states: the shared ones of ui/states (the goods error keeps its test id). */

/** @deprecated use PageLoading of ui/states. */
export { PageLoading } from '../../../ui/states';

/** @deprecated use PageError of ui/states with testId 'goods-error'. */
export function PageError(props: { error: unknown; onRetry?: () => void }) {
  return <SharedPageError testId="goods-error" {...props} />;
}

export function InlineEmpty(props: { text: string; action?: ReactNode; testId?: string }) {
  return (
    <div className="gd-inline-empty" data-testid={props.testId ?? 'goods-inline-empty'}>
      <p>{props.text}</p>
      {props.action}
    </div>
  );
}
