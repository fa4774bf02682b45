import type { ConsoleResponseOf } from '@course/contracts/console-call';
import {
  consoleContestDetail,
  consoleContestEntries,
  consoleContestList,
  consoleContestResults,
  consoleContestReview,
} from '@course/contracts/console-contests';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import type { ButtonProps } from 'antd';
import { App, Button, Card, Image, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useConsoleMutation, useConsoleQuery } from '../../api/use-console';
import { Nothing, QueryState } from '../../ui/states';
import { ENTRY_STATUS } from './contest-words';

type Entry = ConsoleResponseOf<typeof consoleContestEntries>['list'][number];
type Status = keyof typeof ENTRY_STATUS;

/** The entry's media, playable in the table: audio and video with controls, images to enlarge. */
function Media({ entry }: { entry: Entry }) {
  if (!entry.mediaUrl) return <Typography.Text type="secondary">未上传</Typography.Text>;
  const type = entry.mediaType ?? '';
  if (type.startsWith('audio')) {
    return (
      <audio
        controls
        preload="none"
        src={entry.mediaUrl}
        style={{ width: 240 }}
        data-testid="console-entry-audio"
      >
        <track kind="captions" />
      </audio>
    );
  }
  if (type.startsWith('video')) {
    return (
      <video
        controls
        preload="none"
        src={entry.mediaUrl}
        poster={entry.posterUrl ?? undefined}
        style={{ width: 200, maxHeight: 150, background: '#000' }}
        data-testid="console-entry-video"
      >
        <track kind="captions" />
      </video>
    );
  }
  return <Image src={entry.mediaUrl} width={80} data-testid="console-entry-image" />;
}

