import type { CSSProperties } from 'react';
import './theme.css';

export const LOADER_SIZE = 48;
export const LOADER_COLOR = '#FF5330';

export type LoaderProps = {
  /** px, default 48 */
  size?: number;
  /** default #FF5330 */
  color?: string;
  /** centre it over the whole screen */
  fullScreen?: boolean;
  label?: string;
};

/**
 * The loading spinner (48px, #FF5330), pure CSS so that a route's fallback needs no antd-mobile code.
 * It looks like the boot spinner of index.html, so the hand-over from boot to app is seamless.
 */
export function Loader(props: LoaderProps) {
  const size = props.size ?? LOADER_SIZE;
  const style = {
    '--app-loader-size': `${size}px`,
    '--app-loader-color': props.color ?? LOADER_COLOR,
  } as CSSProperties;
  return (
    <div
      className={props.fullScreen ? 'app-loader app-loader-full' : 'app-loader'}
      role="status"
      aria-label={props.label ?? '加载中'}
      data-testid="loader"
      style={style}
    >
      <span className="app-loader-spinner" />
    </div>
  );
}
