import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { Metronome } from '../components/piano-metronome';
import { PIANO_TOOL_CODE, PianoHeader } from '../components/piano-parts';
import { ToolGate } from '../components/tool-gate';
import '../tools-shared.css';
import '../components/piano-parts.css';

const TILES = [
  { route: 'piano_practice', icon: '音', text: '听音识音' },
  { route: 'demonstration_video', icon: '视', text: '示范视频' },
  { route: 'customizedPlan', icon: '划', text: '练习计划' },
  { route: 'extracurricular_expansion', icon: '拓', text: '课外拓展' },
  { route: 'promote', icon: '升', text: '能力提升' },
  { route: 'toolIndex', icon: '箱', text: '工具箱' },
] as const;

/** piano_tools (钢琴工具): the piano toolbox (tuner, videos, plans, reading, the course) and the metronome. */
export default function PianoToolsPage() {
  const navigate = useAppNavigate();
  return (
    <ToolGate toolCode={PIANO_TOOL_CODE}>
      <main className="tl-page" data-testid="piano-tools">
        <PianoHeader title="钢琴工具" hint="识音、节拍、示范和打卡，练琴需要的都在这里" />
        <section className="tl-card">
          <ul className="tl-pn-tiles">
            {TILES.map((t) => (
              <li key={t.route}>
                <button
                  type="button"
                  onClick={() => navigate(getHref(t.route))}
                  data-testid={`piano-tile-${t.route}`}
                >
                  <b>{t.icon}</b>
                  {t.text}
                </button>
              </li>
            ))}
          </ul>
        </section>
        <Metronome />
      </main>
    </ToolGate>
  );
}
