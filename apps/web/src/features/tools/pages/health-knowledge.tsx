import { questionnaireDetail } from '@course/contracts/tools-questionnaire';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { Empty, PageState } from '../../../ui/states';
import { ToolGate } from '../components/tool-gate';
import { configOf, KNOWLEDGE_ROUTES } from '../page-config';
import '../tools-shared.css';
import './health-knowledge.css';

/** healthKnowledge / healthKnowledgeNew: the self-test's knowledge cards (from the server), then the self-test. */
export default function HealthKnowledgePage() {
  const entry = useRouteEntry();
  const config = configOf(KNOWLEDGE_ROUTES, entry?.name);
  const navigate = useAppNavigate();
  const detail = useCall(questionnaireDetail, { code: config.code });
  return (
    <ToolGate toolCode={config.toolCode}>
      <main className="tl-page" data-testid="tools-health-knowledge">
        <PageState query={detail}>
          {(q) => (
            <>
              {q.knowledge.length === 0 ? <Empty text="暂无健康知识" /> : null}
              {q.knowledge.map((k) => (
                <article key={k.title} className="tl-card tl-knowledge">
                  <h2>{k.title}</h2>
                  <p>{k.text}</p>
                </article>
              ))}
              <p className="tl-disclaimer">{q.disclaimer}</p>
              <div className="tl-card">
                <button
                  type="button"
                  className="tl-btn tl-btn-block"
                  onClick={() => navigate(getHref(config.quizRoute))}
                >
                  做个自测
                </button>
              </div>
            </>
          )}
        </PageState>
      </main>
    </ToolGate>
  );
}
