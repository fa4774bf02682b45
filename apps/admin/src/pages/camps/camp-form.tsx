import { consoleAlertList, consoleCampList, consoleCampUpdate } from '@course/contracts/console-camps';
import { campMoveProblem, campStartProblem } from '@course/domain/camp-start';
import { App, Button, DatePicker, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useConsoleMutation } from '../../api/use-console';
import { beijingPickerValue, pickerValueToInstant } from '../../components/beijing-time';
import { requiredText } from '../../ui/form-rules';

/** A camp's name and opening time, as the new-camp and edit-camp forms ask them. */
export function CampFields({
  prefix,
  problemOf = (startsAt) => campStartProblem(startsAt, Date.now()),
  startLocked = false,
}: {
  prefix: string;
  /** What is wrong with a picked opening time (ms), checked before sending; the server checks the same rule. */
  problemOf?: (startsAt: number) => string | null;
  /** An opened camp keeps its time: the picker is shown, not changeable. */
  startLocked?: boolean;
}) {
  return (
    <>
      <Form.Item label="营期名称" name="name" rules={[requiredText('请填写营期名称')]}>
        <Input maxLength={40} data-testid={`${prefix}-name`} />
      </Form.Item>
      <Form.Item
        label="开营时间（北京时间；开营后停止报名）"
        name="startsAt"
        extra={startLocked ? '已开营，开营时间不能再改' : undefined}
        rules={[
          { required: true, message: '请选择开营时间' },
          {
            validator: async (_, value: Dayjs | undefined) => {
              const problem = value && problemOf(Date.parse(pickerValueToInstant(value)));
              if (problem) throw new Error(problem);
            },
          },
        ]}
      >
        <DatePicker
          showTime
          format="YYYY-MM-DD HH:mm"
          disabled={startLocked}
          data-testid={`${prefix}-starts-at`}
          disabledDate={(day) => day.isBefore(beijingPickerValue(Date.now()), 'day')}
        />
      </Form.Item>
    </>
  );
}

type CampEdit = { name: string; startsAt: Dayjs };

/**
 * 编辑 on a camp: rename it, or move its opening time while it has not opened (campMoveProblem, the server's rule:
 * an opened camp keeps its time, a new time is still to come).
 */
export function EditCampButton({ camp }: { camp: { id: number; name: string; startsAt: string } }) {
  const update = useConsoleMutation(consoleCampUpdate, [consoleCampList, consoleAlertList]);
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<CampEdit>();
  const current = Date.parse(camp.startsAt);
  const submit = async () => {
    try {
      const v = await form.validateFields();
      await update.mutateAsync({ campId: camp.id, name: v.name, startsAt: pickerValueToInstant(v.startsAt) });
      message.success('营期已保存');
      setOpen(false);
    } catch (e) {
      if ((e as { errorFields?: unknown }).errorFields) return; // the form shows what is wrong
      message.error((e as Error).message);
    }
  };
  return (
    <>
      <Button size="small" data-testid={`console-camp-edit-${camp.id}`} onClick={() => setOpen(true)}>
        编辑
      </Button>
      <Modal
        title={`编辑营期「${camp.name}」`}
        open={open}
        okText="保存"
        cancelText="取消"
        confirmLoading={update.isPending}
        onOk={submit}
        onCancel={() => setOpen(false)}
        okButtonProps={{ 'data-testid': 'console-camp-edit-submit' }}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ name: camp.name, startsAt: beijingPickerValue(camp.startsAt) }}
        >
          <CampFields
            prefix="console-camp-edit"
            startLocked={current <= Date.now()}
            problemOf={(startsAt) => campMoveProblem(current, startsAt, Date.now())}
          />
        </Form>
      </Modal>
    </>
  );
}
