import { myCommentList } from '@course/contracts/shell-content';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { Empty, PageState, StateAction } from '../../../ui/states';
import './my-comments.css';

/** myComment (我的评价): the learner's own comments under lessons, newest first, each opening its lesson. */
export default function MyCommentsPage() {
  const navigate = useAppNavigate();
  const comments = useCall(myCommentList, { pageNum: 1, pageSize: 50 });
  return (
    <main className="sp-mc" data-testid="my-comments">
      <PageState query={comments}>
        {(data) =>
          data.list.length === 0 ? (
            <Empty
              text="还没有评价，听完一节课说说你的收获吧"
              action={
                <StateAction
                  label="去学习"
                  onClick={() => navigate(getHref('MyCourse'))}
                  testId="my-comments-go"
                />
              }
            />
          ) : (
            <>
              <p className="sp-mc-total">共 {data.total} 条评价</p>
              <ul className="sp-mc-list">
                {data.list.map((c) => (
                  <li key={c.id} className="sp-mc-item" data-testid="my-comment">
                    <p className="sp-mc-content">{c.content}</p>
                    <button
                      type="button"
                      className="sp-mc-source"
                      onClick={() =>
                        navigate(
                          getHref('audioDetail', { query: { knowledgeRootId: c.courseId, id: c.sectionId } }),
                        )
                      }
                    >
                      <span>{c.courseTitle}</span>
                      <span>{c.sectionTitle}</span>
                    </button>
                    <time>{formatBeijingDateTime(c.createdAt)}</time>
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </PageState>
    </main>
  );
}
