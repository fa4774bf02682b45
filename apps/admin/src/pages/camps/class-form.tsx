import { defaultGroupQrExpiry, GROUP_QR_LIFETIME_MS, groupQrExpiryProblem } from '@course/domain/group-qr';
import { DatePicker, Form, Image, Input, InputNumber, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { beijingPickerValue, pickerValueToInstant } from '../../components/beijing-time';
import { UploadButton } from '../../components/layout-form';
import { requiredText } from '../../ui/form-rules';

/** The fields of a class: name, teacher, capacity, and the group QR image with its expiry (Beijing time). */

export type ClassFormValues = {
  name: string;
  teacherName: string;
  teacherStaffId?: number;
  capacity: number;
  groupQrUrl: string;
  groupQrExpiresAt: Dayjs;
};

export const defaultExpiry = () => beijingPickerValue(defaultGroupQrExpiry(Date.now()));

/**
 * `prefix` keeps the test ids of the create and the edit form apart (both stay mounted); `current` is the
 * class's QR when editing: the same image's expiry may move earlier, never later (the domain's 7-day rule, as
 * the server checks it).
 */
export function QrFields({
  prefix = 'console-class',
  current,
}: {
  prefix?: string;
  current?: { url: string; expiresAt: string | null };
}) {
  const form = Form.useFormInstance<ClassFormValues>();
  const url = Form.useWatch('groupQrUrl', form);
  const checkExpiry = async (_: unknown, value: Dayjs | undefined) => {
    if (!value) return;
    const at = Date.parse(pickerValueToInstant(value));
    const sameImage = current !== undefined && form.getFieldValue('groupQrUrl') === current.url;
    const unchanged =
      sameImage &&
      current.expiresAt !== null &&
      Math.floor(at / 1000) === Math.floor(Date.parse(current.expiresAt) / 1000);
    if (unchanged) return;
    const problem = groupQrExpiryProblem(at, Date.now(), {
      latest: sameImage && current.expiresAt ? Date.parse(current.expiresAt) : null,
    });
    if (problem) throw new Error(problem);
  };
  return (
    <>
      <Form.Item
        label="群二维码"
        required
        extra="微信群二维码 7 天有效；过期或满员后新报名自动分到同营期的下一个班级"
      >
        <Form.Item name="groupQrUrl" noStyle rules={[{ required: true, message: '请上传群二维码' }]}>
          <Input type="hidden" />
        </Form.Item>
        <Space align="start">
          {url ? <Image src={url} width={96} data-testid={`${prefix}-qr-preview`} /> : null}
          <UploadButton
            testId={`${prefix}-qr-upload`}
            onUploaded={(uploaded) => {
              // a new group QR works for 7 days from now
              form.setFieldsValue({ groupQrUrl: uploaded, groupQrExpiresAt: defaultExpiry() });
            }}
          />
        </Space>
      </Form.Item>
      <Form.Item
        label="二维码有效期至（北京时间）"
        name="groupQrExpiresAt"
        dependencies={['groupQrUrl']}
        rules={[{ required: true, message: '请选择有效期' }, { validator: checkExpiry }]}
        extra="最长为上传后 7 天"
      >
        <DatePicker
          showTime
          format="YYYY-MM-DD HH:mm"
          data-testid={`${prefix}-qr-expiry`}
          disabledDate={(day) =>
            day.isBefore(beijingPickerValue(Date.now()), 'day') ||
            day.isAfter(beijingPickerValue(Date.now() + GROUP_QR_LIFETIME_MS), 'day')
          }
        />
      </Form.Item>
    </>
  );
}

export function ClassFields({
  teachers,
}: {
  teachers: { id: number; login: string; displayName: string }[];
}) {
  return (
    <>
      <Form.Item label="班级名称" name="name" rules={[requiredText('请填写班级名称')]}>
        <Input maxLength={40} data-testid="console-class-name" />
      </Form.Item>
      <Form.Item label="班主任称呼（学员可见）" name="teacherName">
        <Input maxLength={40} data-testid="console-class-teacher-name" />
      </Form.Item>
      <Form.Item label="班主任账号（接收提醒）" name="teacherStaffId">
        <Select
          allowClear
          data-testid="console-class-teacher"
          placeholder="不指定"
          options={teachers.map((t) => ({ value: t.id, label: `${t.displayName || t.login}（${t.login}）` }))}
        />
      </Form.Item>
      <Form.Item label="名额" name="capacity" rules={[{ required: true, message: '请填写名额' }]}>
        <InputNumber min={1} max={10000} precision={0} data-testid="console-class-capacity" />
      </Form.Item>
      <QrFields />
    </>
  );
}
