import { getHref, useAppNavigate } from '../../../app/public/navigation';
import './red-packet-actions.css';

/** The ways on from a packet: the learner's packet history and their cash balance (mycash). */
export function RedPacketActions(props: { balanceCents: number }) {
  const navigate = useAppNavigate();
  return (
    <div className="red-packet-actions">
      <div className="red-packet-balance" data-testid="red-packet-balance">
        奖励余额 <b>¥{(props.balanceCents / 100).toFixed(2)}</b>
      </div>
      <button
        type="button"
        className="red-packet-link"
        data-testid="red-packet-history-link"
        onClick={() => navigate(getHref('pack-history'))}
      >
        红包记录
      </button>
      <button type="button" className="red-packet-link" onClick={() => navigate(getHref('mycash'))}>
        去提现
      </button>
    </div>
  );
}
