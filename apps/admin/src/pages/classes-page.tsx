import { roleMay } from '@course/contracts/console-access';
import { consoleClassUpdate } from '@course/contracts/console-camps';
import { consoleClassList } from '@course/contracts/console-staff';
import { App, Button, Card, Form, Modal, Progress, Table } from 'antd';
import { useState } from 'react';
import { useConsoleMutation, useConsoleQuery } from '../api/use-console';
import { useStaff } from '../app/session';
import { pickerValueToInstant } from '../components/beijing-time';
import { Nothing, QueryState } from '../ui/states';
import { type ClassFormValues, defaultExpiry, QrFields } from './camps/class-form';

type ClassRow = { id: number; name: string };

/**
 * Classes with their seats (a teacher sees only the classes assigned to them: the server decides), and the
 * group QR change: a teacher replaces the QR of their own classes here (the server refuses any other class).
 */
export function ClassesPage() {
  const query = useConsoleQuery(consoleClassList);
  const staff = useStaff();
  const mayChangeQr = roleMay(staff.role, consoleClassUpdate.name);
  const update = useConsoleMutation(consoleClassUpdate, [consoleClassList]);
  const [editing, setEditing] = useState<ClassRow | null>(null);
  const [form] = Form.useForm<ClassFormValues>();
  const { message } = App.useApp();

  const submit = async () => {
    let v: ClassFormValues;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    try {
      await update.mutateAsync({
        classId: editing!.id,
        groupQrUrl: v.groupQrUrl,
        groupQrExpiresAt: pickerValueToInstant(v.groupQrExpiresAt),
      });
      message.success('群二维码已更换');
      setEditing(null);
    } catch (e) {
      form.setFields([{ name: 'groupQrExpiresAt', errors: [(e as Error).message] }]);
    }
  };

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
                ...(mayChangeQr
                  ? [
                      {
                        title: '操作',
                        key: 'actions',
                        width: 140,
                        render: (_: unknown, row: ClassRow) => (
                          <Button
                            size="small"
                            data-testid={`console-class-qr-${row.id}`}
                            onClick={() => {
                              form.resetFields();
                              form.setFieldsValue({ groupQrExpiresAt: defaultExpiry() });
                              setEditing(row);
                            }}
                          >
                            更换群二维码
                          </Button>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          )
        }
      </QueryState>
      <Modal
        title={editing ? `更换「${editing.name}」的群二维码` : ''}
        open={editing !== null}
        okText="保存"
        cancelText="取消"
        confirmLoading={update.isPending}
        onOk={submit}
        onCancel={() => setEditing(null)}
        okButtonProps={{ 'data-testid': 'console-class-qr-submit' }}
        forceRender
      >
        <Form form={form} layout="vertical" requiredMark={false}>
          <QrFields prefix="console-class-qr" />
        </Form>
      </Modal>
    </Card>
  );
}
