import { LEARN_CENTRE_TABS, learnCalendar, learnCentreTab } from '@course/contracts/learning-study';
import { customerMessageList } from '@course/contracts/messages-site';
import { beijingDayKey, beijingMonthKey } from '@course/domain/beijing-time';
import { studyActionText } from '@course/domain/learn-progress';
import { useState } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { CoverImage } from '../../../ui/cover-image';
import { Empty, ErrorBlock, Loading } from '../../../ui/states';
import { ProgressBar } from '../../catalogue/components/course-parts';
import '../../catalogue/catalogue-shared.css';
import '../learning-shared.css';
import './centre.css';

type Tab = (typeof LEARN_CENTRE_TABS)[number];

/**
 * center (学习中心) and center-old / centerCheck / classInfoCenter: tabs 学习中 / 已完成 / 全部 with each
 * course's progress and last section, totals, today's lessons, entries to notes, certificates, the report
 * and messages (the download-app banner is the shell's).
 */
export default function CentrePage() {
  const [tab, setTab] = useState<Tab>('learning');
  const centre = useCall(learnCentreTab, { tab });
  const month = beijingMonthKey(Date.now());
  const calendar = useCall(learnCalendar, { month });
  const messages = useCall(customerMessageList, { pageNum: 1, pageSize: 1 });
  const navigate = useAppNavigate();
  const goCourse = (courseId: number, campDataId: number | null) =>
    navigate(
      campDataId
        ? getHref('lesson-center', { params: { id: String(courseId) }, query: { campDataId } })
        : getHref('lession-list', { query: { course: courseId } }),
    );
  const summary = centre.data?.summary;
  return (
    <main className="lc-page lc-centre" data-testid="learning-centre">
      <section className="lc-centre-summary" data-testid="centre-summary">
        <div>
          <strong>{summary?.stayMinutes ?? 0}</strong>
          <small>学习分钟</small>
        </div>
        <div>
          <strong>{summary?.learnedSections ?? 0}</strong>
          <small>学完小节</small>
        </div>
        <div>
          <strong>{summary?.learnDays ?? 0}</strong>
          <small>学习天数</small>
        </div>
      </section>
      <nav className="lc-entries">
        <button type="button" onClick={() => navigate(getHref('note'))}>
          我的笔记
        </button>
        <button type="button" onClick={() => navigate(getHref('diploma'))}>
          证书
        </button>
        <button type="button" onClick={() => navigate(getHref('studyReport'))}>
          学习报告
        </button>
        <button type="button" onClick={() => navigate(getHref('siteInformation'))}>
          消息{messages.data?.unread ? <em className="lc-badge">{messages.data.unread}</em> : null}
        </button>
      </nav>
      {calendar.data?.today.length ? (
        <section className="lc-block" data-testid="today-lessons">
          <header className="lc-block-head">
            <h2>今日课程</h2>
            <button type="button" onClick={() => navigate(getHref('mySchedule'))}>
              课表 ›
            </button>
          </header>
          <WeekStrip days={calendar.data.days} />
          {calendar.data.today.slice(0, 3).map((t) => (
            <button
              type="button"
              key={t.sectionId}
              className="lc-today"
              onClick={() =>
                navigate(
                  t.kind === 'audio'
                    ? getHref('audioDetail', { query: { knowledgeRootId: t.courseId, id: t.sectionId } })
                    : getHref(t.kind === 'video' ? 'video-detail' : 'lession-detail', {
                        query: { course: t.courseId, section: t.sectionId },
                      }),
                )
              }
            >
              <span>{t.sectionTitle}</span>
              <small>{t.courseTitle}</small>
            </button>
          ))}
        </section>
      ) : null}
      <div className="lc-tabs" role="tablist">
        {(
          centre.data?.tabs ??
          LEARN_CENTRE_TABS.map((k) => ({
            key: k,
            name: { learning: '学习中', finished: '已完成', all: '全部' }[k],
            count: 0,
          }))
        ).map((t) => (
          <button
            type="button"
            role="tab"
            key={t.key}
            aria-selected={tab === t.key}
            className={tab === t.key ? 'is-active' : ''}
            data-testid={`centre-tab-${t.key}`}
            onClick={() => setTab(t.key)}
          >
            {t.name}
            {t.count ? <small> {t.count}</small> : null}
          </button>
        ))}
      </div>
      {centre.isLoading ? (
        <Loading />
      ) : centre.isError ? (
        // a failed load is not "no courses": the learner may have some
        <ErrorBlock error={centre.error} onRetry={() => void centre.refetch()} />
      ) : centre.data?.list.length ? (
        <section className="lc-block">
          {centre.data.list.map((item) => (
            <article
              key={item.course.id}
              className="lc-centre-item"
              data-testid={`centre-course-${item.course.id}`}
            >
              <button
                type="button"
                className="lc-centre-main"
                onClick={() => goCourse(item.course.id, item.campDataId)}
              >
                <CoverImage src={item.course.coverUrl} alt="" />
                <span>
                  <strong>{item.course.title}</strong>
                  <small data-testid="centre-progress">
                    已学 {item.learned}/{item.total} 节 · {item.percent}%
                  </small>
                  <ProgressBar percent={item.percent} />
                  <small className="lc-muted">
                    {item.lastSectionTitle ? `上次学到：${item.lastSectionTitle}` : '还没有开始学习'}
                  </small>
                </span>
              </button>
              <button
                type="button"
                className="lc-btn lc-btn-small"
                data-testid="centre-study"
                onClick={() => goCourse(item.course.id, item.campDataId)}
              >
                {studyActionText(item)}
              </button>
            </article>
          ))}
        </section>
      ) : (
        <Empty
          text={tab === 'finished' ? '还没有学完的课程，加油！' : '还没有课程，去找一门喜欢的课吧'}
          action={
            <button type="button" className="lc-btn" onClick={() => navigate(getHref('shoppingMall'))}>
              去找课
            </button>
          }
        />
      )}
    </main>
  );
}

function WeekStrip(props: {
  days: { date: string; learnedSections: number; stayMinutes: number; clockedIn: boolean }[];
}) {
  const today = beijingDayKey(Date.now());
  const index = props.days.findIndex((d) => d.date === today);
  const week = props.days.slice(Math.max(0, index - 6), index + 1);
  return (
    <ol className="lc-week" data-testid="calendar">
      {week.map((d) => (
        <li
          key={d.date}
          className={`${d.learnedSections || d.stayMinutes || d.clockedIn ? 'is-learned' : ''} ${d.date === today ? 'is-today' : ''}`}
        >
          <small>{Number(d.date.slice(8))}</small>
          <i />
        </li>
      ))}
    </ol>
  );
}
