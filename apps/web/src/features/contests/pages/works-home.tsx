import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { PageError, PageLoading } from '../../../ui/states';
import { ContestFrame, STATE_WORDS, stageDates } from '../components/contest-frame';
import { WorkStatus, WorksWall } from '../components/works-parts';
import { LIVE } from '../family-config';
import { useContestPage } from '../use-contest-page';

/** The sections of a works contest's home; `/qcMegagame/<section>` opens one of them alone. */
const SECTIONS = { schedule: '赛程', prizes: '奖项设置', rules: '参赛规则', works: '作品展示' } as const;
type Section = keyof typeof SECTIONS;

/**
 * qcMegagame (with its sub-paths), qcMegagameH5 and graduation-season: a works contest's home — the schedule in
 * Beijing time, the learner's own work and its review state, the works on show, prizes and rules. A sub-path
 * names one section (`/qcMegagame/rules`); an unknown one goes back to the home.
 */
export default function WorksHomePage() {
  const page = useContestPage();
  const navigate = useAppNavigate();
  const sub = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const section = sub in SECTIONS ? (sub as Section) : null;
  const home = useCall(page.family.calls.getHome, { activityCode: page.activityCode }, { staleTime: LIVE });
  const wall = useCall(
    page.family.calls.getRank,
    { activityCode: page.activityCode, pageNum: 1, pageSize: 20 },
    { staleTime: LIVE },
  );
  const homeHref = page.hrefOf('activity');
  useEffect(() => {
    if (sub && !section && homeHref) navigate(homeHref, { replace: true });
  }, [sub, section, homeHref, navigate]);

  if (home.isPending) return <PageLoading />;
  if (home.isError)
    return <PageError testId="contest-error" error={home.error} onRetry={() => home.refetch()} />;
  const { activity, myEntry, entryCount } = home.data;
  const show = (key: Section) => section === null || section === key;
  const uploadHref = page.hrefOf('upload');
  const sectionHref = (key: Section) =>
    getHref('qcMegagame', {
      params: { '*': key },
      ...(page.activityCode !== page.family.defaultCode
        ? { query: { activityCode: page.activityCode } }
        : {}),
    });
  const canSubmit = activity.state === 'open' && myEntry?.status !== 'approved';
  return (
    <ContestFrame
      activity={activity}
      heading={section ? SECTIONS[section] : activity.title}
      testId="works-home-page"
      hrefOf={page.hrefOf}
      footer={
        uploadHref && canSubmit ? (
          <Link className="ct-btn" to={uploadHref} data-testid="works-upload-button">
            {myEntry?.mediaUrl ? '查看 / 重新上传作品' : `上传${page.family.entryWord}`}
          </Link>
        ) : null
      }
    >
      {section ? (
        <Link className="ct-plain-link ct-muted" to={homeHref ?? '/'} data-testid="works-back-home">
          ‹ 返回大赛首页
        </Link>
      ) : (
        <nav className="ct-sections" aria-label="大赛栏目">
          {(Object.keys(SECTIONS) as Section[]).map((key) => {
            const href = page.family.family === 'calligraphy' ? sectionHref(key) : null;
            return href ? (
              <Link key={key} className="ct-nav-link" to={href} data-testid={`works-section-${key}`}>
                {SECTIONS[key]}
              </Link>
            ) : null;
          })}
        </nav>
      )}
      {!section && activity.state === 'closed' ? <p className="ct-notice">本次大赛已结束，感谢参与</p> : null}
      {show('schedule') ? (
        <section className="ct-card" data-testid="works-schedule">
          <h2>赛程</h2>
          {activity.stages.map((s) => (
            <div className="ct-stage ct-stage-row" key={s.key}>
              <span className="ct-stage-title">{s.title}</span>
              <span className="ct-muted ct-stage-dates">{stageDates(s.startsAt, s.endsAt, true)}</span>
              <span className={`ct-badge${s.state === 'closed' ? ' ct-badge-closed' : ''}`}>
                {STATE_WORDS[s.state]}
              </span>
            </div>
          ))}
        </section>
      ) : null}
      {!section && myEntry ? (
        <section className="ct-card">
          <h2>我的作品</h2>
          <WorkStatus entry={myEntry} />
        </section>
      ) : null}
      {show('works') ? (
        <section className="ct-card" data-testid="works-wall">
          <h2>
            作品展示 <span className="ct-muted">共 {entryCount} 件</span>
          </h2>
          <WorksWall entries={wall.data?.list ?? []} />
        </section>
      ) : null}
      {show('prizes') ? (
        <section className="ct-card" data-testid="works-prizes">
          <h2>奖项设置</h2>
          {activity.prizes.map((p) => (
            <div className="ct-stage" key={p.rank}>
              <strong>
                {p.rank} · {p.title}
              </strong>
              <span className="ct-muted">{p.detail}</span>
            </div>
          ))}
        </section>
      ) : null}
      {show('rules') ? (
        <section className="ct-card" data-testid="works-rules">
          <h2>参赛规则</h2>
          <ol className="ct-list">
            {activity.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ol>
        </section>
      ) : null}
    </ContestFrame>
  );
}
