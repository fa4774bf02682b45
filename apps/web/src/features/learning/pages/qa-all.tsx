import { questionAll } from '@course/contracts/learning-extra';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { Empty, PageState } from '../../../ui/states';
import { WithCourse } from '../components/with-course';
import { QuestionCard } from '../qa/question-card';
import '../qa/qa.css';

/**
 * allQueAnswer (query courseId, 全部问答): the course's public questions and the learner's own, answered first;
 * a teacher signed in on the device (teacherLogin) sees every question, unanswered first, to answer them.
 */
export default function AllQuestionsPage() {
  return <WithCourse>{(courseId) => <AllQuestions courseId={courseId} />}</WithCourse>;
}

function AllQuestions(props: { courseId: number }) {
  const navigate = useAppNavigate();
  const list = useCall(questionAll, { courseId: props.courseId, pageNum: 1, pageSize: 50 });
  return (
    <main className="qa-page" data-testid="qa-all-page">
      <PageState query={list}>
        {(d) => (
          <>
            <header className="qa-head">
              <h1>
                全部问答
                <small>
                  {d.courseTitle} · 共 {d.total} 个问题{d.isTeacher ? ' · 老师模式' : ''}
                </small>
              </h1>
              {d.isTeacher ? null : (
                <button
                  type="button"
                  className="qa-btn"
                  data-testid="qa-ask"
                  onClick={() => navigate(getHref('queAnswer', { query: { courseId: props.courseId } }))}
                >
                  我要提问
                </button>
              )}
            </header>
            {d.list.length ? (
              d.list.map((q) => (
                <QuestionCard
                  key={q.id}
                  q={q}
                  onOpen={() => navigate(getHref('queAnswerDetail', { query: { id: q.id } }))}
                />
              ))
            ) : (
              <Empty text="还没有人提问，来问第一个问题吧" />
            )}
          </>
        )}
      </PageState>
    </main>
  );
}
