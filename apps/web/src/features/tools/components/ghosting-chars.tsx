import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { type GhostingConfig, ghostingRoute } from '../ghosting-config';

type Card = { character: string; pinyin: string; best: number | null };

/** A lesson's model characters: a wrap of cards, or ghosting5's row of five grids. */
export function GhostingChars(props: { config: GhostingConfig; list: readonly Card[]; current?: string }) {
  const navigate = useAppNavigate();
  const open = (character: string) =>
    navigate(getHref(ghostingRoute(props.config.family, 'details'), { query: { character } }));
  return (
    <ul className={props.config.lessonLayout === 'row5' ? 'tl-gh-chars row5' : 'tl-gh-chars'}>
      {props.list.map((c, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a poem line may repeat a character
        <li key={`${c.character}${i}`}>
          <button
            type="button"
            data-testid="ghosting-char"
            data-character={c.character}
            aria-current={c.character === props.current ? 'true' : undefined}
            onClick={() => open(c.character)}
          >
            <span className="py">{c.pinyin}</span>
            <span className="ch">{c.character}</span>
            <span className={c.best === null ? 'best' : 'best on'}>
              {c.best === null ? '未诊断' : `${c.best}分`}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
