import { consoleClassList } from '@course/contracts/console-staff';
import { Card, Progress, Table } from 'antd';
import { useConsoleQuery } from '../api/use-console';
import { Nothing, QueryState } from '../ui/states';

/** Classes with their seats (a teacher sees only the classes assigned to them: the server decides). */
export function ClassesPage() {
  const query = useConsoleQuery(consoleClassList);
  return (
    <Card title="班级">
      <QueryState query={query}>
        {(data) =>
          data.list.length === 0 ? (
            <Nothing text="没有班级" />
          ) : (
            <Table
              rowKey="id"
              data-testid="console-class-table"
              dataSource={data.list}
              pagination={{ pageSize: 20 }}
              columns={[
                { title: 'ID', dataIndex: 'id', width: 80 },
                { title: '班级', dataIndex: 'name' },
                { title: '营期 ID', dataIndex: 'campId', width: 100 },
                { title: '班主任', dataIndex: 'teacherName', width: 140 },
                {
                  title: '名额',
                  key: 'seats',
                  width: 260,
                  render: (_, row) => (
                    <Progress
                      percent={row.capacity ? Math.round((row.seatsTaken / row.capacity) * 100) : 0}
                      format={() => `${row.seatsTaken} / ${row.capacity}`}
                      status={row.seatsTaken >= row.capacity ? 'exception' : 'normal'}
                    />
                  ),
                },
              ]}
            />
          )
        }
      </QueryState>
    </Card>
  );
}
