import { searchDetails } from '@course/contracts/tools-dictionary';
import { useState } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { PageState } from '../../../ui/states';
import { HanziBoard } from '../components/hanzi-board';
import { ToolGate } from '../components/tool-gate';
import '../tools-shared.css';
import './beginner-guidance.css';

/**
 * beginnerGuidance (新手引导): how to use the dictionary and tracing, on 永 (永字八法: its strokes hold the
 * basic strokes of regular script). The character, its strokes and pinyin come from the server like any
 * look-up; the three steps are what the learner does next.
 */
const STEPS = [
  { title: '第一步 看笔顺', text: '在书法字典里查字，先看笔顺动画，注意每一笔从哪里起、往哪里收。' },
  {
    title: '第二步 描红',
    text: '进入手机练字，用手指按笔顺一笔一笔描；写错了会提示，连错三次会给出这一笔。',
  },
  { title: '第三步 看得分', text: '每个字写完自动评分并保存，常练常新，分数会越来越高。' },
] as const;

export default function BeginnerGuidancePage() {
  const navigate = useAppNavigate();
  const [round, setRound] = useState(0);
  const yong = useCall(searchDetails, { character: '永' });
  return (
    <ToolGate toolCode="calligraphy-dictionary">
      <main className="tl-page" data-testid="tools-beginner-guidance">
        <section className="tl-card tl-guide-hero">
          <h1>从“永”字开始</h1>
          <PageState query={yong}>
            {(d) => (
              <>
                <p className="tl-muted">
                  {d.character}（{d.pinyin[0]}）共 {d.strokeCount} 画，包含楷书的基本笔画，是练字的第一个字。
                </p>
                <HanziBoard character={d.character} mode="animate" round={round} size={180} />
                <button
                  type="button"
                  className="tl-btn tl-btn-ghost tl-guide-replay"
                  onClick={() => setRound((n) => n + 1)}
                >
                  再看一遍
                </button>
              </>
            )}
          </PageState>
        </section>
        <ol className="tl-guide-steps">
          {STEPS.map((step) => (
            <li key={step.title} className="tl-card">
              <h2>{step.title}</h2>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="tl-card tl-guide-actions">
          <button
            type="button"
            className="tl-btn tl-btn-ghost"
            onClick={() => navigate(getHref('calligraphyDictionary'))}
          >
            去查字
          </button>
          <button
            type="button"
            className="tl-btn"
            onClick={() => navigate(getHref('mobileExerciseDetail', { query: { character: '永' } }))}
          >
            描红“永”字
          </button>
        </div>
      </main>
    </ToolGate>
  );
}
