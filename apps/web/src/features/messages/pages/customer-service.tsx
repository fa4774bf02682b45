import { teacherWxInfo } from '@course/contracts/catalogue-course';
import { learnCentreTab } from '@course/contracts/learning-study';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { FeedbackForm, FeedbackHistory } from '../components/feedback';
import './customer-service.css';
import { Avatar } from '../../../ui/avatar';

/** Where the common questions are answered by the product itself. */
const SELF_SERVICE: { question: string; route: string }[] = [
  { question: '买过的课程在哪里学？', route: 'center' },
  { question: '如何申请退款？', route: 'refundAgreement' },
  { question: '如何开具发票？', route: 'invoice' },
  { question: '怎样修改手机号或注销账号？', route: 'safety' },
];

/**
 * qiyu, qiyu-common, qiyu-ds, qiyu-yxy and shQiyu (联系客服): the learner's class teacher to add, answers
 * the product gives itself, and a message to customer service with the replies (wechatFeedback).
 */
export default function CustomerServicePage() {
  const navigate = useAppNavigate();
  return (
    <main className="cs-page" data-testid="customer-service">
      <header className="cs-hero">
        <h1>客服中心</h1>
        <p>在线时间 9:00–21:00，留言后客服会在 24 小时内回复</p>
      </header>
      <ClassTeacher />
      <section className="cs-block">
        <h2>常见问题</h2>
        {SELF_SERVICE.map((item) => (
          <button
            key={item.route}
            type="button"
            className="cs-faq"
            onClick={() => navigate(getHref(item.route))}
          >
            {item.question}
            <span aria-hidden="true">›</span>
          </button>
        ))}
      </section>
      <FeedbackForm />
      <FeedbackHistory />
    </main>
  );
}

/** The teacher of the learner's first course with a class: the quickest help for anything about a course. */
function ClassTeacher() {
  const centre = useCall(learnCentreTab, { tab: 'all' }, { silent: true });
  const withClass = centre.data?.list.find((item) => item.campDataId !== null);
  const teacher = useCall(
    teacherWxInfo,
    { courseId: withClass?.course.id ?? 0 },
    { enabled: withClass !== undefined, silent: true },
  );
  const t = teacher.data;
  if (!t?.qrUrl) return null;
  return (
    <section className="cs-block cs-teacher" data-testid="customer-service-teacher">
      <h2>我的班主任</h2>
      <div className="cs-teacher-row">
        <Avatar src={t.avatarUrl} name={t.teacherName} size={44} />
        <div>
          <strong>{t.teacherName}</strong>
          <small>{t.className ?? withClass?.course.title}</small>
        </div>
      </div>
      <img src={t.qrUrl} alt="班主任二维码" className="cs-qr" />
      <p className="cs-muted">长按识别二维码，添加班主任，课程问题回复更快</p>
    </section>
  );
}
