import { useEffect, useRef, useState } from 'react';
import './piano-metronome.css';
import { BEATS_PER_BAR, BPM_RANGE, clampBpm, tempoName } from '../piano-notes';

/**
 * The metronome: Web Audio scheduling (a look-ahead timer queues each click on the audio clock 0.1 s ahead, so
 * the beat stays steady however busy the page is); the first beat of a bar clicks higher. The lit dot follows
 * the audio clock.
 */
const LOOKAHEAD_S = 0.1;
const TIMER_MS = 25;

export function Metronome() {
  const [bpm, setBpm] = useState(80);
  const [beats, setBeats] = useState<number>(4);
  const [running, setRunning] = useState(false);
  const [beat, setBeat] = useState(-1);
  const settings = useRef({ bpm, beats });
  settings.current = { bpm, beats };

  useEffect(() => {
    if (!running) return;
    const Ctx =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext: typeof AudioContext }).webkitAudioContext;
    const ctx = new Ctx();
    let next = ctx.currentTime + 0.05;
    let count = 0;
    const timers: number[] = [];
    const schedule = () => {
      while (next < ctx.currentTime + LOOKAHEAD_S) {
        const inBar = count % settings.current.beats;
        const osc = ctx.createOscillator();
        const gain = ctx.createGain();
        osc.frequency.value = inBar === 0 ? 1760 : 1320;
        gain.gain.setValueAtTime(0.0001, next);
        gain.gain.exponentialRampToValueAtTime(0.6, next + 0.002);
        gain.gain.exponentialRampToValueAtTime(0.0001, next + 0.05);
        osc.connect(gain).connect(ctx.destination);
        osc.start(next);
        osc.stop(next + 0.06);
        const delay = Math.max(0, (next - ctx.currentTime) * 1000);
        timers.push(window.setTimeout(() => setBeat(inBar), delay));
        next += 60 / settings.current.bpm;
        count++;
      }
    };
    schedule();
    const interval = window.setInterval(schedule, TIMER_MS);
    return () => {
      window.clearInterval(interval);
      for (const t of timers) window.clearTimeout(t);
      void ctx.close();
      setBeat(-1);
    };
  }, [running]);

  const change = (value: number) => setBpm(clampBpm(value));
  return (
    <section
      className="tl-card tl-pn-metronome"
      data-testid="piano-metronome"
      data-running={running}
      data-bpm={bpm}
    >
      <h2 className="tl-card-title">
        节拍器
        <span className="tl-muted">{tempoName(bpm)}</span>
      </h2>
      <div className="tl-pn-bpm">
        <button
          type="button"
          onClick={() => change(bpm - 1)}
          aria-label="慢一拍"
          data-testid="piano-bpm-down"
        >
          −
        </button>
        <p>
          <b data-testid="piano-bpm">{bpm}</b>
          <small>BPM</small>
        </p>
        <button type="button" onClick={() => change(bpm + 1)} aria-label="快一拍" data-testid="piano-bpm-up">
          +
        </button>
      </div>
      <input
        type="range"
        min={BPM_RANGE.min}
        max={BPM_RANGE.max}
        value={bpm}
        onChange={(e) => change(Number(e.target.value))}
        aria-label="速度"
        className="tl-pn-range"
      />
      <div className="tl-pn-beats">
        {BEATS_PER_BAR.map((n) => (
          <button
            key={n}
            type="button"
            aria-pressed={beats === n}
            className={beats === n ? 'on' : ''}
            onClick={() => setBeats(n)}
          >
            {n}/4
          </button>
        ))}
      </div>
      <ol className="tl-pn-dots" aria-hidden="true">
        {Array.from({ length: beats }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: beats of a bar
          <li key={i} className={i === beat ? (i === 0 ? 'on first' : 'on') : ''} />
        ))}
      </ol>
      <button
        type="button"
        className="tl-btn tl-btn-block"
        onClick={() => setRunning((r) => !r)}
        data-testid="piano-metronome-toggle"
      >
        {running ? '停止' : '开始'}
      </button>
    </section>
  );
}
