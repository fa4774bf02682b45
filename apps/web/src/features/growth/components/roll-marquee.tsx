import { inviteCashTopRollData } from '@course/contracts/growth-invite';
import { useEffect, useState } from 'react';
import { useCall } from '../../../lib/query';
import { Avatar } from '../../../ui/avatar';
import { yuan } from '../growth-format';
import './roll-marquee.css';
import { useAvatarPages } from './use-avatar-pages';

const LINE_MS = 3000;

/**
 * The programme's recent rewards (topRollData): the earners' avatars in rotating pages of 8 and one line at a
 * time of who earned what. Nothing at all while there is nothing to show (a banner is not a page state).
 */
export function RollMarquee() {
  const roll = useCall(inviteCashTopRollData, {}, { silent: true, staleTime: 60_000 });
  const list = roll.data?.list ?? [];
  const avatars = useAvatarPages(list);
  const [line, setLine] = useState(0);
  useEffect(() => {
    if (list.length < 2) return;
    const timer = setInterval(() => setLine((i) => (i + 1) % list.length), LINE_MS);
    return () => clearInterval(timer);
  }, [list.length]);
  if (list.length === 0) return null;
  const current = list[line % list.length]!;
  return (
    <section className="gr-roll" data-testid="growth-roll" data-page={avatars.index}>
      <div className="gr-roll-avatars">
        {avatars.page.map((item) => (
          <Avatar
            key={`${item.at}:${item.nickname}:${item.amountCents}`}
            src={item.avatar}
            name={item.nickname}
            size={22}
          />
        ))}
      </div>
      <p className="gr-roll-line" data-testid="growth-roll-line" key={line}>
        {current.nickname} 刚刚获得邀请奖励 <b>{yuan(current.amountCents)}</b>
      </p>
    </section>
  );
}