/** Entry moderation: filter by status, search, play the work, approve, or reject with a reason. */
export function ContestEntriesPage() {
  const contestId = Number(useParams().contestId);
  const [status, setStatus] = useState<Status | undefined>('submitted');
  const [q, setQ] = useState('');
  const contest = useConsoleQuery(consoleContestDetail, { contestId });
  const query = useConsoleQuery(consoleContestEntries, {
    contestId,
    ...(status ? { status } : {}),
    ...(q ? { q } : {}),
  });
  const review = useConsoleMutation(consoleContestReview, [
    consoleContestEntries,
    consoleContestList,
    consoleContestResults,
  ]);
  const { message } = App.useApp();
  const [rejecting, setRejecting] = useState<Entry | null>(null);
  const [reason, setReason] = useState('');
  const published = contest.data?.contest.publishedAt != null;

  const decide = async (entry: Entry, decision: 'approve' | 'reject', why?: string) => {
    try {
      await review.mutateAsync({
        entryId: entry.id,
        fromStatus: entry.status as 'submitted' | 'approved' | 'rejected',
        decision,
        ...(why ? { reason: why } : {}),
      });
      message.success(decision === 'approve' ? `已通过 ${entry.entryNo}` : `已驳回 ${entry.entryNo}`);
      setRejecting(null);
      setReason('');
    } catch (e) {
      message.error((e as Error).message);
    }
  };

  return (
    <Card
      title={`作品审核 · ${contest.data?.contest.title ?? ''}`}
      extra={
        <Space>
          <Link to="/contests">返回比赛列表</Link>
          <Link to={`/contests/${contestId}/results`}>结果</Link>
        </Space>
      }
    >
      {published ? (
        <Typography.Paragraph type="warning">结果已公布，作品不能再审核。</Typography.Paragraph>
      ) : null}
      <Space style={{ marginBottom: 16 }} wrap>
        <Select
          allowClear
          placeholder="全部状态"
          style={{ width: 160 }}
          value={status}
          onChange={setStatus}
          data-testid="console-entry-status-filter"
          options={Object.entries(ENTRY_STATUS).map(([value, s]) => ({ value, label: s.text }))}
        />
        <Input.Search
          allowClear
          placeholder="姓名、昵称、手机号或编号"
          style={{ width: 280 }}
          data-testid="console-entry-search"
          onSearch={(v) => setQ(v.trim())}
        />
      </Space>
      <QueryState query={query}>
        {(data) =>
          data.list.length === 0 ? (
            <Nothing text="没有符合条件的作品" />
          ) : (
            <Table
              rowKey="id"
              data-testid="console-entry-table"
              dataSource={data.list}
              pagination={{ pageSize: 20 }}
              columns={[
                { title: '编号', dataIndex: 'entryNo', width: 100 },
                {
                  title: '选手',
                  key: 'who',
                  width: 180,
                  render: (_, r) => (
                    <Space orientation="vertical" size={0}>
                      <span data-testid={`console-entry-name-${r.id}`}>{r.realName}</span>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {r.nickname}
                        {r.mobile ? ` · ${r.mobile}` : ''}
                        {r.region ? ` · ${r.region}` : ''}
                      </Typography.Text>
                    </Space>
                  ),
                },
                { title: '作品', key: 'media', render: (_, r) => <Media entry={r} /> },
                {
                  title: '时长',
                  key: 'dur',
                  width: 70,
                  render: (_, r) => (r.durationSeconds ? `${r.durationSeconds} 秒` : '—'),
                },
                { title: '票数', dataIndex: 'voteCount', width: 70 },
                {
                  title: '提交时间',
                  key: 'at',
                  width: 150,
                  render: (_, r) => (r.submittedAt ? formatBeijingDateTime(new Date(r.submittedAt)) : '—'),
                },
                {
                  title: '状态',
                  key: 'status',
                  width: 200,
                  render: (_, r) => (
                    <Space orientation="vertical" size={0}>
                      <Tag color={ENTRY_STATUS[r.status].color} data-testid={`console-entry-status-${r.id}`}>
                        {ENTRY_STATUS[r.status].text}
                      </Tag>
                      {r.status === 'rejected' && r.reviewReason ? (
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          原因：{r.reviewReason}
                        </Typography.Text>
                      ) : null}
                    </Space>
                  ),
                },
                {
                  title: '审核',
                  key: 'actions',
                  width: 160,
                  render: (_, r) =>
                    r.status === 'applied' || published ? null : (
                      <Space>
                        {r.status !== 'approved' ? (
                          <Button
                            size="small"
                            type="primary"
                            data-testid={`console-entry-approve-${r.id}`}
                            loading={review.isPending && review.variables?.entryId === r.id}
                            onClick={() => decide(r, 'approve')}
                          >
                            通过
                          </Button>
                        ) : null}
                        {r.status !== 'rejected' ? (
                          <Button
                            size="small"
                            danger
                            data-testid={`console-entry-reject-${r.id}`}
                            onClick={() => setRejecting(r)}
                          >
                            驳回
                          </Button>
                        ) : null}
                      </Space>
                    ),
                },
              ]}
            />
          )
        }
      </QueryState>
      <Modal
        open={rejecting !== null}
        title={`驳回 ${rejecting?.entryNo ?? ''}（${rejecting?.realName ?? ''}）`}
        okText="驳回"
        okButtonProps={
          {
            danger: true,
            disabled: reason.trim() === '',
            'data-testid': 'console-entry-reject-ok',
          } as ButtonProps
        }
        confirmLoading={review.isPending}
        onOk={() => rejecting && decide(rejecting, 'reject', reason.trim())}
        onCancel={() => {
          setRejecting(null);
          setReason('');
        }}
      >
        <Typography.Paragraph type="secondary">学员会看到“未通过”和这里填写的原因。</Typography.Paragraph>
        <Input.TextArea
          rows={3}
          maxLength={200}
          style={{ marginBottom: 24 }}
          showCount
          placeholder="请填写驳回原因"
          value={reason}
          data-testid="console-entry-reject-reason"
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </Card>
  );
}
