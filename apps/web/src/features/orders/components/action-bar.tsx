import {
  Children,
  cloneElement,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useState,
} from 'react';
import '../orders-shared.css';
import './action-bar.css';

/** How many buttons a fixed action bar shows on one line at 320 px, 更多 included. */
export const ACTION_BAR_MAX = 3;

const isPrimary = (node: ReactElement) =>
  String((node.props as { className?: string }).className ?? '').includes('od-submit');

/**
 * The fixed bottom bar of actions (order detail …): every label stays on one line. When there are more
 * actions than fit a 320 px phone, the last secondary ones move into 更多, a sheet that lists them; primary
 * actions (od-submit) always stay in the bar.
 */
export function ActionBar(props: { children: ReactNode; testId?: string }) {
  const [moreOpen, setMoreOpen] = useState(false);
  const items = Children.toArray(props.children).filter(isValidElement) as ReactElement[];
  if (items.length === 0) return null;
  const overflow: ReactElement[] = [];
  if (items.length > ACTION_BAR_MAX) {
    const keep = ACTION_BAR_MAX - 1;
    const primaries = items.filter(isPrimary).length;
    let secondariesLeft = Math.max(0, keep - primaries);
    for (const item of items) {
      if (isPrimary(item)) continue;
      if (secondariesLeft > 0) secondariesLeft -= 1;
      else overflow.push(item);
    }
  }
  const shown = items.filter((item) => !overflow.includes(item));
  return (
    <>
      <footer className="od-bar od-bar-actions" data-testid={props.testId}>
        {overflow.length ? (
          <button
            type="button"
            className="od-more"
            data-testid="action-bar-more"
            aria-expanded={moreOpen}
            onClick={() => setMoreOpen(true)}
          >
            更多
          </button>
        ) : null}
        {shown}
      </footer>
      {moreOpen ? (
        <>
          <button
            type="button"
            className="od-more-mask"
            aria-label="关闭"
            onClick={() => setMoreOpen(false)}
          />
          <div className="od-more-sheet" role="dialog" aria-label="更多操作" data-testid="action-bar-sheet">
            {overflow.map((item) =>
              cloneElement(item as ReactElement<{ onClick?: (e: MouseEvent) => void }>, {
                onClick: (e: MouseEvent) => {
                  setMoreOpen(false);
                  (item.props as { onClick?: (e: MouseEvent) => void }).onClick?.(e);
                },
              }),
            )}
            <button type="button" className="od-more-cancel" onClick={() => setMoreOpen(false)}>
              取消
            </button>
          </div>
        </>
      ) : null}
    </>
  );
}
