import type { PageTemplateLayout } from '@course/domain/landing-layout';
import { App, Button, Collapse, ColorPicker, Form, Input, InputNumber, Space, Switch, Upload } from 'antd';
import { uploadImage } from '../api/console-client';

/**
 * The page template's fields (spec 000 §2): background image or colour, QR position and height, the QR's
 * backing image, marquee, complaint entry, feedback link and its bottom offset. Lengths are in the template's
 * units (design px of a 750-px draft); the phone beside it shows them and can drag them.
 */

type Props = {
  layout: PageTemplateLayout;
  onChange: (patch: Partial<PageTemplateLayout>) => void;
};

export function UploadButton({ onUploaded, testId }: { onUploaded: (url: string) => void; testId: string }) {
  const { message } = App.useApp();
  return (
    <Upload
      accept="image/png,image/jpeg,image/gif,image/webp"
      showUploadList={false}
      customRequest={async ({ file, onSuccess, onError }) => {
        try {
          const { url } = await uploadImage(file as File);
          onUploaded(url);
          message.success('图片已上传');
          onSuccess?.(url);
        } catch (e) {
          message.error((e as Error).message);
          onError?.(e as Error);
        }
      }}
    >
      <Button data-testid={testId}>上传图片</Button>
    </Upload>
  );
}

const flag = (value: string | undefined) => value === '1';
const toFlag = (on: boolean) => (on ? '1' : '0');

function LengthInput({
  field,
  layout,
  onChange,
  min,
  max,
}: Props & { field: keyof PageTemplateLayout; min: number; max: number }) {
  return (
    // no clamping here: the domain's layout rules (shown above the form) are the one check of the range
    <InputNumber
      data-testid={`console-field-${field}`}
      placeholder={`${min}–${max}`}
      step={10}
      value={layout[field] as number | undefined}
      onChange={(value) => onChange({ [field]: value ?? undefined })}
      style={{ width: 140 }}
    />
  );
}

export function LayoutForm({ layout, onChange }: Props) {
  const common = { layout, onChange };
  return (
    <Form layout="horizontal" labelCol={{ flex: '120px' }} colon={false} size="middle">
      <Collapse
        defaultActiveKey={['bg', 'qr', 'back', 'extras']}
        items={[
          {
            key: 'bg',
            label: '背景',
            children: (
              <>
                <Form.Item label="背景颜色">
                  <Space>
                    <ColorPicker
                      value={layout.tBackgroundColor ?? '#FFF1E6'}
                      onChangeComplete={(c) => onChange({ tBackgroundColor: c.toHexString().toUpperCase() })}
                      disabledAlpha
                    />
                    <Input
                      data-testid="console-field-tBackgroundColor"
                      value={layout.tBackgroundColor ?? ''}
                      placeholder="#FFF1E6"
                      maxLength={30}
                      onChange={(e) => onChange({ tBackgroundColor: e.target.value || undefined })}
                      style={{ width: 140 }}
                    />
                  </Space>
                </Form.Item>
                <Form.Item label="背景图片">
                  <Space.Compact style={{ width: '100%' }}>
                    <Input
                      data-testid="console-field-tBackgroundImg"
                      value={layout.tBackgroundImg ?? ''}
                      placeholder="上传或填写 https:// 图片地址"
                      maxLength={2000}
                      onChange={(e) => onChange({ tBackgroundImg: e.target.value || undefined })}
                    />
                    <UploadButton
                      testId="console-upload-background"
                      onUploaded={(url) => onChange({ tBackgroundImg: url })}
                    />
                  </Space.Compact>
                </Form.Item>
              </>
            ),
          },
          {
            key: 'qr',
            label: '二维码',
            children: (
              <>
                <Form.Item label="距顶部">
                  <LengthInput {...common} field="tQrcodeTop" min={0} max={3000} />
                </Form.Item>
                <Form.Item label="高度">
                  <LengthInput {...common} field="tQrcodeHeight" min={160} max={750} />
                </Form.Item>
              </>
            ),
          },
          {
            key: 'back',
            label: '二维码托图',
            children: (
              <>
                <Form.Item label="显示托图">
                  <Switch
                    data-testid="console-field-tShowQrcodeBackImg"
                    checked={flag(layout.tShowQrcodeBackImg)}
                    onChange={(on) => onChange({ tShowQrcodeBackImg: toFlag(on) })}
                  />
                </Form.Item>
                <Form.Item label="托图图片" extra="留空使用内置托图">
                  <Space.Compact style={{ width: '100%' }}>
                    <Input
                      data-testid="console-field-tQrcodeBackImg"
                      value={layout.tQrcodeBackImg ?? ''}
                      maxLength={2000}
                      onChange={(e) => onChange({ tQrcodeBackImg: e.target.value || undefined })}
                    />
                    <UploadButton
                      testId="console-upload-backing"
                      onUploaded={(url) => onChange({ tQrcodeBackImg: url })}
                    />
                  </Space.Compact>
                </Form.Item>
                <Form.Item label="距顶部">
                  <LengthInput {...common} field="tQrcodeBackImgTop" min={0} max={3000} />
                </Form.Item>
                <Form.Item label="高度">
                  <LengthInput {...common} field="tQrcodeBackImgHeight" min={40} max={1600} />
                </Form.Item>
              </>
            ),
          },
          {
            key: 'extras',
            label: '跑马灯、投诉与反馈',
            children: (
              <>
                <Form.Item label="显示跑马灯">
                  <Switch
                    data-testid="console-field-tShowMarquee"
                    checked={flag(layout.tShowMarquee)}
                    onChange={(on) => onChange({ tShowMarquee: toFlag(on) })}
                  />
                </Form.Item>
                <Form.Item label="跑马灯距顶部">
                  <LengthInput {...common} field="tMarqueeTop" min={0} max={3000} />
                </Form.Item>
                <Form.Item label="显示投诉入口">
                  <Switch
                    data-testid="console-field-tShowComplaint"
                    checked={flag(layout.tShowComplaint)}
                    onChange={(on) => onChange({ tShowComplaint: toFlag(on) })}
                  />
                </Form.Item>
                <Form.Item label="显示进群反馈">
                  <Switch
                    data-testid="console-field-tShowFeedback"
                    checked={flag(layout.tShowFeedback)}
                    onChange={(on) => onChange({ tShowFeedback: toFlag(on) })}
                  />
                </Form.Item>
                <Form.Item label="反馈距底部">
                  <LengthInput {...common} field="tFeedbackBottom" min={0} max={1500} />
                </Form.Item>
              </>
            ),
          },
        ]}
      />
    </Form>
  );
}
