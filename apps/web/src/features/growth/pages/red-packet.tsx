import { useSearchParams } from 'react-router';
import { RedPacketPanel } from '../components/red-packet-panel';
import '../components/red-packet-actions.css';

/** red-packet (query code, default the new learner's packet): one packet per learner, amount from the server. */
export default function RedPacketPage() {
  const [params] = useSearchParams();
  const code = params.get('code') || 'new-user-packet';
  return (
    <main className="red-packet-page" data-testid="red-packet-page">
      <RedPacketPanel code={code} />
    </main>
  );
}
