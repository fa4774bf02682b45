import { getPackCourseInfo, listPackages } from '@course/contracts/catalogue-course';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { useQueryId } from '../../../lib/use-query-id';
import { CoverImage } from '../../../ui/cover-image';
import { Empty, PageState } from '../../../ui/states';
import { CourseCard, FindCoursesButton, Price } from '../components/course-parts';
import '../catalogue-shared.css';
import '../components/buy-bar.css';

/** packageCourseList (packageId: one package; else every package). */
export default function PackagePage() {
  const packageId = useQueryId('packageId', 'id');
  const one = useCall(getPackCourseInfo, { packageId: packageId ?? 0 }, { enabled: packageId !== null });
  const all = useCall(listPackages, {}, { enabled: packageId === null });
  const navigate = useAppNavigate();
  if (packageId === null) {
    return (
      <main className="lc-page" data-testid="packages">
        <PageState query={all}>
          {(list) =>
            list.length ? (
              list.map((p) => (
                <button
                  type="button"
                  key={p.id}
                  className="lc-block lc-package-card"
                  data-testid={`package-card-${p.id}`}
                  onClick={() => navigate(getHref('packageCourseList', { query: { packageId: p.id } }))}
                >
                  <CoverImage src={p.coverUrl} alt="" style={{ width: '100%', borderRadius: 8 }} />
                  <strong className="lc-package-title">{p.title}</strong>
                  <small className="lc-package-count">{p.courseCount} 门课程</small>
                  <Price cents={p.priceCents} original={p.originalPriceCents} />
                </button>
              ))
            ) : (
              <Empty text="暂无套餐" action={<FindCoursesButton label="看看其他课程" />} />
            )
          }
        </PageState>
      </main>
    );
  }
  return (
    <main className="lc-page" data-testid="package">
      <PageState query={one}>
        {(p) => (
          <>
            <CoverImage className="lc-detail-cover" src={p.coverUrl} alt={p.title} />
            <section className="lc-detail-head">
              <h1>{p.title}</h1>
              <p className="lc-detail-sub">{p.intro}</p>
              <Price cents={p.priceCents} original={p.originalPriceCents} />
            </section>
            <section className="lc-block">
              {p.courses.map((c) => (
                <CourseCard key={c.id} course={c} />
              ))}
            </section>
            <footer className="lc-buy-bar">
              <button
                type="button"
                className="lc-btn lc-buy-main"
                onClick={() =>
                  navigate(getHref('ensure', { query: { goodsId: p.id, goodsType: 'package' } }))
                }
              >
                {p.ownedCount === p.courses.length
                  ? '已拥有全部课程'
                  : `购买套餐 ¥${(p.priceCents / 100).toFixed(2)}`}
              </button>
            </footer>
          </>
        )}
      </PageState>
    </main>
  );
}
