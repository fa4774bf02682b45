import './open-in-browser.css';

/**
 * The messaging app blocks downloads and app schemes: this overlay points at its ··· menu and says to open
 * the page in the phone's browser. A tap anywhere closes it.
 */
export function OpenInBrowserOverlay(props: { onClose: () => void }) {
  return (
    <div
      className="sp-browser-guide"
      data-testid="open-in-browser"
      role="dialog"
      aria-label="在浏览器打开"
      onClick={props.onClose}
      onKeyDown={props.onClose}
    >
      <div className="sp-browser-guide-arrow" aria-hidden="true">
        ↗
      </div>
      <p className="sp-browser-guide-main">点击右上角在浏览器打开</p>
      <p>
        点击右上角 <b>···</b>，选择 <b>在浏览器打开</b>
      </p>
      <p>微信内无法直接下载或打开 App</p>
      <small>点击任意处关闭</small>
    </div>
  );
}
