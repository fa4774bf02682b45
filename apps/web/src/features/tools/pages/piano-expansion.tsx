import { pianoExpansion } from '@course/contracts/tools-piano';
import { useCall } from '../../../lib/query';
import { PageState } from '../../../ui/states';
import { PIANO_TOOL_CODE, PianoHeader } from '../components/piano-parts';
import { ToolGate } from '../components/tool-gate';
import '../tools-shared.css';
import '../components/piano-parts.css';

/** extracurricular_expansion (课外拓展): further reading and listening, in two groups. */
export default function PianoExpansionPage() {
  const list = useCall(pianoExpansion, {});
  return (
    <ToolGate toolCode={PIANO_TOOL_CODE}>
      <main className="tl-page" data-testid="piano-expansion">
        <PianoHeader title="课外拓展" hint="课后读一读、听一听，耳朵和脑子一起进步" />
        <PageState query={list}>
          {(data) =>
            (['listen', 'read'] as const).map((kind) => (
              <section className="tl-card" key={kind}>
                <h2 className="tl-card-title">{kind === 'listen' ? '推荐聆听' : '延伸阅读'}</h2>
                <ul className="tl-pn-list">
                  {data.list
                    .filter((item) => item.kind === kind)
                    .map((item) => (
                      <li key={item.id} data-testid="piano-expansion-item">
                        <div className="row">
                          <span className="main">
                            <b>{item.title}</b>
                            <span>
                              {item.author} · 约 {item.minutes} 分钟
                            </span>
                            <span>{item.summary}</span>
                          </span>
                        </div>
                      </li>
                    ))}
                </ul>
              </section>
            ))
          }
        </PageState>
      </main>
    </ToolGate>
  );
}
