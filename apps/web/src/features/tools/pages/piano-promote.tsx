import { pianoPromote } from '@course/contracts/tools-piano';
import { formatPrice } from '@course/domain/price';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { CoverImage } from '../../../ui/cover-image';
import { Empty, PageState } from '../../../ui/states';
import { PIANO_TOOL_CODE, PianoHeader } from '../components/piano-parts';
import { ToolGate } from '../components/tool-gate';
import '../tools-shared.css';
import '../components/piano-parts.css';

/**
 * promote (能力提升): the piano course promotion — its price (a running offer first), its facts and chapters as
 * the server counts them from the course; the button opens the course in the catalogue.
 */
export default function PianoPromotePage() {
  const navigate = useAppNavigate();
  const promote = useCall(pianoPromote, {});
  return (
    <ToolGate toolCode={PIANO_TOOL_CODE}>
      <main className="tl-page" data-testid="piano-promote">
        <PianoHeader title="能力提升" hint="系统学琴，从识谱到完整弹奏" />
        <PageState query={promote}>
          {(data) =>
            data.course ? (
              <>
                <section className="tl-card">
                  {data.course.coverUrl ? (
                    <CoverImage className="tl-pn-cover" src={data.course.coverUrl} alt={data.course.title} />
                  ) : null}
                  <h2 className="tl-card-title" style={{ marginTop: 10 }}>
                    {data.course.title}
                  </h2>
                  <p className="tl-muted">
                    {data.course.subtitle} · {data.course.teacherName} 老师
                  </p>
                  <p className="tl-pn-price" data-testid="piano-promote-price">
                    <span className="tl-pn-price-now">
                      ¥{formatPrice(data.course.offerPriceCents ?? data.course.priceCents)}
                    </span>
                    {data.course.offerPriceCents !== null ? (
                      <s>¥{formatPrice(data.course.priceCents)}</s>
                    ) : data.course.originalPriceCents ? (
                      <s>¥{formatPrice(data.course.originalPriceCents)}</s>
                    ) : null}
                  </p>
                  <button
                    type="button"
                    className="tl-btn tl-btn-block"
                    data-testid="piano-promote-open"
                    onClick={() => navigate(getHref('detail', { query: { course: data.course?.id ?? 0 } }))}
                  >
                    {data.course.owned ? '已购买，去学习' : '查看课程'}
                  </button>
                </section>
                <section className="tl-card">
                  <h2 className="tl-card-title">课程信息</h2>
                  <dl className="tl-pn-facts" data-testid="piano-promote-facts">
                    {data.facts.map((f) => (
                      <div key={f.label}>
                        <dt>{f.label}</dt>
                        <dd>{f.value}</dd>
                      </div>
                    ))}
                  </dl>
                  {data.course.intro ? <p className="tl-muted">{data.course.intro}</p> : null}
                </section>
                <section className="tl-card">
                  <h2 className="tl-card-title">课程目录</h2>
                  <ul className="tl-pn-list" data-testid="piano-promote-chapters">
                    {data.chapters.map((c) => (
                      <li key={c.title}>
                        <div className="row">
                          <span className="main">
                            <b>{c.title}</b>
                            {c.lessons.map((lesson) => (
                              <span key={lesson}>{lesson}</span>
                            ))}
                          </span>
                        </div>
                      </li>
                    ))}
                  </ul>
                </section>
              </>
            ) : (
              <section className="tl-card">
                <Empty text="钢琴课程即将上线" />
              </section>
            )
          }
        </PageState>
      </main>
    </ToolGate>
  );
}
