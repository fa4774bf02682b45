import { discQuestions, submitDiscQuestion } from '@course/contracts/assessments-disc';
import { useEffect, useState } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useUserInfo } from '../../../app/public/session';
import { useCall } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { useActionMutation } from '../../../lib/use-action';
import { ErrorBlock, Loading, PageState } from '../../../ui/states';
import {
  clearDiscProgress,
  type DiscPick,
  type DiscProgress,
  loadDiscProgress,
  saveDiscProgress,
} from '../disc-progress';
import '../assessments-shared.css';
import './disc.css';

type Group = { id: string; words: { id: string; word: string }[] };

/**
 * discPage: one group of four words per screen with a progress bar. The learner marks 最像我 and 最不像我 (two
 * different words); the next group opens once both are chosen. The attempt id is made when the test starts, so a
 * double tap or a retry of the last submit saves one result. The test in progress is kept for the tab
 * (disc-progress.ts): a reload resumes it; once submitted, coming back here starts a new attempt (a retake).
 */
export default function DiscPage() {
  const questions = useCall(discQuestions, {});
  const user = useUserInfo();
  return (
    <main className="as-page" data-testid="disc-page">
      <PageState query={questions}>
        {(q) =>
          user.data ? (
            <DiscTest key={user.data.id} learnerId={user.data.id} groups={q.groups} />
          ) : user.error ? (
            <ErrorBlock error={user.error} onRetry={() => void user.refetch()} />
          ) : (
            <Loading />
          )
        }
      </PageState>
    </main>
  );
}

function DiscTest(props: { learnerId: number; groups: Group[] }) {
  const { learnerId, groups } = props;
  const navigate = useAppNavigate();
  const [progress, setProgress] = useState<DiscProgress>(
    () =>
      loadDiscProgress(
        learnerId,
        groups.map((g) => g.id),
      ) ?? { attemptId: crypto.randomUUID(), index: 0, picks: {} },
  );
  const { attemptId, index, picks } = progress;
  useEffect(() => {
    if (Object.keys(progress.picks).length > 0) saveDiscProgress(learnerId, progress);
  }, [learnerId, progress]);
  const setIndex = (i: number) => setProgress({ ...progress, index: i });
  const submit = useActionMutation({
    mutationFn: (answers: { groupId: string; most: string; least: string }[]) =>
      callApi(submitDiscQuestion, { body: { attemptId, answers } }),
    onSuccess: (saved) => {
      clearDiscProgress(learnerId);
      navigate(getHref('discResult', { query: { id: saved.resultId } }), { replace: true });
    },
  });

  const group = groups[index];
  if (!group) return null;
  const pick = picks[group.id] ?? {};
  const done = pick.most !== undefined && pick.least !== undefined;
  const last = index === groups.length - 1;
  const choose = (kind: 'most' | 'least', wordId: string) => {
    const other = kind === 'most' ? 'least' : 'most';
    const next: DiscPick = { ...pick, [kind]: wordId };
    if (next[other] === wordId) delete next[other];
    setProgress({ ...progress, picks: { ...picks, [group.id]: next } });
  };
  const finish = () =>
    submit.mutate(
      groups.map((g) => ({
        groupId: g.id,
        most: picks[g.id]?.most ?? '',
        least: picks[g.id]?.least ?? '',
      })),
    );
  return (
    <section className="as-card disc-group" data-testid="disc-group" data-group={group.id}>
      <div className="disc-progress" aria-hidden="true">
        <span style={{ width: `${Math.round((100 * (index + (done ? 1 : 0))) / groups.length)}%` }} />
      </div>
      <p className="as-muted" data-testid="disc-progress">
        第 {index + 1} / {groups.length} 组
      </p>
      <h2>下面四个词里，哪个最像你，哪个最不像你？</h2>
      <div className="disc-grid">
        <div className="disc-row disc-head">
          <span>词语</span>
          <span>最像我</span>
          <span>最不像我</span>
        </div>
        {group.words.map((w) => (
          <div className="disc-row" key={w.id}>
            <span className="disc-word">{w.word}</span>
            <button
              type="button"
              className="disc-mark disc-most"
              aria-pressed={pick.most === w.id}
              aria-label={`${w.word} 最像我`}
              data-testid="disc-most"
              onClick={() => choose('most', w.id)}
            >
              {pick.most === w.id ? '✓' : ''}
            </button>
            <button
              type="button"
              className="disc-mark disc-least"
              aria-pressed={pick.least === w.id}
              aria-label={`${w.word} 最不像我`}
              data-testid="disc-least"
              onClick={() => choose('least', w.id)}
            >
              {pick.least === w.id ? '✕' : ''}
            </button>
          </div>
        ))}
      </div>
      {submit.isError ? <ErrorBlock error={submit.error} onRetry={finish} /> : null}
      <div className="disc-nav">
        <button
          type="button"
          className="as-btn as-btn-ghost"
          disabled={index === 0 || submit.isPending}
          onClick={() => setIndex(index - 1)}
        >
          上一组
        </button>
        <button
          type="button"
          className="as-btn"
          data-testid="disc-next"
          disabled={!done || submit.isPending}
          onClick={() => (last ? finish() : setIndex(index + 1))}
        >
          {last ? (submit.isPending ? '提交中…' : '查看结果') : '下一组'}
        </button>
      </div>
    </section>
  );
}
