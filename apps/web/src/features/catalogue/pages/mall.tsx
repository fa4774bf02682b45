import { categoryList, courseList, getTabHome } from '@course/contracts/catalogue-listing';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { Empty, ErrorBlock, Loading } from '../../../ui/states';
import { CourseCard, FindCoursesButton, SearchBox } from '../components/course-parts';
import { GoodsShelf } from '../components/goods-shelf';
import '../catalogue-shared.css';
import './mall.css';

/**
 * shoppingMall (找课): search, category tabs (categoryList), each tab's modules (getTabHome), search results,
 * and the shop's goods (好物推荐).
 */
export default function MallPage() {
  const navigate = useAppNavigate();
  const [params, setParams] = useSearchParams();
  const categories = useCall(categoryList, {});
  const [picked, setPicked] = useState<number | null>(null);
  const [search, setSearch] = useState(params.get('keyword') ?? '');
  // a new key empties the search box (it keeps its own text)
  const [searchBoxKey, setSearchBoxKey] = useState(0);
  /** Back from an empty search to the mall's own courses: the box, the URL keyword and the results cleared. */
  const clearSearch = () => {
    setSearch('');
    setSearchBoxKey((k) => k + 1);
    if (params.has('keyword')) {
      const next = new URLSearchParams(params);
      next.delete('keyword');
      setParams(next, { replace: true });
    }
  };
  const active = picked ?? categories.data?.[0]?.id ?? null;
  const tab = useCall(getTabHome, { categoryId: active ?? 0 }, { enabled: active !== null && !search });
  const results = useCall(
    courseList,
    { keyword: search, pageNum: 1, pageSize: 30 },
    { enabled: search !== '' },
  );

  return (
    <main className="lc-page lc-mall" data-testid="mall-page">
      <SearchBox
        key={searchBoxKey}
        placeholder="搜索课程、老师"
        initial={search}
        onSearch={setSearch}
        testId="mall-search"
      />
      {search ? (
        results.isLoading ? (
          <Loading />
        ) : results.isError ? (
          // a failed search is not "nothing found"
          <ErrorBlock error={results.error} onRetry={() => void results.refetch()} />
        ) : results.data?.list.length ? (
          <section className="lc-block">
            {results.data.list.map((c) => (
              <CourseCard key={c.id} course={c} />
            ))}
          </section>
        ) : (
          <Empty
            text={`没有找到“${search}”相关的课程`}
            action={
              <button
                type="button"
                className="lc-btn lc-btn-ghost"
                data-testid="mall-search-clear"
                onClick={clearSearch}
              >
                看看其他课程
              </button>
            }
          />
        )
      ) : (
        <>
          <div className="lc-tabs" role="tablist">
            {categories.data?.map((c) => (
              <button
                type="button"
                role="tab"
                key={c.id}
                aria-selected={c.id === active}
                className={c.id === active ? 'is-active' : ''}
                data-testid={`mall-tab-${c.id}`}
                onClick={() => setPicked(c.id)}
              >
                {c.name}
              </button>
            ))}
          </div>
          {tab.isLoading || categories.isLoading ? (
            <Loading />
          ) : categories.isError || tab.isError ? (
            // a failed load is not "this category has no courses"
            <ErrorBlock
              error={categories.error ?? tab.error}
              onRetry={() => void (categories.isError ? categories.refetch() : tab.refetch())}
            />
          ) : tab.data?.modules.length ? (
            tab.data.modules.map((m) => (
              <section className="lc-block" key={m.id} data-testid={`mall-module-${m.id}`}>
                <header className="lc-block-head">
                  <h2>{m.title}</h2>
                  {m.total > m.courses.length ? (
                    <button
                      type="button"
                      onClick={() => navigate(getHref('selectedCourses', { query: { moduleId: m.id } }))}
                    >
                      更多 ›
                    </button>
                  ) : null}
                </header>
                {m.layout === 'grid' || m.layout === 'banner' ? (
                  <div className="lc-grid">
                    {m.courses.map((c) => (
                      <CourseCard key={c.id} course={c} layout="tile" />
                    ))}
                  </div>
                ) : m.layout === 'audio' ? (
                  m.courses.map((c) => (
                    <CourseCard
                      key={c.id}
                      course={c}
                      extra={
                        <button
                          type="button"
                          className="lc-link"
                          onClick={(e) => {
                            e.stopPropagation();
                            navigate(
                              getHref('audioList', {
                                query: { knowledgeRootId: c.id, goodsCategoryModuleId: m.id },
                              }),
                            );
                          }}
                        >
                          ▶ 收听音频
                        </button>
                      }
                    />
                  ))
                ) : (
                  m.courses.map((c) => <CourseCard key={c.id} course={c} />)
                )}
              </section>
            ))
          ) : (
            <Empty
              text="这个分类还没有课程"
              action={<FindCoursesButton label="看看全部课程" to="choicenessCourse" />}
            />
          )}
          <GoodsShelf />
        </>
      )}
    </main>
  );
}
