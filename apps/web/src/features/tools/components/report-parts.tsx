import { formatBeijing } from '@course/domain/beijing-time';
import './report-parts.css';

/** Parts of the questionnaire report pages: the score badge and the dimension bars. */

export const LEVEL_CLASS = {
  good: 'tl-level-good',
  fair: 'tl-level-fair',
  attention: 'tl-level-attention',
} as const;

export function ScoreBadge(props: {
  score: number;
  level: keyof typeof LEVEL_CLASS;
  levelTitle: string;
  title: string;
  at: number;
}) {
  return (
    <section className={`tl-card tl-score ${LEVEL_CLASS[props.level]}`}>
      <p className="tl-muted">
        {props.title} · {formatBeijing(props.at, 'YYYY/M/D HH:mm')}
      </p>
      <p className="tl-score-number" data-testid="tools-report-score">
        {props.score}
        <small>分</small>
      </p>
      <p className="tl-score-level" data-testid="tools-report-level">
        {props.levelTitle}
      </p>
    </section>
  );
}

export function DimensionBars(props: {
  dimensions: readonly { key: string; name: string; score: number }[];
}) {
  return (
    <ul className="tl-dims" data-testid="tools-report-dimensions">
      {props.dimensions.map((d) => (
        <li key={d.key} data-key={d.key}>
          <span className="tl-dims-name">{d.name}</span>
          <span className="tl-dims-bar">
            <span style={{ width: `${d.score}%` }} />
          </span>
          <span className="tl-dims-score">{d.score}</span>
        </li>
      ))}
    </ul>
  );
}
