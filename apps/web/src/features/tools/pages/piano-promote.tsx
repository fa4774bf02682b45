import { pianoPromote } from '@course/contracts/tools-piano';
import { formatPrice } from '@course/domain/price';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { Empty, PageState } from '../../../ui/states';
import { PIANO_TOOL_CODE, PianoHeader } from '../components/piano-parts';
import { ToolGate } from '../components/tool-gate';
import '../tools-shared.css';
import '../components/piano-parts.css';

/** promote (能力提升): the piano course promotion; the button opens the course in the catalogue. */
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
                    <img className="tl-pn-cover" src={data.course.coverUrl} alt={data.course.title} />
                  ) : null}
                  <h2 className="tl-card-title" style={{ marginTop: 10 }}>
                    {data.course.title}
                  </h2>
                  <p className="tl-muted">
                    {data.course.subtitle} · {data.course.teacherName} 老师
                  </p>
                  <p className="tl-pn-price">
                    <span className="tl-pn-price-now">¥{formatPrice(data.course.priceCents)}</span>
                    {data.course.originalPriceCents ? (
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
                  <h2 className="tl-card-title">课程亮点</h2>
                  <ul className="tl-pn-list">
                    {data.highlights.map((h) => (
                      <li key={h.title}>
                        <div className="row">
                          <span className="main">
                            <b>{h.title}</b>
                            <span>{h.text}</span>
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
