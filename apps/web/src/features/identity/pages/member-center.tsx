import { memberCenter } from '@course/contracts/identity-member';
import { formatBeijing } from '@course/domain/beijing-time';
import { formatPrice } from '@course/domain/price';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { CoverImage } from '../../../ui/cover-image';
import { PageState } from '../../../ui/states';
import { MEMBER_ROUTES } from '../member-config';
import './member-center.css';

const date = (iso: string) => formatBeijing(iso, 'YYYY-MM-DD');

/**
 * member / appH5-vip (会员中心) and memberRights / equity (会员权益): the learner's membership as the server
 * applies it (running, lapsed or none), the plan on sale with 开通会员 / 续费会员 (bought through the orders'
 * virtual-goods checkout), the rights built from the plan's data and the member-only courses. Opened from a
 * member-only course (query courseId, its 开通会员), the purchase carries the way back to that course (`back`) to
 * the payment result.
 */
export default function MemberCenterPage() {
  const entry = useRouteEntry();
  const config = MEMBER_ROUTES[entry?.name ?? 'member'] ?? MEMBER_ROUTES.member!;
  const navigate = useAppNavigate();
  const center = useCall(memberCenter, {});
  const [params] = useSearchParams();
  const fromCourse = Number(params.get('courseId'));
  const back =
    Number.isInteger(fromCourse) && fromCourse > 0
      ? getHref('detail', { query: { course: fromCourse } })
      : undefined;
  return (
    <main className="mb-page" data-testid={config.testId}>
      <PageState query={center}>
        {(m) => {
          const buy = () =>
            m.plan && navigate(getHref('virtualGoods', { query: { goodsId: m.plan.goodsId, back } }));
          const status = m.isMember
            ? m.expiresAt
              ? `会员有效期至 ${date(m.expiresAt)}`
              : '终身会员'
            : m.lapsedAt
              ? `会员已于 ${date(m.lapsedAt)} 到期`
              : '您还不是会员';
          return (
            <>
              <section className="mb-card mb-head" data-testid="member-status" data-member={m.isMember}>
                {m.avatarUrl ? <img src={m.avatarUrl} alt="" className="mb-avatar" /> : null}
                <div className="mb-head-text">
                  <div className="mb-name">
                    {m.nickname}
                    {m.isMember ? <span className="mb-badge">VIP</span> : null}
                  </div>
                  <div className="mb-status">{status}</div>
                </div>
              </section>
              {m.plan ? (
                <section className="mb-plan" data-testid="member-plan">
                  <div>
                    <div className="mb-plan-title">{m.plan.title}</div>
                    <div className="mb-plan-sub">
                      {m.plan.validDays ? `${m.plan.validDays} 天` : '长期有效'}
                      {m.isMember && m.plan.validDays ? '，续费从到期日顺延' : ''}
                    </div>
                  </div>
                  <div className="mb-plan-buy">
                    <div className="mb-plan-price">
                      ¥{formatPrice(m.plan.priceCents)}
                      {m.plan.originalPriceCents ? <s>¥{formatPrice(m.plan.originalPriceCents)}</s> : null}
                    </div>
                    <button type="button" className="mb-btn" data-testid="member-buy" onClick={buy}>
                      {m.isMember ? '续费会员' : '开通会员'}
                    </button>
                  </div>
                </section>
              ) : (
                <p className="mb-empty">暂未开放会员购买</p>
              )}
              <section className="mb-card">
                <h2 className="mb-title">
                  会员权益
                  {config.view === 'center' ? (
                    <button
                      type="button"
                      data-testid="member-rights-link"
                      onClick={() => navigate(getHref('memberRights'))}
                    >
                      全部权益 ›
                    </button>
                  ) : null}
                </h2>
                <ul className={config.view === 'center' ? 'mb-rights-grid' : 'mb-rights-list'}>
                  {m.rights.map((r) => (
                    <li key={r.key} data-testid="member-right">
                      <b>{r.title}</b>
                      {config.view === 'rights' && r.text ? <p>{r.text}</p> : null}
                    </li>
                  ))}
                </ul>
              </section>
              {m.memberCourses.length > 0 ? (
                <section className="mb-card">
                  <h2 className="mb-title">会员专享课</h2>
                  <ul className="mb-courses">
                    {m.memberCourses.map((c) => (
                      <li key={c.id}>
                        <button
                          type="button"
                          data-testid="member-course"
                          onClick={() => navigate(getHref('detail', { query: { course: c.id } }))}
                        >
                          <CoverImage src={c.coverUrl} alt="" />
                          <span className="mb-course-text">
                            <span className="mb-course-title">{c.title}</span>
                            <span className="mb-course-sub">{c.subtitle}</span>
                            <span className={c.opened ? 'mb-open' : 'mb-locked'}>
                              {c.opened ? '已开通 · 去学习' : '开通会员免费学'}
                            </span>
                          </span>
                        </button>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              {m.isMember && m.since ? <p className="mb-foot">会员开通于 {date(m.since)}</p> : null}
            </>
          );
        }}
      </PageState>
    </main>
  );
}
