import { FACE_LABELS, FACES } from '../appraisal-config';

/** A 1–5 rating as stars or faces; read-only when no onChange is given. */
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
              {props.scale === 'stars' ? '★' : FACES[n - 1]}
            </button>
          ) : (
            <span key={n} className={`ap-star${n <= props.value ? ' ap-on' : ''}`} aria-hidden="true">
              ★
            </span>
          ),
        )}
      </span>
      {props.scale === 'faces' && props.value > 0 ? (
        <span className="ap-face-label">{FACE_LABELS[props.value - 1]}</span>
      ) : null}
    </div>
  );
}
