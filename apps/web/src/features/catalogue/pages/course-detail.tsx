import {
  courseDetail,
  courseExtend,
  welfareDetail,
  welfareGiftCourse,
} from '@course/contracts/catalogue-course';
import { formatDuration } from '@course/domain/course-subjects';
import { studyActionText } from '@course/domain/learn-progress';
import { useQueryClient } from '@tanstack/react-query';
import { MessageOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { callKey, useCall } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { getToken } from '../../../lib/storage';
import { useAction } from '../../../lib/use-action';
import { useQueryId } from '../../../lib/use-query-id';
import { Avatar } from '../../../ui/avatar';
import { CoverImage } from '../../../ui/cover-image';
import { Empty, NothingHere, PageState } from '../../../ui/states';
import { buyLabel } from '../components/buy-label';
import { Countdown } from '../components/countdown';
import { learnersText, Price, ProgressBar } from '../components/course-parts';
import { SectionRow, useOpenSection } from '../components/section-row';
import { TeacherSheet } from '../components/teacher-sheet';
import '../catalogue-shared.css';
import '../components/buy-bar.css';
import './course-detail.css';

/** detail / payCourseDetail / courseDetail: cover, price, tabs 介绍 / 目录 / 学员, teacher, sticky buy or learn bar. */
export default function CourseDetailPage() {
  const courseId = useQueryId('course', 'courseId', 'id');
  const sectionId = useQueryId('section', 'sectionId');
  // staleTime 0: every visit asks again, so a price or outline the console just changed shows at once (the cached
  // answer is drawn meanwhile)
  const detail = useCall(
    courseDetail,
    { courseId: courseId ?? 0 },
    { enabled: courseId !== null, staleTime: 0 },
  );
  const extend = useCall(courseExtend, { courseId: courseId ?? 0 }, { enabled: courseId !== null });
  const signedIn = getToken() !== '';
  const welfare = useCall(
    welfareDetail,
    { courseId: courseId ?? 0 },
    { enabled: courseId !== null && signedIn },
  );
  const [tab, setTab] = useState<'intro' | 'list' | 'learners'>(sectionId ? 'list' : 'intro');
  const [teacherOpen, setTeacherOpen] = useState(false);
  const navigate = useAppNavigate();
  const openSection = useOpenSection();
  const queryClient = useQueryClient();
  const claim = useAction();
  if (courseId === null) return <NothingHere text="没有找到这门课程" />;

  return (
    <main className="lc-page lc-detail" data-testid="course-detail">
      <PageState query={detail}>
        {(d) => {
          const c = d.course;
          const owned = d.ownership.isPay;
          // The server's price rule (offer, member price): the checkout charges the same.
          const price = d.price.unitPriceCents;
          const next =
            d.chapters.flatMap((ch) => ch.sections).find((s) => !s.locked && !s.isLearned) ??
            d.chapters.flatMap((ch) => ch.sections).find((s) => !s.locked);
          return (
            <>
              <CoverImage className="lc-detail-cover" src={c.coverUrl} alt={c.title} />
              <section className="lc-detail-head">
                {d.price.label && d.price.source !== 'package' ? (
                  <div className="lc-offer-bar" data-testid="course-price-label">
                    <span>{d.price.label}</span>
                    {d.price.offerEndsAt ? (
                      <span>
                        距结束 <Countdown endsAt={d.price.offerEndsAt} />
                      </span>
                    ) : null}
                  </div>
                ) : null}
                <h1 data-testid="course-title">
                  {d.memberOnly ? (
                    <span className="lc-member-only" data-testid="member-only-tag">
                      会员专享
                    </span>
                  ) : null}
                  {c.title}
                </h1>
                <p className="lc-detail-sub">{c.subtitle}</p>
                <div className="lc-detail-meta">
                  <span data-testid="course-price">
                    <Price cents={price} original={d.price.struckPriceCents} />
                  </span>
                  <span>
                    {c.sectionCount}节课{learnersText(c.learnerCount)}
                  </span>
                </div>
                {owned ? (
                  <div className="lc-detail-progress" data-testid="course-progress">
                    已学 {d.progress.learned}/{d.progress.total} 节
                    <ProgressBar percent={d.progress.percent} />
                  </div>
                ) : null}
              </section>
              {welfare.data ? (
                <section className="lc-welfare" data-testid="welfare">
                  <strong>{welfare.data.title}</strong>
                  <p>{welfare.data.content}</p>
                  {welfare.data.canClaim ? (
                    <button
                      type="button"
                      className="lc-btn lc-btn-small"
                      data-testid="welfare-claim"
                      disabled={claim.busy}
                      onClick={() =>
                        void claim.run(async () => {
                          await callApi(welfareGiftCourse, { body: { welfareId: welfare.data!.id } });
                          toast('领取成功，已放入学习中心');
                          await queryClient.invalidateQueries({ queryKey: callKey(welfareDetail) });
                        })
                      }
                    >
                      {claim.busy ? '领取中…' : '免费领取'}
                    </button>
                  ) : welfare.data.claimed ? (
                    <span className="lc-tag">已领取</span>
                  ) : null}
                </section>
              ) : null}
              <div className="lc-tabs lc-tabs-sticky" role="tablist">
                {(
                  [
                    ['intro', '介绍'],
                    ['list', '目录'],
                    ['learners', '学员'],
                  ] as const
                ).map(([k, label]) => (
                  <button
                    type="button"
                    role="tab"
                    key={k}
                    aria-selected={tab === k}
                    className={tab === k ? 'is-active' : ''}
                    data-testid={`detail-tab-${k}`}
                    onClick={() => setTab(k)}
                  >
                    {label}
                  </button>
                ))}
              </div>
              {tab === 'intro' ? (
                <section className="lc-block">
                  {/* a course saved without a teacher shows no empty teacher row */}
                  {c.teacherName || c.teacherAvatarUrl ? (
                    <div className="lc-teacher" data-testid="course-teacher">
                      <Avatar src={c.teacherAvatarUrl} name={c.teacherName} size={44} />
                      <div>
                        <strong>{c.teacherName}</strong>
                        <small>{extend.data?.teacher.intro}</small>
                      </div>
                    </div>
                  ) : null}
                  <p className="lc-intro">{c.intro}</p>
                  {extend.data ? (
                    <ul className="lc-facts">
                      <li>
                        {extend.data.chapterCount} 章 {extend.data.sectionCount} 节
                      </li>
                      <li>总时长 {formatDuration(extend.data.totalDurationSec)}</li>
                      <li>有效期 永久回看</li>
                    </ul>
                  ) : null}
                  {extend.data ? (
                    <p className="lc-notice" data-testid="course-notice">
                      {extend.data.notice}
                    </p>
                  ) : null}
                </section>
              ) : tab === 'list' ? (
                <section className="lc-block" data-testid="chapter-list">
                  {d.chapters.map((ch) => (
                    <div key={ch.id} className="lc-chapter">
                      <h3>
                        {ch.title}
                        {ch.locked && owned ? <small>{ch.lockMessage}</small> : null}
                      </h3>
                      {ch.sections.map((s) => (
                        <SectionRow
                          key={s.id}
                          section={s}
                          active={s.id === sectionId}
                          onOpen={() => openSection(s, ch.lockMessage)}
                        />
                      ))}
                    </div>
                  ))}
                </section>
              ) : (
                <section className="lc-block">
                  {extend.data?.recentLearners.length ? (
                    <ul className="lc-learners">
                      {extend.data.recentLearners.map((l) => (
                        <li key={`${l.nickname}-${l.avatarUrl}`}>
                          {l.avatarUrl ? <img src={l.avatarUrl} alt="" /> : <span className="lc-avatar" />}
                          {l.nickname} 加入了学习
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <Empty text="快来成为第一位学员吧" />
                  )}
                </section>
              )}
              <footer className="lc-buy-bar" data-testid="buy-bar">
                <button
                  type="button"
                  className="lc-buy-consult"
                  data-testid="detail-consult"
                  onClick={() => (owned ? setTeacherOpen(true) : navigate(getHref('qiyu-common')))}
                >
                  <MessageOutline aria-hidden="true" />
                  咨询
                </button>
                {owned ? (
                  <button
                    type="button"
                    className="lc-btn lc-buy-main"
                    data-testid="start-learning"
                    onClick={() =>
                      next
                        ? openSection(next, null)
                        : navigate(getHref('lession-list', { query: { course: c.id } }))
                    }
                  >
                    {studyActionText(d.progress)}
                  </button>
                ) : d.memberOnly ? (
                  <button
                    type="button"
                    className="lc-btn lc-buy-main"
                    data-testid="open-membership"
                    onClick={() => navigate(getHref('member', { query: { courseId: c.id } }))}
                  >
                    开通会员
                  </button>
                ) : (
                  <button
                    type="button"
                    className="lc-btn lc-buy-main"
                    data-testid="buy-now"
                    disabled={!d.soldHere}
                    onClick={() =>
                      navigate(
                        getHref('ensure', { query: { courseId: c.id, goodsId: c.id, goodsType: 'course' } }),
                      )
                    }
                  >
                    {buyLabel(price, d.soldHere)}
                  </button>
                )}
              </footer>
              {teacherOpen ? <TeacherSheet courseId={c.id} onClose={() => setTeacherOpen(false)} /> : null}
            </>
          );
        }}
      </PageState>
    </main>
  );
}
