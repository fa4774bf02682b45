// Over 300 lines: one form (basic info, cover, prices) whose antd layout is long, not complex.
import {
  COURSE_SUBJECT_KEYS,
  consoleCourseDetail,
  consoleCourseList,
  consoleCourseSave,
  type ZConsoleCourse,
} from '@course/contracts/console-courses';
import { subjectName } from '@course/domain/course-subjects';
import { ResponseCode } from '@course/domain/response-codes';
import {
  App,
  Button,
  Card,
  Col,
  Form,
  type FormInstance,
  Image,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Switch,
  Tag,
  Upload,
} from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { ConsoleError, uploadCourseFile } from '../../api/console-client';
import { useConsoleMutation, useConsoleQuery } from '../../api/use-console';
import { QueryState } from '../../ui/states';
import { BRAND_OPTIONS, centsToYuan, yuanToCents } from './money';
import { OutlineEditor } from './outline-editor';
import './courses.css';

type Course = z.output<typeof ZConsoleCourse>;
type BasicForm = {
  brand: 'nbc' | 'jz';
  title: string;
  subtitle?: string;
  subject: (typeof COURSE_SUBJECT_KEYS)[number];
  teacherName?: string;
  intro?: string;
  coverUrl?: string;
  price: number;
  originalPrice?: number | null;
  isZeroYuan: boolean;
  sort?: number;
};

/** One course: basic info, cover, prices (yuan typed, cents stored), then its chapter/section tree. */
export function CourseEditorPage() {
  const { courseId } = useParams();
  const isNew = courseId === 'new';
  const id = Number(courseId);
  const query = useConsoleQuery(consoleCourseDetail, { courseId: id }, { enabled: !isNew });
  if (isNew) return <BasicInfoCard course={null} />;
  return (
    <QueryState query={query}>
      {({ course }) => (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <BasicInfoCard course={course} />
          <OutlineEditor course={course} />
        </Space>
      )}
    </QueryState>
  );
}

/** Puts a course (or nothing, for a new one) into the form as its untouched values. */
function fillForm(form: FormInstance<BasicForm>, course: Course | null) {
  form.resetFields();
  if (!course) return;
  form.setFieldsValue({
    ...course,
    subject: course.subject as BasicForm['subject'],
    price: centsToYuan(course.priceCents),
    originalPrice: course.originalPriceCents === null ? null : centsToYuan(course.originalPriceCents),
  });
}

