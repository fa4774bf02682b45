import { FACE_LABELS } from '../appraisal-config';

/** A 1–5 rating as stars or as five words (很差 … 超赞); read-only (stars) when no onChange is given. */
export function Rating(props: {
  value: number;
  scale: 'stars' | 'faces';
  label: string;
  testId?: string;
  onChange?: (value: number) => void;
}) {
  return (
    <div className="ap-rating" data-testid={props.testId} data-value={props.value}>
      <span className="ap-rating-label">{props.label}</span>
      <span className="ap-rating-marks">
        {[1, 2, 3, 4, 5].map((n) =>
          props.onChange ? (
            <button
              key={n}
              type="button"
              className={props.scale === 'stars' ? 'ap-star' : 'ap-face'}
              aria-pressed={props.scale === 'stars' ? n <= props.value : n === props.value}
              aria-label={`${props.label} ${n} 分`}
              onClick={() => props.onChange?.(n)}
            >
              {props.scale === 'stars' ? '★' : FACE_LABELS[n - 1]}
            </button>
          ) : (
            <span key={n} className={`ap-star${n <= props.value ? ' ap-on' : ''}`} aria-hidden="true">
              ★
            </span>
          ),
        )}
      </span>
    </div>
  );
}
