import { useEffect, useRef, useState } from 'react';
import { PIANO_TOOL_CODE, PianoHeader } from '../components/piano-parts';
import { ToolGate } from '../components/tool-gate';
import { type Note, needleAngle, noteOf } from '../piano-notes';
import '../tools-shared.css';
import '../components/piano-parts.css';
import './piano-practice.css';

/** How sure pitchy must be (its clarity, 0–1) before a pitch is shown. */
const MIN_CLARITY = 0.9;

type Listening = 'idle' | 'starting' | 'on' | 'denied' | 'unsupported';

/**
 * piano_practice (钢琴练习): listens through the microphone and shows the note played: name and octave, the
 * cents off and a tuner needle. Pitch detection is pitchy's McLeod pitch method, loaded with this page only.
 */
export default function PianoPracticePage() {
  const [status, setStatus] = useState<Listening>('idle');
  const [note, setNote] = useState<Note | null>(null);
  const [history, setHistory] = useState<string[]>([]);
  const stopRef = useRef<(() => void) | null>(null);

  useEffect(() => () => stopRef.current?.(), []);

  const start = async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setStatus('unsupported');
      return;
    }
    setStatus('starting');
    try {
      const [{ PitchDetector }, stream] = await Promise.all([
        import('pitchy'),
        navigator.mediaDevices.getUserMedia({
          audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false },
        }),
      ]);
      const ctx = new AudioContext();
      const source = ctx.createMediaStreamSource(stream);
      const analyser = ctx.createAnalyser();
      analyser.fftSize = 4096;
      source.connect(analyser);
      const detector = PitchDetector.forFloat32Array(analyser.fftSize);
      const buffer = new Float32Array(analyser.fftSize);
      let frame = 0;
      let last = '';
      const tick = () => {
        analyser.getFloatTimeDomainData(buffer);
        const [pitch, clarity] = detector.findPitch(buffer, ctx.sampleRate);
        const found = clarity >= MIN_CLARITY ? noteOf(pitch) : null;
        if (found) {
          setNote(found);
          if (found.label !== last) {
            last = found.label;
            setHistory((h) => [found.label, ...h].slice(0, 8));
          }
        }
        frame = requestAnimationFrame(tick);
      };
      tick();
      stopRef.current = () => {
        cancelAnimationFrame(frame);
        for (const track of stream.getTracks()) track.stop();
        void ctx.close();
      };
      setStatus('on');
    } catch {
      setStatus('denied');
    }
  };
  const stop = () => {
    stopRef.current?.();
    stopRef.current = null;
    setStatus('idle');
  };

  return (
    <ToolGate toolCode={PIANO_TOOL_CODE}>
      <main
        className="tl-page"
        data-testid="piano-practice"
        data-status={status}
        data-note={note?.label ?? ''}
      >
        <PianoHeader title="听音识音" hint="弹一个音，看看是哪个音、准不准" />
        <section className="tl-card tl-pn-tuner">
          <div className="tl-pn-dial" aria-hidden="true">
            <span className="tl-pn-scale l">-50</span>
            <span className="tl-pn-scale c">0</span>
            <span className="tl-pn-scale r">+50</span>
            <i
              className={note && Math.abs(note.cents) <= 5 ? 'tl-pn-needle in-tune' : 'tl-pn-needle'}
              style={{ transform: `rotate(${note ? needleAngle(note.cents) : 0}deg)` }}
              data-testid="piano-needle"
            />
          </div>
          <p className="tl-pn-note" data-testid="piano-note">
            {note ? (
              <>
                {note.name}
                <sub>{note.octave}</sub>
              </>
            ) : (
              '—'
            )}
          </p>
          <p className="tl-muted" data-testid="piano-detail">
            {note
              ? `${note.solfege} · ${note.frequency.toFixed(1)} Hz · ${note.cents > 0 ? '+' : ''}${note.cents} 音分${
                  Math.abs(note.cents) <= 5 ? ' · 很准' : note.cents > 0 ? ' · 偏高' : ' · 偏低'
                }`
              : status === 'on'
                ? '正在听……弹一个音试试'
                : '打开麦克风后弹奏一个音'}
          </p>
          {status === 'denied' ? <p role="alert">没能打开麦克风，请在设置里允许使用麦克风后再试</p> : null}
          {status === 'unsupported' ? (
            <p role="alert">当前浏览器不支持麦克风，请换用手机浏览器或微信打开</p>
          ) : null}
          {status === 'on' ? (
            <button type="button" className="tl-btn tl-btn-ghost tl-btn-block" onClick={stop}>
              停止
            </button>
          ) : (
            <button
              type="button"
              className="tl-btn tl-btn-block"
              disabled={status === 'starting'}
              onClick={() => void start()}
              data-testid="piano-listen"
            >
              {status === 'starting' ? '正在打开麦克风…' : '打开麦克风开始识音'}
            </button>
          )}
        </section>
        <section className="tl-card">
          <h2 className="tl-card-title">刚才弹的音</h2>
          {history.length === 0 ? (
            <p className="tl-muted">还没有识别到音</p>
          ) : (
            <ol className="tl-pn-history">
              {history.map((label, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a running list, newest first
                <li key={i}>{label}</li>
              ))}
            </ol>
          )}
        </section>
      </main>
    </ToolGate>
  );
}
