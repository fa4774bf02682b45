import type { TTeamMember } from '@course/contracts/group-buying-team';
import { AVATAR_ROTATE_MS, shuffledPages } from '@course/domain/avatar-rotation';
import { useEffect, useMemo, useState } from 'react';
import './team-avatars.css';

/**
 * The team's seats, one circle per seat: each member's avatar (团长 marked), a 待支付 seat for each one held by an
 * unpaid order, and an empty seat for the rest (so a 3-person team always shows 3). More than 8 faces
 * follow the avatar rotation rule (spec 001 §7, packages/domain/src/avatar-rotation.ts): shuffled once, pages
 * of 8, the page changing every 2000 ms.
 */
export function TeamAvatars(props: { members: TTeamMember[]; seats: number; reserved: number }) {
  const pages = useMemo(
    () => (props.members.length > 8 ? shuffledPages(props.members) : [props.members]),
    [props.members],
  );
  const [page, setPage] = useState(0);
  useEffect(() => {
    if (pages.length < 2) return;
    const timer = setInterval(() => setPage((p) => (p + 1) % pages.length), AVATAR_ROTATE_MS);
    return () => clearInterval(timer);
  }, [pages]);
  const shown = pages[page % pages.length] ?? [];
  const room = Math.max(0, 8 - shown.length);
  const held = Math.min(props.reserved, room);
  const empty = Math.min(Math.max(0, props.seats - props.members.length - props.reserved), room - held);
  return (
    <ul className="gb-avatars" data-testid="group-avatars">
      {shown.map((m, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: members carry no id (masked names repeat); a page is redrawn whole
        <li key={`${m.nickname}-${i}`} className={`gb-avatar is-${m.role}`} data-testid="group-avatar">
          {m.avatar ? <img src={m.avatar} alt={m.nickname} /> : <span>{m.nickname.slice(0, 1)}</span>}
          {m.role === 'leader' ? <em>团长</em> : null}
        </li>
      ))}
      {Array.from({ length: held }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: held seats have no identity shown
        <li key={`held-${i}`} className="gb-avatar is-held" data-testid="group-avatar-held">
          <span>待支付</span>
        </li>
      ))}
      {Array.from({ length: empty }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: empty seats have no identity
        <li key={`empty-${i}`} className="gb-avatar is-empty" data-testid="group-avatar-empty">
          <span>?</span>
        </li>
      ))}
    </ul>
  );
}
