import { toolIndex } from '@course/contracts/tools-shell';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { Empty, PageState } from '../../../ui/states';
import { KIND_ICON } from '../page-config';
import '../tools-shared.css';
import './tool-index.css';

const ACCESS_TAG = { free: '免费', course: '购课专享', membership: '会员专享' } as const;

/** toolIndex (工具箱): the tools this learner may use, from the server; a locked one says what opens it. */
export default function ToolIndexPage() {
  const navigate = useAppNavigate();
  const tools = useCall(toolIndex, {});
  return (
    <main className="tl-page" data-testid="tools-index">
      <header className="tl-hero">
        <h1>学习工具箱</h1>
        <p>课后随时练一练、测一测</p>
      </header>
      <PageState query={tools}>
        {(data) =>
          data.list.length === 0 ? (
            <Empty text="暂时没有可用的工具" />
          ) : (
            <ul className="tl-tool-grid">
              {data.list.map((tool) => (
                <li key={tool.code}>
                  <button
                    type="button"
                    className="tl-tool"
                    data-testid="tools-index-item"
                    data-code={tool.code}
                    data-allowed={tool.allowed}
                    onClick={() =>
                      navigate(
                        tool.allowed
                          ? getHref(tool.routeName)
                          : getHref('checkToolPermission', { query: { toolCode: tool.code } }),
                      )
                    }
                  >
                    <span className="tl-tool-icon" aria-hidden="true">
                      {KIND_ICON[tool.kind]}
                    </span>
                    <span className="tl-tool-body">
                      <span className="tl-tool-name">
                        {tool.name}
                        <span className={`tl-tag tl-tag-${tool.access}`}>{ACCESS_TAG[tool.access]}</span>
                      </span>
                      <span className="tl-tool-intro">{tool.intro}</span>
                    </span>
                    <span className="tl-tool-go">{tool.allowed ? '去使用' : '未开通'}</span>
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </PageState>
    </main>
  );
}
