import type { ContestStage, ContestView } from '@course/contracts/contests-activity';
import { getActivity } from '@course/contracts/contests-activity';
import type { ReactNode } from 'react';
import { useCall } from '../../../lib/query';
import { Empty, PageError, PageLoading } from '../../../ui/states';
import { CertificateCard } from '../components/certificate-card';
import { ContestFrame, STATE_WORDS, stageDates } from '../components/contest-frame';
import type { StagePage } from '../family-config';
import { useContestPage } from '../use-contest-page';

/**
 * The content stages, one page for every family: …Preliminary (初赛), …Prelive (赛前直播), …Exercise (赛前练习),
 * …Questions (大赛题目) and …Pdf (大赛资料: the materials and, from the result stage on, the contestant's
 * certificate PDF). Each shows its stage's dates and state and its content from the
 * contest's configuration.
 */
const STAGES: Partial<
  Record<StagePage, { heading: string; stage: ContestStage; body: (a: ContestView) => ReactNode }>
> = {
  preliminary: {
    heading: '大赛初赛',
    stage: 'preliminary',
    body: (a) => <Lines items={a.questions} empty="初赛题目将在初赛开始时公布" />,
  },
  prelive: {
    heading: '赛前直播',
    stage: 'live',
    body: (a) =>
      a.liveUrl ? (
        <a className="ct-btn" href={a.liveUrl}>
          进入直播间
        </a>
      ) : (
        <p className="ct-muted">直播开始前老师会在班级群通知，请留意群消息</p>
      ),
  },
  exercise: {
    heading: '赛前练习',
    stage: 'exercise',
    body: (a) => <Lines items={a.exercises} empty="暂无练习" />,
  },
  questions: {
    heading: '大赛题目',
    stage: 'questions',
    body: (a) => <Lines items={a.questions} empty="题目尚未公布" />,
  },
  rules: {
    heading: '活动规则',
    stage: 'apply',
    body: (a) => (
      <>
        <Lines items={a.rules} empty="规则整理中" />
        {a.prizes.length > 0 ? (
          <>
            <h2>奖项设置</h2>
            <ul className="ct-list" data-testid="contest-rules-prizes">
              {a.prizes.map((p) => (
                <li key={p.rank}>
                  {p.rank} · {p.title}：{p.detail}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </>
    ),
  },
  pdf: {
    heading: '大赛资料',
    stage: 'result',
    body: (a) =>
      a.materials.length === 0 ? (
        <Empty text="暂无资料" />
      ) : (
        <ul className="ct-list" data-testid="contest-materials">
          {a.materials.map((m) => (
            // An item without a file is what the contest lists (e.g. handed out in class): its name, no link.
            <li key={m.title}>
              {m.url ? (
                <a href={m.url} target="_blank" rel="noreferrer" data-testid="contest-material-link">
                  {m.title}
                </a>
              ) : (
                m.title
              )}
            </li>
          ))}
        </ul>
      ),
  },
};

function Lines(props: { items: string[]; empty: string }) {
  if (props.items.length === 0) return <p className="ct-muted">{props.empty}</p>;
  return (
    <ol className="ct-list">
      {props.items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ol>
  );
}

export default function ContestStagePage() {
  const page = useContestPage();
  const activity = useCall(getActivity, { activityCode: page.activityCode });
  const config = STAGES[page.page] ?? STAGES.preliminary!;
  if (activity.isPending) return <PageLoading />;
  if (activity.isError)
    return <PageError testId="contest-error" error={activity.error} onRetry={() => activity.refetch()} />;
  const a = activity.data;
  const stage = a.stages.find((s) => s.key === config.stage);
  return (
    <ContestFrame
      activity={a}
      heading={config.heading}
      testId={`contest-stage-${page.page}`}
      hrefOf={page.hrefOf}
    >
      <section className="ct-card">
        {stage ? (
          <p className="ct-muted">
            {stageDates(stage.startsAt, stage.endsAt)} · {STATE_WORDS[stage.state]}
          </p>
        ) : null}
        {stage?.state === 'upcoming' && page.page !== 'pdf' && page.page !== 'rules' ? (
          <p>该环节还未开始，敬请期待</p>
        ) : (
          config.body(a)
        )}
      </section>
      {page.page === 'pdf' ? <CertificateCard family={page.family} activityCode={page.activityCode} /> : null}
    </ContestFrame>
  );
}
