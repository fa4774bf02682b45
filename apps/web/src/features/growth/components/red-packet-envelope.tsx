import { formatPrice } from '@course/domain/price';
import { useState } from 'react';
import './red-packet-envelope.css';

/**
 * The red envelope of red-packet, day-pack and spring-festival: closed with its 开 button, or open with the
 * amount the server gave. Opening is the page's call; the flip is only cosmetic.
 */
export function RedPacketEnvelope(props: {
  title: string;
  subtitle: string;
  openedCents: number | null;
  disabledText?: string | null;
  theme?: string;
  onOpen: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const open = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await props.onOpen();
    } finally {
      setBusy(false);
    }
  };
  const opened = props.openedCents !== null;
  return (
    <section
      className={`red-packet-envelope${opened ? ' red-packet-open' : ''}${props.theme === 'spring' ? ' red-packet-spring' : ''}`}
      data-testid="red-packet-envelope"
    >
      <div className="red-packet-title">{props.title}</div>
      <div className="red-packet-subtitle">{props.subtitle}</div>
      {opened ? (
        <div className="red-packet-amount" data-testid="red-packet-amount">
          <span className="red-packet-yen">¥</span>
          {formatPrice(props.openedCents)}
          <div className="red-packet-note">已存入奖励余额</div>
        </div>
      ) : props.disabledText ? (
        <div className="red-packet-disabled" data-testid="red-packet-disabled">
          {props.disabledText}
        </div>
      ) : (
        <button
          type="button"
          className={`red-packet-open-btn${busy ? ' red-packet-spinning' : ''}`}
          data-testid="red-packet-open"
          disabled={busy}
          onClick={() => void open()}
        >
          開
        </button>
      )}
    </section>
  );
}
