import { dictionarySearch } from '@course/contracts/tools-dictionary';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { PageState } from '../../../ui/states';
import { ToolGate } from '../components/tool-gate';
import { configOf, DICTIONARY_ROUTES } from '../page-config';
import '../tools-shared.css';
import './dictionary.css';

/**
 * calligraphyDictionary, calligraphyDictionarySearch and dictionarySearch: one dictionary. The keyword is in the
 * URL (`keyword`), so a search can be shared and the back button returns to it; every character of it that
 * the data set has is listed, and a search that finds none goes to calligraphyDictionary404.
 */
export default function DictionaryPage() {
  const entry = useRouteEntry();
  const config = configOf(DICTIONARY_ROUTES, entry?.name);
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const [text, setText] = useState(keyword);
  useEffect(() => setText(keyword), [keyword]);

  const search = (event: React.FormEvent) => {
    event.preventDefault();
    const next = text.trim().slice(0, 20);
    if (next) navigate(getHref(entry?.name ?? 'calligraphyDictionary', { query: { keyword: next } }));
  };

  return (
    <ToolGate toolCode="calligraphy-dictionary">
      <main className="tl-page" data-testid="tools-dictionary">
        <header className="tl-dict-hero">
          <h1>{config.heading}</h1>
          <p>{config.hint}</p>
        </header>
        <form className="tl-search" onSubmit={search}>
          <input
            type="search"
            enterKeyHint="search"
            maxLength={20}
            placeholder="输入汉字，如：永"
            value={text}
            onChange={(e) => setText(e.target.value)}
            data-testid="tools-dictionary-input"
          />
          <button type="submit" className="tl-btn" data-testid="tools-dictionary-submit">
            查字
          </button>
        </form>
        {keyword ? <Results keyword={keyword} /> : <Intro />}
      </main>
    </ToolGate>
  );
}

function Results(props: { keyword: string }) {
  const navigate = useAppNavigate();
  const result = useCall(dictionarySearch, { keyword: props.keyword });
  const none = result.data && result.data.list.length === 0;
  useEffect(() => {
    if (none)
      navigate(getHref('calligraphyDictionary404', { query: { keyword: props.keyword } }), { replace: true });
  }, [none, props.keyword, navigate]);
  return (
    <PageState query={result}>
      {(data) => (
        <section className="tl-card" data-testid="tools-dictionary-results">
          <h2 className="tl-card-title">找到 {data.list.length} 个字</h2>
          <ul className="tl-dict-list">
            {data.list.map((c) => (
              <li key={c.character}>
                <button
                  type="button"
                  data-testid="tools-dictionary-result"
                  data-character={c.character}
                  onClick={() => navigate(getHref('searchDetails', { query: { character: c.character } }))}
                >
                  <span className="tl-dict-char">{c.character}</span>
                  <span className="tl-dict-pinyin">{c.pinyin.join(' / ')}</span>
                  <span className="tl-muted">
                    部首 {c.radical || '—'} · {c.strokeCount} 画
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {data.missing.length > 0 ? (
            <p className="tl-muted" data-testid="tools-dictionary-missing">
              暂未收录：{data.missing.join('、')}
            </p>
          ) : null}
        </section>
      )}
    </PageState>
  );
}

function Intro() {
  const navigate = useAppNavigate();
  return (
    <section className="tl-card tl-dict-intro">
      <h2 className="tl-card-title">怎么用</h2>
      <p className="tl-muted">收录 9000 多个常用汉字。输入一个或几个字，点“查字”，再点结果看笔顺动画。</p>
      <div className="tl-dict-actions">
        <button
          type="button"
          className="tl-btn tl-btn-ghost"
          onClick={() => navigate(getHref('beginnerGuidance'))}
        >
          新手引导
        </button>
        <button
          type="button"
          className="tl-btn tl-btn-ghost"
          onClick={() => navigate(getHref('mobileExercise'))}
        >
          手机练字
        </button>
      </div>
    </section>
  );
}
