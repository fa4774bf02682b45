import { customerMessageList, customerMessageRead } from '@course/contracts/messages-site';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { callKey, useCall } from '../../../lib/query';
import { useQueryId } from '../../../lib/use-query-id';
import { NothingHere, PageState } from '../../../ui/states';
import './site-message-detail.css';

/** A message's link is a path of this app ('/qiyu-common'); anything else is not followed. */
const appPath = (link: string | null): string | null =>
  link?.startsWith('/') && !link.startsWith('//') ? link : null;

/**
 * siteInformationDetail (query id): one message; opening it marks it read. A message about something the learner
 * can look at (customer service's reply) leads there.
 */
export default function SiteInformationDetailPage() {
  const id = useQueryId('id');
  const message = useCall(customerMessageRead, { id: id ?? 0 }, { enabled: id !== null });
  const client = useQueryClient();
  useEffect(() => {
    if (message.data) void client.invalidateQueries({ queryKey: callKey(customerMessageList) });
  }, [message.data, client]);
  if (id === null)
    return (
      <NothingHere
        text="没有找到这条消息"
        wayOn={{ label: '查看全部消息', to: getHref('siteInformation') }}
      />
    );
  return (
    <main className="lc-page" data-testid="site-message-detail">
      <PageState query={message}>
        {(m) => (
          <article className="lc-block lc-message-detail">
            <h1>{m.title}</h1>
            <small className="lc-muted">{formatBeijingDateTime(m.createdAt)}</small>
            <p>{m.content}</p>
            <MessageLink link={m.link} />
          </article>
        )}
      </PageState>
    </main>
  );
}

function MessageLink(props: { link: string | null }) {
  const navigate = useAppNavigate();
  const to = appPath(props.link);
  if (!to) return null;
  return (
    <button type="button" className="lc-btn" data-testid="site-message-link" onClick={() => navigate(to)}>
      查看详情
    </button>
  );
}
