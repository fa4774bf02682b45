import { teacherWxInfo } from '@course/contracts/catalogue-course';
import { learnCentreTab } from '@course/contracts/learning-study';
import {
  FEEDBACK_TYPES,
  type FeedbackType,
  wechatFeedbackList,
  wechatFeedbackSubmit,
} from '@course/contracts/messages-feedback';
import { formatBeijing } from '@course/domain/beijing-time';
import { FEEDBACK_MAX_CHARS, feedbackContentError } from '@course/domain/customer-feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { callKey, useCall } from '../../../lib/query';
import { ApiError, callApi } from '../../../lib/request';
import './customer-service.css';

const FEEDBACK_TYPE_LABEL: Record<FeedbackType, string> = {
  course: '课程学习',
  order: '订单与退款',
  account: '账号问题',
  suggestion: '功能建议',
  other: '其他',
};

const beijingTime = (ms: number) => formatBeijing(ms, 'MM-DD HH:mm');

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
        <img src={t.avatarUrl} alt="" className="cs-avatar" />
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

function FeedbackForm() {
  const client = useQueryClient();
  const [type, setType] = useState<FeedbackType>('course');
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = useMutation({
    mutationFn: () => callApi(wechatFeedbackSubmit, { body: { type, content }, silent: true }),
    onSuccess: () => {
      setContent('');
      toast('留言已提交，客服会尽快回复');
      void client.invalidateQueries({ queryKey: callKey(wechatFeedbackList) });
    },
    onError: (e) => setError(e instanceof ApiError ? e.msg : '提交失败，请稍后重试'),
  });
  return (
    <form
      className="cs-block cs-form"
      data-testid="feedback-form"
      onSubmit={(e) => {
        e.preventDefault();
        const problem = feedbackContentError(content);
        setError(problem);
        if (!problem) submit.mutate();
      }}
    >
      <h2>给客服留言</h2>
      <fieldset className="cs-types" aria-label="留言类型">
        {FEEDBACK_TYPES.map((t) => (
          <button
            key={t}
            type="button"
            aria-pressed={type === t}
            className={type === t ? 'is-active' : ''}
            data-testid={`feedback-type-${t}`}
            onClick={() => setType(t)}
          >
            {FEEDBACK_TYPE_LABEL[t]}
          </button>
        ))}
      </fieldset>
      <textarea
        value={content}
        maxLength={FEEDBACK_MAX_CHARS}
        rows={4}
        placeholder="请描述您遇到的问题，我们会尽快回复"
        data-testid="feedback-content"
        onChange={(e) => {
          setContent(e.target.value);
          setError(null);
        }}
      />
      <div className="cs-form-foot">
        <span className="cs-error" data-testid="feedback-error">
          {error ?? ''}
        </span>
        <small>
          {[...content].length}/{FEEDBACK_MAX_CHARS}
        </small>
      </div>
      <button type="submit" className="cs-submit" disabled={submit.isPending} data-testid="feedback-submit">
        {submit.isPending ? '提交中…' : '提交留言'}
      </button>
    </form>
  );
}

function FeedbackHistory() {
  const history = useCall(wechatFeedbackList, { pageNum: 1, pageSize: 20 }, { silent: true });
  const list = history.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section className="cs-block" data-testid="feedback-history">
      <h2>我的留言</h2>
      {list.map((item) => (
        <article key={item.id} className="cs-message" data-testid={`feedback-item-${item.id}`}>
          <header>
            <span className="cs-tag">{FEEDBACK_TYPE_LABEL[item.type]}</span>
            <small>{beijingTime(item.createdAt)}</small>
            <em className={item.status === 'replied' ? 'is-replied' : ''}>
              {item.status === 'replied' ? '已回复' : '待回复'}
            </em>
          </header>
          <p>{item.content}</p>
          {item.reply ? <p className="cs-reply">客服回复：{item.reply}</p> : null}
        </article>
      ))}
    </section>
  );
}