function BasicInfoCard({ course }: { course: Course | null }) {
  const [form] = Form.useForm<BasicForm>();
  const save = useConsoleMutation(consoleCourseSave, [consoleCourseList, consoleCourseDetail]);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [uploading, setUploading] = useState(false);
  const [coverError, setCoverError] = useState<string | null>(null);
  const coverUrl = Form.useWatch('coverUrl', form);
  const isZeroYuan = Form.useWatch('isZeroYuan', form);

  // The course shown in the form. A background refetch of the same course (the cached detail is shown at once,
  // then fetched again) must not overwrite what the operator has started typing: the form is only filled again
  // for another course, or while nobody has touched it.
  const shownCourseId = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    const id = course?.id ?? null;
    if (shownCourseId.current === id && form.isFieldsTouched()) return;
    shownCourseId.current = id;
    fillForm(form, course);
  }, [course, form]);

  const submit = async () => {
    let v: BasicForm;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    try {
      const { price, originalPrice, ...rest } = v;
      const saved = await save.mutateAsync({
        ...(course ? { courseId: course.id } : {}),
        ...rest,
        coverUrl: rest.coverUrl ?? '',
        priceCents: yuanToCents(price ?? 0),
        originalPriceCents:
          originalPrice === null || originalPrice === undefined ? null : yuanToCents(originalPrice),
      });
      // what was saved becomes the untouched form, so the refetch that follows may fill it again
      if (course) fillForm(form, saved.course);
      message.success(course ? '已保存，学员立即可见' : '课程已创建（未上架），请添加章节与小节');
      if (!course) navigate(`/courses/${saved.course.id}`, { replace: true });
    } catch (e) {
      // the server's price rules land on the field they are about
      if (e instanceof ConsoleError && e.code === ResponseCode.coursePriceInvalid) {
        form.setFields([
          { name: e.message.includes('划线价') ? 'originalPrice' : 'price', errors: [e.message] },
        ]);
        return;
      }
      message.error((e as Error).message);
    }
  };

  const uploadCover = async (file: File) => {
    setUploading(true);
    try {
      const { url } = await uploadCourseFile(file, 'image');
      // touched, as typing is: a refetch of the course (a chapter added meanwhile) must not drop an unsaved cover
      form.setFields([{ name: 'coverUrl', value: url, touched: true }]);
      setCoverError(null);
    } catch (e) {
      setCoverError((e as Error).message);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Card
      title={
        <Space>
          <Link to="/courses">课程</Link>
          <span>/</span>
          <span data-testid="console-course-editor-title">{course ? course.title : '新建课程'}</span>
          {course && (
            <Tag color={course.status === 'published' ? 'green' : 'default'}>
              {course.status === 'published' ? '已上架' : '未上架'}
            </Tag>
          )}
        </Space>
      }
      extra={
        <Button type="primary" loading={save.isPending} onClick={submit} data-testid="console-course-save">
          保存基本信息
        </Button>
      }
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ brand: 'nbc', subject: 'memory', isZeroYuan: false, sort: 0 }}
        data-testid="console-course-form"
      >
        <Row gutter={24}>
          <Col span={14}>
            <Row gutter={16}>
              <Col span={16}>
                <Form.Item
                  label="课程名称"
                  name="title"
                  rules={[
                    { required: true, whitespace: true, message: '请填写课程名称' },
                    { max: 60, message: '课程名称不能超过 60 个字' },
                  ]}
                >
                  <Input data-testid="console-course-title" />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item label="品牌" name="brand">
                  <Select options={[...BRAND_OPTIONS]} disabled={course !== null} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item
              label="副标题"
              name="subtitle"
              rules={[{ max: 120, message: '副标题不能超过 120 个字' }]}
            >
              <Input />
            </Form.Item>
            <Row gutter={16}>
              <Col span={12}>
                <Form.Item label="学科" name="subject">
                  <Select options={COURSE_SUBJECT_KEYS.map((s) => ({ value: s, label: subjectName(s) }))} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item
                  label="讲师"
                  name="teacherName"
                  rules={[{ max: 30, message: '讲师名不能超过 30 个字' }]}
                >
                  <Input />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item
              label="课程介绍"
              name="intro"
              rules={[{ max: 5000, message: '介绍不能超过 5000 个字' }]}
            >
              <Input.TextArea rows={4} />
            </Form.Item>
          </Col>
          <Col span={10}>
            <Form.Item name="coverUrl" hidden>
              <Input />
            </Form.Item>
            <Form.Item
              label="封面"
              validateStatus={coverError ? 'error' : undefined}
              help={coverError ?? '建议 750×420，PNG、JPEG 或 WebP，不超过 5MB'}
            >
              <Space align="start">
                {coverUrl ? (
                  <Image
                    src={coverUrl}
                    width={160}
                    height={100}
                    style={{ objectFit: 'cover' }}
                    data-testid="console-course-cover"
                  />
                ) : (
                  <div className="console-course-cover-empty">暂无封面</div>
                )}
                <Upload
                  accept="image/png,image/jpeg,image/webp"
                  showUploadList={false}
                  beforeUpload={(file) => {
                    void uploadCover(file);
                    return false;
                  }}
                >
                  <Button loading={uploading} data-testid="console-course-cover-upload">
                    上传封面
                  </Button>
                </Upload>
              </Space>
            </Form.Item>
            <Row gutter={16}>
              <Col span={12}>
                <Form.Item
                  label="售价（元）"
                  name="price"
                  dependencies={['isZeroYuan']}
                  rules={[
                    { required: true, message: '请填写售价' },
                    ({ getFieldValue }) => ({
                      validator: (_, value: number | null) =>
                        getFieldValue('isZeroYuan') && value !== 0
                          ? Promise.reject(new Error('0 元课程的售价必须为 0'))
                          : Promise.resolve(),
                    }),
                  ]}
                >
                  <InputNumber
                    min={0}
                    max={1_000_000}
                    precision={2}
                    step={1}
                    prefix="¥"
                    style={{ width: '100%' }}
                    data-testid="console-course-price"
                  />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item
                  label="划线价（元，可空）"
                  name="originalPrice"
                  dependencies={['price']}
                  rules={[
                    ({ getFieldValue }) => ({
                      validator: (_, value: number | null) =>
                        value !== null && value !== undefined && value < (getFieldValue('price') ?? 0)
                          ? Promise.reject(new Error('划线价不能低于售价'))
                          : Promise.resolve(),
                    }),
                  ]}
                >
                  <InputNumber
                    min={0}
                    max={1_000_000}
                    precision={2}
                    prefix="¥"
                    style={{ width: '100%' }}
                    data-testid="console-course-original-price"
                  />
                </Form.Item>
              </Col>
            </Row>
            <Row gutter={16}>
              <Col span={12}>
                <Form.Item label="0 元课（领取即开通）" name="isZeroYuan" valuePropName="checked">
                  <Switch
                    onChange={(v) => {
                      if (v) form.setFieldValue('price', 0);
                    }}
                  />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item label="排序（小的在前）" name="sort">
                  <InputNumber min={0} max={100000} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </Row>
            <div className="console-course-member-note">
              {isZeroYuan
                ? '0 元课不参与会员价与限时优惠。'
                : '会员价按会员卡的课程折扣自动计算，限时优惠期间以优惠价为准。'}
            </div>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}
