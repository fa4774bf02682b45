import '../goods-shared.css';
import './stars.css';

/** Star ratings: read-only (reviews, with half stars for averages) and a 1–5 input (the review form). */

/** Star n of a rating: full from n − 0.25, half from n − 0.75 (4.7 shows four and a half). */
export function starClass(value: number, n: number): string {
  if (value >= n - 0.25) return 'is-on';
  return value >= n - 0.75 ? 'is-half' : '';
}

export function Stars(props: { value: number; size?: number }) {
  return (
    <span className="gd-stars" role="img" aria-label={`${props.value}星`} data-rating={props.value}>
      {[1, 2, 3, 4, 5].map((n) => (
        <i key={n} className={starClass(props.value, n)} style={{ fontSize: props.size }}>
          ★
        </i>
      ))}
    </span>
  );
}

export const RATING_WORDS = ['', '非常差', '差', '一般', '满意', '非常满意'];

export function StarInput(props: { value: number; onChange: (value: number) => void }) {
  return (
    <fieldset className="gd-star-input" aria-label="评分">
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          aria-pressed={props.value === n}
          aria-label={`${n}星`}
          data-testid={`review-star-${n}`}
          className={n <= props.value ? 'is-on' : ''}
          onClick={() => props.onChange(n)}
        >
          ★
        </button>
      ))}
      <span className="gd-star-word">{RATING_WORDS[props.value] ?? ''}</span>
    </fieldset>
  );
}
