import { questionnaireDetail, questionnaireSubmit } from '@course/contracts/tools-questionnaire';
import { useState } from 'react';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { useActionMutation } from '../../../lib/use-action';
import { ErrorBlock, PageState } from '../../../ui/states';
import { ToolGate } from '../components/tool-gate';
import { configOf, QUESTIONNAIRE_ROUTES } from '../page-config';
import '../tools-shared.css';
import './questionnaire.css';

/**
 * The questionnaire engine's page (healthTool, healthToolNew, dsquestionnaire, calligraphyQuestionnaire): one
 * question at a time, following the branches the server sent; 上一题 walks back along the path taken. The
 * last answer sends them all; the server checks the path again and computes the report.
 */
export default function QuestionnairePage() {
  const entry = useRouteEntry();
  const config = configOf(QUESTIONNAIRE_ROUTES, entry?.name);
  return (
    <ToolGate toolCode={config.toolCode}>
      <Questionnaire code={config.code} resultRoute={config.resultRoute} />
    </ToolGate>
  );
}

function Questionnaire(props: { code: string; resultRoute: string }) {
  const navigate = useAppNavigate();
  const detail = useCall(questionnaireDetail, { code: props.code });
  const [started, setStarted] = useState(false);
  /** The path so far: question ids in the order asked. */
  const [path, setPath] = useState<string[]>([]);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const submit = useActionMutation({
    mutationFn: (all: Record<string, string>) =>
      callApi(questionnaireSubmit, { body: { code: props.code, answers: all } }),
    onSuccess: (saved) =>
      navigate(getHref(props.resultRoute, { query: { id: saved.id } }), { replace: true }),
  });

  return (
    <main className="tl-page" data-testid="tools-questionnaire" data-code={props.code}>
      <PageState query={detail}>
        {(q) => {
          if (!started) {
            return (
              <section className="tl-card tl-q-intro">
                <h1>{q.title}</h1>
                <p>{q.intro}</p>
                <p className="tl-q-disclaimer">{q.disclaimer}</p>
                <button
                  type="button"
                  className="tl-btn tl-btn-block"
                  data-testid="tools-questionnaire-start"
                  onClick={() => {
                    setStarted(true);
                    setPath([q.questions[0]?.id ?? '']);
                  }}
                >
                  开始测评
                </button>
              </section>
            );
          }
          const currentId = path.at(-1);
          const index = q.questions.findIndex((x) => x.id === currentId);
          const question = q.questions[index];
          if (!question) return null;
          const choose = (optionId: string) => {
            const option = question.options.find((o) => o.id === optionId);
            const kept = Object.fromEntries(path.slice(0, -1).map((id) => [id, answers[id] as string]));
            const next = { ...kept, [question.id]: optionId };
            setAnswers(next);
            const nextId = option?.next === 'end' ? undefined : (option?.next ?? q.questions[index + 1]?.id);
            if (nextId === undefined) submit.mutate(next);
            else setPath([...path, nextId]);
          };
          // the remaining questions if every later answer goes straight on (an estimate for the bar)
          const total = path.length + (q.questions.length - 1 - index);
          return (
            <section
              className="tl-card tl-q-question"
              data-testid="tools-question"
              data-question={question.id}
            >
              <div className="tl-q-progress" aria-hidden="true">
                <span style={{ width: `${Math.round((100 * (path.length - 1)) / Math.max(total, 1))}%` }} />
              </div>
              <p className="tl-muted">第 {path.length} 题</p>
              <h2>{question.text}</h2>
              {question.hint ? <p className="tl-muted">{question.hint}</p> : null}
              <ul className="tl-q-options">
                {question.options.map((o) => (
                  <li key={o.id}>
                    <button
                      type="button"
                      data-testid="tools-question-option"
                      data-option={o.id}
                      aria-pressed={answers[question.id] === o.id}
                      disabled={submit.isPending}
                      onClick={() => choose(o.id)}
                    >
                      {o.text}
                    </button>
                  </li>
                ))}
              </ul>
              {submit.isError ? (
                <ErrorBlock error={submit.error} onRetry={() => submit.mutate(answers)} />
              ) : null}
              {path.length > 1 ? (
                <button type="button" className="tl-q-back" onClick={() => setPath(path.slice(0, -1))}>
                  上一题
                </button>
              ) : null}
            </section>
          );
        }}
      </PageState>
    </main>
  );
}
