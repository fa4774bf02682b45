import { formatBeijing } from '@course/domain/beijing-time';

/** The tool code of the piano tools in the toolbox (its access rule). */
export const PIANO_TOOL_CODE = 'piano-practice';

export function PianoHeader(props: { title: string; hint: string }) {
  return (
    <header className="tl-pn-hero">
      <h1>{props.title}</h1>
      <p>{props.hint}</p>
    </header>
  );
}

/** '3月10日' from a 'YYYY-MM-DD' Beijing day key. */
export const dayLabel = (dayKey: string) => formatBeijing(Date.parse(`${dayKey}T12:00:00+08:00`), 'M月D日');
