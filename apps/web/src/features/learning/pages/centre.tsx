import { LEARN_CENTRE_TABS } from '@course/contracts/learning-study';
import { beijingDayKey, beijingMonthKey } from '@course/domain/beijing-time';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { Empty, Loading, PageState } from '../../../ui/states';
import { ProgressBar } from '../../catalogue/components/course-parts';
import { api, useCall } from '../api';
import { ChapterList, CourseEntries, CourseProgressHead } from '../components/course-outline';
import '../learning.css';

type Tab = (typeof LEARN_CENTRE_TABS)[number];

/**
 * center (学习中心) and center-old / centerCheck / classInfoCenter: tabs 学习中 / 已完成 / 全部 with each
 * course's progress and last section, totals, today's lessons, entries to notes, certificates, the report
 * and messages (the download-app banner is the shell's).
 */
export default function CentrePage() {
  const [tab, setTab] = useState<Tab>('learning');
  const centre = useCall(api.learnCentreTab, { tab });
  const month = beijingMonthKey(Date.now());
  const calendar = useCall(api.learnCalendar, { month });
  const messages = useCall(api.customerMessageList, { pageNum: 1, pageSize: 1 });
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
                <img src={item.course.coverUrl} alt="" />
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
                onClick={() => goCourse(item.course.id, item.campDataId)}
              >
                {item.learned > 0 ? '继续学习' : '开始学习'}
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

/** lesson-center/{id}?campDataId: one owned course with its camp, class and chapters. */
export function LessonCentrePage() {
  const params = useParams();
  const [search] = useSearchParams();
  const courseId = Number(params.id ?? search.get('course'));
  const valid = Number.isInteger(courseId) && courseId > 0;
  const detail = useCall(api.purchasedCourseDetail, { courseId: valid ? courseId : 0 }, valid);
  if (!valid) return <Empty text="没有找到这门课程" />;
  return (
    <main className="lc-page" data-testid="lesson-centre">
      <PageState query={detail}>
        {(d) => {
          const query = { course: d.course.id };
          return (
            <>
              <CourseProgressHead course={d.course} progress={d.progress} />
              {d.campDataId ? <CampCard courseId={d.course.id} /> : null}
              <CourseEntries
                entries={[
                  { label: '我的班级', href: getHref('myclass', { query }) },
                  { label: '学习计划', href: getHref('learn-plan', { query }) },
                  { label: '打卡', href: getHref('practiceClockingIn', { query }) },
                  { label: '录取通知书', href: getHref('admission-letter', { query }) },
                ]}
              />
              <ChapterList chapters={d.chapters} showLockReason />
            </>
          );
        }}
      </PageState>
    </main>
  );
}

function CampCard(props: { courseId: number }) {
  const me = useCall(api.courseBasicV1, { courseId: props.courseId });
  const teacher = useCall(api.teacherWxInfo, { courseId: props.courseId });
  if (!me.data || !teacher.data) return null;
  return (
    <section className="lc-camp" data-testid="camp-card">
      <strong>{teacher.data.className ?? '等待分班'}</strong>
      <small>班主任：{teacher.data.teacherName}</small>
    </section>
  );
}
