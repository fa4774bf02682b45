import {
  FEEDBACK_TYPES,
  type FeedbackType,
  wechatFeedbackList,
  wechatFeedbackSubmit,
} from '@course/contracts/messages-feedback';
import { formatBeijing } from '@course/domain/beijing-time';
import { FEEDBACK_MAX_CHARS, feedbackContentError } from '@course/domain/customer-feedback';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../app/public/request';
import { callKey, useCall } from '../../../lib/query';
import { ApiError, callApi } from '../../../lib/request';
import { useActionMutation } from '../../../lib/use-action';
import '../pages/customer-service.css';

/**
 * A message to customer service (wechatFeedback) and the learner's messages with the replies: the customer
 * service page (qiyu …) and the problem report (issue) share them.
 */

export const FEEDBACK_TYPE_LABEL: Record<FeedbackType, string> = {
  course: '课程学习',
  order: '订单与退款',
  account: '账号问题',
  suggestion: '功能建议',
  other: '其他',
};

const beijingTime = (ms: number) => formatBeijing(ms, 'MM-DD HH:mm');

export function FeedbackForm(
  props: { title?: string; initialType?: FeedbackType; placeholder?: string } = {},
) {
  const client = useQueryClient();
  const [type, setType] = useState<FeedbackType>(props.initialType ?? 'course');
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = useActionMutation({
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
      <h2>{props.title ?? '给客服留言'}</h2>
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
        placeholder={props.placeholder ?? '请描述您遇到的问题，我们会尽快回复'}
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

export function FeedbackHistory() {
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
