import { listByParameter } from '@course/contracts/catalogue-course';
import { getModuleDetails } from '@course/contracts/catalogue-listing';
import { Selector } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCall } from '../../../lib/query';
import { useQueryId } from '../../../lib/use-query-id';
import { Empty, ErrorBlock, Loading } from '../../../ui/states';
import { CourseCard, FindCoursesButton } from '../components/course-parts';
import './course-list.css';

type Sort = 'default' | 'popular' | 'priceAsc' | 'newest';
const SORTS: { label: string; value: Sort }[] = [
  { label: '综合', value: 'default' },
  { label: '最热', value: 'popular' },
  { label: '价格', value: 'priceAsc' },
  { label: '最新', value: 'newest' },
];

type Subject = 'memory' | 'calligraphy' | 'piano' | 'short-video' | 'health' | 'finance';
const SUBJECTS: readonly string[] = ['memory', 'calligraphy', 'piano', 'short-video', 'health', 'finance'];

/** excellent-course / selectedCourses / choicenessCourse: courses by subject or module (listByParameter, getModuleDetails). */
export default function CourseListPage() {
  const [params] = useSearchParams();
  const moduleId = useQueryId('moduleId');
  const subject = params.get('subject');
  const [sort, setSort] = useState<Sort>('default');
  const byModule = useCall(getModuleDetails, { moduleId: moduleId ?? 0 }, { enabled: moduleId !== null });
  const bySubject = useCall(
    listByParameter,
    {
      subject: SUBJECTS.includes(subject ?? '') ? (subject as Subject) : undefined,
      sort,
      pageNum: 1,
      pageSize: 50,
    },
    { enabled: moduleId === null },
  );
  const list = moduleId !== null ? byModule.data?.courses : bySubject.data?.list;
  const shown = moduleId !== null ? byModule : bySubject;
  const loading = shown.isLoading;
  return (
    <main className="lc-page" data-testid="course-list-page">
      <header className="lc-block-head lc-block">
        <h2>{byModule.data?.title ?? params.get('title') ?? '精选好课'}</h2>
      </header>
      {moduleId === null ? (
        <div className="lc-sort" data-testid="course-sort">
          <Selector
            aria-label="排序"
            columns={4}
            showCheckMark={false}
            options={SORTS}
            value={[sort]}
            onChange={(picked) => picked[0] && setSort(picked[0])}
          />
        </div>
      ) : null}
      {loading ? (
        <Loading />
      ) : shown.isError ? (
        // a failed load is not "no courses"
        <ErrorBlock error={shown.error} onRetry={() => void shown.refetch()} />
      ) : list?.length ? (
        <section className="lc-block">
          {list.map((c) => (
            <CourseCard key={c.id} course={c} />
          ))}
        </section>
      ) : (
        <Empty text="暂无课程" action={<FindCoursesButton label="看看其他课程" />} />
      )}
    </main>
  );
}
