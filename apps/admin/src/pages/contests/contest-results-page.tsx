import {
  consoleContestDetail,
  consoleContestEntries,
  consoleContestList,
  consoleContestPublish,
  consoleContestResults,
} from '@course/contracts/console-contests';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import type { ButtonProps } from 'antd';
import { Alert, App, Button, Card, Popconfirm, Space, Table, Tag } from 'antd';
import { Link, useParams } from 'react-router';
import { useConsoleMutation, useConsoleQuery } from '../../api/use-console';
import { Nothing, QueryState } from '../../ui/states';

/** Results: the ranking preview with each place's award, and publishing it once (votes close at that moment). */
export function ContestResultsPage() {
  const contestId = Number(useParams().contestId);
  const contest = useConsoleQuery(consoleContestDetail, { contestId });
  const query = useConsoleQuery(consoleContestResults, { contestId });
  const publish = useConsoleMutation(consoleContestPublish, [
    consoleContestResults,
    consoleContestList,
    consoleContestDetail,
    consoleContestEntries,
  ]);
  const { message } = App.useApp();
  const doPublish = async () => {
    try {
      await publish.mutateAsync({ contestId });
      message.success('结果已公布，投票已关闭');
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  return (
    <Card
      title={`比赛结果 · ${contest.data?.contest.title ?? ''}`}
      extra={
        <Space>
          <Link to="/contests">返回比赛列表</Link>
          <Link to={`/contests/${contestId}/entries`}>审核作品</Link>
        </Space>
      }
    >
      <QueryState query={query}>
        {(data) => (
          <>
            {data.published ? (
              <Alert
                type="success"
                showIcon
                style={{ marginBottom: 16 }}
                data-testid="console-results-published"
                title={`结果已于 ${formatBeijingDateTime(new Date(data.result.publishedAt))} 公布，投票已关闭，学员的结果页显示以下排名`}
              />
            ) : (
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 16 }}
                title="以下为当前排名预览（已通过与待审核的作品，按票数）。公布后排名冻结、投票立即关闭、作品不能再审核，且只能公布一次。"
                action={
                  <Popconfirm
                    title="确定公布最终结果？"
                    description="公布后投票关闭，无法撤回。"
                    okText="公布"
                    cancelText="取消"
                    onConfirm={doPublish}
                    okButtonProps={{ 'data-testid': 'console-results-publish-ok' } as ButtonProps}
                  >
                    <Button type="primary" loading={publish.isPending} data-testid="console-results-publish">
                      公布结果
                    </Button>
                  </Popconfirm>
                }
              />
            )}
            {data.result.ranking.length === 0 ? (
              <Nothing text="还没有可排名的作品" />
            ) : (
              <Table
                rowKey="entryId"
                data-testid="console-results-table"
                dataSource={data.result.ranking}
                pagination={{ pageSize: 50 }}
                columns={[
                  { title: '名次', dataIndex: 'rank', width: 80 },
                  { title: '编号', dataIndex: 'entryNo', width: 110 },
                  { title: '选手', dataIndex: 'realName' },
                  { title: '票数', dataIndex: 'voteCount', width: 100 },
                  {
                    title: '奖项',
                    key: 'award',
                    width: 140,
                    render: (_, r) => (r.award ? <Tag color="gold">{r.award}</Tag> : '—'),
                  },
                ]}
              />
            )}
          </>
        )}
      </QueryState>
    </Card>
  );
}
