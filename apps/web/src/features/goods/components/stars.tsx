/** Star ratings: read-only (reviews) and a 1–5 input (the review form). */

export function Stars(props: { value: number; size?: number }) {
  return (
    <span className="gd-stars" role="img" aria-label={`${props.value}星`} data-rating={props.value}>
      {[1, 2, 3, 4, 5].map((n) => (
        <i key={n} className={n <= Math.round(props.value) ? 'is-on' : ''} style={{ fontSize: props.size }}>
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
