import { helpArticles, type ZHelpArticle } from '@course/contracts/messages-help';
import { useState } from 'react';
import type { z } from 'zod';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { PageState } from '../../../ui/states';
import { FeedbackForm, FeedbackHistory } from '../components/feedback';
import './help-articles.css';

type Article = z.infer<typeof ZHelpArticle>;

/**
 * lessonHelp (学习帮助) and issue (常见问题): customer service's help articles from the server, grouped by
 * category, each opening in place. issue adds the problem report below: a message to customer service
 * (wechatFeedback), so it shows in the learner's messages and in the console's customer-service inbox.
 */
export default function HelpArticlesPage() {
  const entry = useRouteEntry();
  const navigate = useAppNavigate();
  const topic = entry?.name === 'issue' ? 'issue' : 'lessonHelp';
  const articles = useCall(helpArticles, { topic });
  return (
    <main className="ms-help" data-testid={`help-${topic}`}>
      <header className="ms-help-hero">
        <h1>{topic === 'issue' ? '常见问题' : '学习帮助'}</h1>
        <p>{topic === 'issue' ? '先看看这些问题，没解决就告诉我们' : '听课、进度、作业与证书的常见问题'}</p>
      </header>
      <PageState query={articles}>{(data) => <Groups list={data.list} />}</PageState>
      {topic === 'issue' ? (
        <>
          <FeedbackForm
            title="反馈问题"
            initialType="other"
            placeholder="请描述遇到的问题（至少 5 个字），如有订单号请一并写上"
          />
          <FeedbackHistory />
        </>
      ) : (
        <button type="button" className="ms-help-more" onClick={() => navigate(getHref('issue'))}>
          没有找到答案？反馈问题 ›
        </button>
      )}
    </main>
  );
}

function Groups(props: { list: Article[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const categories = [...new Set(props.list.map((a) => a.category))];
  return (
    <>
      {categories.map((category) => (
        <section key={category} className="ms-help-group">
          <h2>{category}</h2>
          {props.list
            .filter((a) => a.category === category)
            .map((a) => (
              <div key={a.id} className="ms-help-item" data-testid="help-article">
                <button
                  type="button"
                  aria-expanded={open === a.id}
                  onClick={() => setOpen(open === a.id ? null : a.id)}
                >
                  <span>{a.question}</span>
                  <i aria-hidden="true">{open === a.id ? '−' : '+'}</i>
                </button>
                {open === a.id ? <p data-testid="help-answer">{a.answer}</p> : null}
              </div>
            ))}
        </section>
      ))}
    </>
  );
}
