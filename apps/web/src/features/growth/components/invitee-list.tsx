import { inviteCashInviteeInfo } from '@course/contracts/growth-invite';
import { useState } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { Avatar } from '../../../ui/avatar';
import { Empty, ErrorBlock, Loading, StateAction } from '../../../ui/states';
import { laterPages, signedYuan, when } from '../growth-format';

const PAGE_SIZE = 20;

/**
 * The learners this learner invited (invitee_info), newest first: each row opens fanDetail. `preview` shows
 * the first few only (the invite page); otherwise pages load one after another with 加载更多.
 */
export function InviteeList(props: { empty: string; preview?: number }) {
  const [pages, setPages] = useState(1);
  const navigate = useAppNavigate();
  const first = useCall(inviteCashInviteeInfo, { pageNum: 1, pageSize: props.preview ?? PAGE_SIZE });
  if (first.isLoading) return <Loading />;
  if (first.error || !first.data)
    return <ErrorBlock error={first.error} onRetry={() => void first.refetch()} />;
  if (first.data.total === 0)
    return (
      <Empty
        text={props.empty}
        action={
          <StateAction
            label="去邀请好友"
            testId="growth-invitees-invite"
            onClick={() => navigate(getHref('invite'))}
          />
        }
      />
    );
  const total = first.data.total;
  return (
    <div data-testid="growth-invitees" data-total={total}>
      <InviteeRows list={first.data.list} />
      {props.preview ? null : laterPages(pages).map((n) => <InviteePage key={n} pageNum={n} />)}
      {!props.preview && pages * PAGE_SIZE < total ? (
        <button type="button" className="gr-more" onClick={() => setPages((n) => n + 1)}>
          加载更多
        </button>
      ) : null}
    </div>
  );
}

function InviteePage(props: { pageNum: number }) {
  const page = useCall(inviteCashInviteeInfo, { pageNum: props.pageNum, pageSize: PAGE_SIZE });
  if (page.isLoading) return <Loading />;
  if (page.error || !page.data) return <ErrorBlock error={page.error} onRetry={() => void page.refetch()} />;
  return <InviteeRows list={page.data.list} />;
}

type Invitee = {
  id: number;
  nickname: string;
  avatar: string;
  boundAt: number;
  purchased: boolean;
  rewardCents: number;
};

function InviteeRows(props: { list: readonly Invitee[] }) {
  const navigate = useAppNavigate();
  return (
    <>
      {props.list.map((item) => (
        <button
          type="button"
          key={item.id}
          className="gr-row gr-row-button"
          data-testid={`growth-invitee-${item.id}`}
          onClick={() => navigate(getHref('fanDetail', { query: { inviteeId: item.id } }))}
        >
          <Avatar src={item.avatar} name={item.nickname} />
          <div className="gr-row-main">
            <p className="gr-row-title">
              {item.nickname || '微信用户'}
              <span className={item.purchased ? 'gr-tag gr-tag-ok' : 'gr-tag'}>
                {item.purchased ? '已购课' : '已注册'}
              </span>
            </p>
            <p className="gr-row-sub">{when(item.boundAt)} 接受邀请</p>
          </div>
          <span className="gr-row-end gr-plus">{signedYuan(item.rewardCents)}</span>
        </button>
      ))}
    </>
  );
}
