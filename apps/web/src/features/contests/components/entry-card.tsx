import type { Entry } from '@course/contracts/contests-entry';
import type { ReactNode } from 'react';
import './entry-card.css';

/** One entry: avatar, names, number, votes and place; the media player when `withMedia` (pages of one entry). */
export function EntryCard(props: { entry: Entry; withMedia?: boolean; action?: ReactNode; testId?: string }) {
  const e = props.entry;
  return (
    <div className="ct-entry" data-testid={props.testId ?? 'contest-entry'}>
      <div className="ct-entry-row">
        {e.rank !== null ? (
          <span className={`ct-entry-rank${e.rank <= 3 ? ' ct-entry-rank-top' : ''}`}>{e.rank}</span>
        ) : null}
        {e.avatarUrl ? (
          <img className="ct-entry-avatar" src={e.avatarUrl} alt="" />
        ) : (
          <span className="ct-entry-avatar ct-entry-initial">{e.realName.slice(0, 1)}</span>
        )}
        <div className="ct-entry-names">
          <strong>{e.realName}</strong>
          <span>
            {e.entryNo}
            {e.region ? ` · ${e.region}` : ''}
          </span>
        </div>
        <div className="ct-entry-votes">
          <strong data-testid="contest-entry-votes">{e.voteCount}</strong>
          <span>票</span>
        </div>
      </div>
      {props.withMedia && e.mediaUrl ? (
        e.mediaType?.startsWith('video/') ? (
          // biome-ignore lint/a11y/useMediaCaption: learners' own recordings have no captions
          <video
            className="ct-entry-media"
            src={e.mediaUrl}
            poster={e.posterUrl ?? undefined}
            controls
            playsInline
            preload="metadata"
          />
        ) : (
          // preload="metadata" as the video's: media shows for one entry at a time (the vote and upload pages), and
          // the player then reads the recording's length before it is played instead of 0:00 / 0:00
          // biome-ignore lint/a11y/useMediaCaption: learners' own recordings have no captions
          <audio
            className="ct-entry-media"
            src={e.mediaUrl}
            controls
            preload="metadata"
            data-testid="contest-entry-audio"
          />
        )
      ) : null}
      {props.action}
    </div>
  );
}
