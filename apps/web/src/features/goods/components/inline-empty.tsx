import type { ReactNode } from 'react';
import '../goods-shared.css';
import './inline-empty.css';

/**
 * An empty or missing state inside a goods page (its own look and test id, goods-inline-empty by default).
 * The whole-page states are ui/states' PageLoading and PageError (testId 'goods-error').
 */
export function InlineEmpty(props: { text: string; action?: ReactNode; testId?: string }) {
  return (
    <div className="gd-inline-empty" data-testid={props.testId ?? 'goods-inline-empty'}>
      <p>{props.text}</p>
      {props.action}
    </div>
  );
}
