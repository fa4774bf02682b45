import { ghostingCurriculum } from '@course/contracts/tools-ghosting';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { PageState } from '../../../ui/states';
import { GhostingChars } from '../components/ghosting-chars';
import { GhostingHero, HistoryList } from '../components/ghosting-parts';
import { ToolGate } from '../components/tool-gate';
import { ghostingFamilyOf, ghostingRoute } from '../ghosting-config';
import '../tools-shared.css';

/** ghosting, ghosting5 (智能诊断): how it works, the first lesson to start with, the learner's latest diagnoses. */
export default function GhostingHomePage() {
  const config = ghostingFamilyOf(useRouteEntry()?.name);
  const navigate = useAppNavigate();
  const curriculum = useCall(ghostingCurriculum, { family: config.family });
  const go = (page: 'curriculum' | 'search') => navigate(getHref(ghostingRoute(config.family, page)));
  return (
    <ToolGate toolCode={config.toolCode}>
      <main className="tl-page" data-testid="ghosting-home" data-family={config.family}>
        <GhostingHero config={config} />
        <section className="tl-card">
          <h2 className="tl-card-title">怎么诊断</h2>
          <ol className="tl-muted" style={{ margin: 0, paddingLeft: 18, lineHeight: 1.8 }}>
            <li>选一个范字，在白纸上用深色笔写下它</li>
            <li>拍照或从相册选图，裁剪并摆正</li>
            <li>拖动、缩放照片，让字与红色范字重叠</li>
            <li>提交后逐笔打分，再看范字笔顺讲解</li>
          </ol>
          <div className="tl-gh-actions" style={{ marginTop: 12 }}>
            <button
              type="button"
              className="tl-btn"
              data-testid="ghosting-open-curriculum"
              onClick={() => go('curriculum')}
            >
              诊断课程
            </button>
            <button type="button" className="tl-btn tl-btn-ghost" onClick={() => go('search')}>
              搜索范字
            </button>
          </div>
        </section>
        <PageState query={curriculum}>
          {(data) => (
            <>
              {data.lessons[0] ? (
                <section className="tl-card">
                  <h2 className="tl-card-title">
                    从这里开始 · {data.lessons[0].title}
                    <button type="button" onClick={() => go('curriculum')}>
                      全部课程 ›
                    </button>
                  </h2>
                  <GhostingChars config={config} list={data.lessons[0].characters} />
                </section>
              ) : null}
              <section className="tl-card">
                <h2 className="tl-card-title">最近诊断</h2>
                <HistoryList
                  list={data.recent}
                  empty="还没有诊断记录，选一个字试试吧"
                  onOpen={(r) =>
                    navigate(
                      getHref(ghostingRoute(config.family, 'details'), { query: { character: r.character } }),
                    )
                  }
                />
              </section>
            </>
          )}
        </PageState>
      </main>
    </ToolGate>
  );
}
