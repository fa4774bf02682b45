// Over 300 lines: the camps page keeps its list and its three forms (camp, class, QR/capacity edit) together; they share the list query and its invalidations.
import {
  consoleAlertList,
  consoleCampCreate,
  consoleCampList,
  consoleClassCreate,
  consoleClassUpdate,
  QR_ALERT_HOURS,
} from '@course/contracts/console-camps';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import {
  App,
  Button,
  Card,
  Form,
  Image,
  InputNumber,
  Modal,
  Progress,
  Select,
  Space,
  Table,
  Tag,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { z } from 'zod';
import { useConsoleMutation, useConsoleQuery } from '../../api/use-console';
import { beijingPickerValue, pickerValueToInstant } from '../../components/beijing-time';
import { Nothing, QueryState } from '../../ui/states';
import { CampFields, EditCampButton } from './camp-form';
import { type ClassEditValues, classEditChanges } from './class-edit';
import { ClassFields, type ClassFormValues, defaultExpiry, QrFields } from './class-form';

type CampList = z.output<(typeof consoleCampList)['response']>;
type ConsoleClass = CampList['list'][number]['classes'][number];
type NewCamp = { courseId: number; name: string; startsAt: Dayjs };

function QrState({ row }: { row: ConsoleClass }) {
  if (!row.groupQrUrl) return <Tag color="red">未上传</Tag>;
  if (!row.groupQrExpiresAt) return <Tag>无有效期</Tag>;
  const left = Date.parse(row.groupQrExpiresAt) - Date.now();
  const label = `至 ${formatBeijingDateTime(row.groupQrExpiresAt)}`;
  if (left <= 0) return <Tag color="red">已过期 {label}</Tag>;
  if (left <= QR_ALERT_HOURS * 3_600_000) return <Tag color="orange">即将过期 {label}</Tag>;
  return <Tag color="green">有效 {label}</Tag>;
}

/**
 * Camps and their classes (operators): create a camp, add classes with their group QR (uploaded; expiry
 * defaults to now + 7 days) and capacity, replace an expired QR or change the capacity. A full class or an
 * expired QR sends new sign-ups to the next class of the camp (the server's allocation).
 */
export function CampsPage() {
  const query = useConsoleQuery(consoleCampList);
  const invalidates = [consoleCampList, consoleAlertList];
  const createCamp = useConsoleMutation(consoleCampCreate, invalidates);
  const createClass = useConsoleMutation(consoleClassCreate, invalidates);
  const updateClass = useConsoleMutation(consoleClassUpdate, invalidates);
  const { message } = App.useApp();
  const [campOpen, setCampOpen] = useState(false);
  const [classCampId, setClassCampId] = useState<number | null>(null);
  const [editing, setEditing] = useState<ConsoleClass | null>(null);
  const [campForm] = Form.useForm<NewCamp>();
  const [classForm] = Form.useForm<ClassFormValues>();
  const [editForm] = Form.useForm<ClassEditValues>();

  const run = async (action: () => Promise<unknown>, done: string, close: () => void) => {
    try {
      await action();
      message.success(done);
      close();
    } catch (e) {
      if ((e as { errorFields?: unknown }).errorFields) return; // the form shows what is missing
      message.error((e as Error).message);
    }
  };
  const submitCamp = () =>
    run(
      async () => {
        const v = await campForm.validateFields();
        await createCamp.mutateAsync({
          courseId: v.courseId,
          name: v.name,
          startsAt: pickerValueToInstant(v.startsAt),
        });
      },
      '营期已创建',
      () => setCampOpen(false),
    );
  const submitClass = () =>
    run(
      async () => {
        const v = await classForm.validateFields();
        await createClass.mutateAsync({
          campId: classCampId!,
          name: v.name,
          teacherName: v.teacherName ?? '',
          capacity: v.capacity,
          groupQrUrl: v.groupQrUrl,
          groupQrExpiresAt: pickerValueToInstant(v.groupQrExpiresAt),
          ...(v.teacherStaffId ? { teacherStaffId: v.teacherStaffId } : {}),
        });
      },
      '班级已创建',
      () => setClassCampId(null),
    );
  const submitEdit = async () => {
    const values = await editForm.validateFields().catch(() => null);
    if (!values) return; // the form shows what is missing
    const changes = classEditChanges(editing!, values);
    if (!changes) {
      message.info('没有修改');
      setEditing(null);
      return;
    }
    await run(
      () => updateClass.mutateAsync(changes),
      '班级已更新',
      () => setEditing(null),
    );
  };
  const openEdit = (row: ConsoleClass) => {
    setEditing(row);
    editForm.setFieldsValue({
      capacity: row.capacity,
      groupQrUrl: row.groupQrUrl,
      groupQrExpiresAt: row.groupQrExpiresAt ? beijingPickerValue(row.groupQrExpiresAt) : defaultExpiry(),
    });
  };

  return (
    <Card
      title="营期与群二维码"
      extra={
        <Button
          type="primary"
          data-testid="console-camp-new"
          onClick={() => {
            setCampOpen(true);
          }}
        >
          新建营期
        </Button>
      }
    >
      <QueryState query={query}>
        {(data) =>
          data.list.length === 0 ? (
            <Nothing text="还没有营期" />
          ) : (
            <Space orientation="vertical" size="large" style={{ width: '100%' }}>
              {data.list.map((camp) => (
                <Card
                  key={camp.id}
                  type="inner"
                  data-testid={`console-camp-${camp.id}`}
                  title={`${camp.name} · ${camp.courseTitle}`}
                  extra={
                    <Space>
                      <span>开营 {formatBeijingDateTime(camp.startsAt)}</span>
                      <EditCampButton camp={camp} />
                      <Button
                        size="small"
                        data-testid={`console-camp-add-class-${camp.id}`}
                        onClick={() => {
                          classForm.resetFields();
                          classForm.setFieldsValue({ capacity: 200, groupQrExpiresAt: defaultExpiry() });
                          setClassCampId(camp.id);
                        }}
                      >
                        新建班级
                      </Button>
                    </Space>
                  }
                >
                  {camp.classes.length === 0 ? (
                    <Nothing text="还没有班级：新建班级并上传群二维码后才能报名" />
                  ) : (
                    <Table
                      rowKey="id"
                      size="small"
                      pagination={false}
                      dataSource={camp.classes}
                      data-testid={`console-camp-classes-${camp.id}`}
                      columns={[
                        { title: '班级', dataIndex: 'name' },
                        { title: '班主任', dataIndex: 'teacherName', width: 120 },
                        {
                          title: '名额',
                          key: 'seats',
                          width: 200,
                          render: (_, row) => (
                            <Progress
                              percent={Math.round((row.seatsTaken / row.capacity) * 100)}
                              format={() => `${row.seatsTaken} / ${row.capacity}`}
                              status={row.seatsTaken >= row.capacity ? 'exception' : 'normal'}
                            />
                          ),
                        },
                        {
                          title: '群二维码',
                          key: 'qr',
                          width: 90,
                          render: (_, row) =>
                            row.groupQrUrl ? <Image src={row.groupQrUrl} width={48} /> : '—',
                        },
                        {
                          title: '有效期（北京时间）',
                          key: 'expiry',
                          width: 250,
                          render: (_, row) => <QrState row={row} />,
                        },
                        {
                          title: '操作',
                          key: 'actions',
                          width: 130,
                          render: (_, row) => (
                            <Button
                              size="small"
                              data-testid={`console-class-edit-${row.id}`}
                              onClick={() => openEdit(row)}
                            >
                              换码 / 改名额
                            </Button>
                          ),
                        },
                      ]}
                    />
                  )}
                </Card>
              ))}
            </Space>
          )
        }
      </QueryState>

      <Modal
        title="新建营期"
        open={campOpen}
        okText="创建"
        cancelText="取消"
        confirmLoading={createCamp.isPending}
        onOk={submitCamp}
        onCancel={() => setCampOpen(false)}
        okButtonProps={{ 'data-testid': 'console-camp-submit' }}
        destroyOnHidden
      >
        <Form
          form={campForm}
          layout="vertical"
          requiredMark={false}
          // a camp usually opens a few days after its ads start: three days from now, 20:00 Beijing time
          initialValues={{
            startsAt: beijingPickerValue(Date.now() + 3 * 86_400_000)
              .hour(20)
              .minute(0)
              .second(0),
          }}
        >
          <Form.Item label="课程" name="courseId" rules={[{ required: true, message: '请选择课程' }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              data-testid="console-camp-course"
              options={(query.data?.courses ?? []).map((c) => ({
                value: c.id,
                label: `${c.title}（${c.id}）`,
              }))}
            />
          </Form.Item>
          <CampFields prefix="console-camp" />
        </Form>
      </Modal>

      <Modal
        title="新建班级"
        open={classCampId !== null}
        okText="创建"
        cancelText="取消"
        confirmLoading={createClass.isPending}
        onOk={submitClass}
        onCancel={() => setClassCampId(null)}
        okButtonProps={{ 'data-testid': 'console-class-submit' }}
        forceRender
      >
        <Form form={classForm} layout="vertical" requiredMark={false}>
          <ClassFields teachers={query.data?.teachers ?? []} />
        </Form>
      </Modal>

      <Modal
        title={editing ? `班级「${editing.name}」` : ''}
        open={editing !== null}
        okText="保存"
        cancelText="取消"
        confirmLoading={updateClass.isPending}
        onOk={submitEdit}
        onCancel={() => setEditing(null)}
        okButtonProps={{ 'data-testid': 'console-class-edit-submit' }}
        forceRender
      >
        <Form form={editForm} layout="vertical" requiredMark={false}>
          <Form.Item
            label={`名额（已报名 ${editing?.seatsTaken ?? 0}）`}
            name="capacity"
            rules={[{ required: true, message: '请填写名额' }]}
          >
            <InputNumber min={1} max={10000} precision={0} data-testid="console-class-edit-capacity" />
          </Form.Item>
          <QrFields
            prefix="console-class-edit"
            {...(editing
              ? { current: { url: editing.groupQrUrl, expiresAt: editing.groupQrExpiresAt } }
              : {})}
          />
        </Form>
      </Modal>
    </Card>
  );
}
