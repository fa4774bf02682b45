import { pageSectionData } from '@course/contracts/learning-section';
import { useState } from 'react';
import { useCall } from '../../../lib/query';
import { Empty, Loading } from '../../../ui/states';
import { SearchBox } from '../../catalogue/components/course-parts';
import { SectionRow, useOpenSection } from '../../catalogue/components/section-row';

/** lesson-section-search: sections matching a keyword, across the catalogue. */
export default function SectionSearchPage() {
  const [search, setSearch] = useState('');
  const result = useCall(
    pageSectionData,
    { keyword: search, pageNum: 1, pageSize: 30 },
    { enabled: search !== '' },
  );
  const openSection = useOpenSection();
  return (
    <main className="lc-page" data-testid="section-search">
      <SearchBox placeholder="搜索小节" onSearch={setSearch} />
      {search === '' ? (
        <Empty text="输入关键词搜索课程小节" />
      ) : result.isLoading ? (
        <Loading />
      ) : result.data?.list.length ? (
        <section className="lc-block">
          {result.data.list.map((s) => (
            <div key={s.id}>
              <small className="lc-muted">
                {s.courseTitle} · {s.chapterTitle}
              </small>
              <SectionRow section={s} onOpen={() => openSection(s, s.locked ? '您还未购买课程' : null)} />
            </div>
          ))}
        </section>
      ) : (
        <Empty text={`没有找到“${search}”`} />
      )}
    </main>
  );
}
