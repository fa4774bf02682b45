import type { TContentCard } from '@course/contracts/tools-content';
import { formatBeijingDate } from '@course/domain/beijing-time';
import type { ReactNode } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { CoverImage } from '../../../ui/cover-image';
import { durationText } from '../content-config';
import { ToolGate } from './tool-gate';

/** Parts the content pages share: the optional gate, an item card, the media badge. */

/** The tool gate when the page belongs to a tool; the brand's open pages show straight away. */
export function MaybeGate(props: { toolCode: string | undefined; children: ReactNode }) {
  if (!props.toolCode) return <>{props.children}</>;
  return <ToolGate toolCode={props.toolCode}>{props.children}</ToolGate>;
}

const MEDIA_WORD = { video: '视频', audio: '音频', none: '图文' } as const;

export function MediaBadge(props: { card: Pick<TContentCard, 'mediaKind' | 'durationSec'> }) {
  const d = durationText(props.card.durationSec);
  return (
    <span className="ct-badge">
      {MEDIA_WORD[props.card.mediaKind]}
      {d ? ` ${d}` : ''}
    </span>
  );
}

export function ContentCardRow(props: { card: TContentCard; route: string; rank?: number }) {
  const navigate = useAppNavigate();
  const c = props.card;
  return (
    <button
      type="button"
      className="ct-row"
      data-testid="content-item"
      data-code={c.code}
      onClick={() => navigate(getHref(props.route, { query: { id: c.id } }))}
    >
      {props.rank !== undefined ? (
        <span className={`ct-rank ct-rank-${Math.min(props.rank, 4)}`}>{props.rank}</span>
      ) : null}
      <span className="ct-row-cover">
        <CoverImage src={c.coverUrl} alt="" />
        <MediaBadge card={c} />
      </span>
      <span className="ct-row-main">
        <strong>{c.title}</strong>
        <small>{c.summary}</small>
        <em>
          {c.author ? `${c.author} · ` : ''}
          {c.views} 次学习 · {c.likes} 赞
        </em>
      </span>
    </button>
  );
}

export const dateOf = (ms: number) => formatBeijingDate(ms);
