import { ghostingSearch } from '@course/contracts/tools-ghosting';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { Empty, PageState } from '../../../ui/states';
import { GhostingChars } from '../components/ghosting-chars';
import { GhostingHero } from '../components/ghosting-parts';
import { ToolGate } from '../components/tool-gate';
import { ghostingFamilyOf, ghostingRoute } from '../ghosting-config';
import '../tools-shared.css';

/** ghosting-search, ghosting5-search (搜索): any character the stroke data has can be diagnosed; the keyword is in the URL. */
export default function GhostingSearchPage() {
  const entry = useRouteEntry();
  const config = ghostingFamilyOf(entry?.name);
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const [text, setText] = useState(keyword);
  useEffect(() => setText(keyword), [keyword]);
  const result = useCall(ghostingSearch, { family: config.family, keyword }, { enabled: keyword.length > 0 });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next = text.trim().slice(0, 20);
    if (next) navigate(getHref(ghostingRoute(config.family, 'search'), { query: { keyword: next } }));
  };
  return (
    <ToolGate toolCode={config.toolCode}>
      <main className="tl-page" data-testid="ghosting-search" data-family={config.family}>
        <GhostingHero config={config} title="搜索范字" />
        <form className="tl-search" onSubmit={submit}>
          <input
            value={text}
            maxLength={20}
            placeholder="输入想诊断的字"
            onChange={(e) => setText(e.target.value)}
            data-testid="ghosting-search-input"
            enterKeyHint="search"
          />
          <button type="submit" className="tl-btn">
            搜索
          </button>
        </form>
        {keyword ? (
          <PageState query={result}>
            {(data) => (
              <section className="tl-card">
                {data.list.length === 0 ? (
                  <Empty text="没有找到可以诊断的字" />
                ) : (
                  <GhostingChars config={config} list={data.list} />
                )}
                {data.missing.length > 0 ? (
                  <p className="tl-muted">暂不支持：{data.missing.join('、')}</p>
                ) : null}
              </section>
            )}
          </PageState>
        ) : (
          <section className="tl-card">
            <Empty text="输入一个或几个汉字，选一个开始诊断" />
          </section>
        )}
      </main>
    </ToolGate>
  );
}
