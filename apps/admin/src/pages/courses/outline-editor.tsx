// Over 300 lines: one tree editor (chapters, sections, moves, media) with its two forms, which share its state.
import {
  consoleChapterSave,
  consoleCourseDetail,
  consoleCourseList,
  consoleCourseReorder,
  consoleSectionSave,
  type ZConsoleCourse,
} from '@course/contracts/console-courses';
import { formatBeijing } from '@course/domain/beijing-time';
import { formatDuration } from '@course/domain/course-subjects';
import { useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  DatePicker,
  Empty,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Switch,
  Tag,
  Typography,
  Upload,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { z } from 'zod';
import { uploadCourseFile } from '../../api/console-client';
import { consoleKey, useConsoleMutation } from '../../api/use-console';
import { beijingPickerValue, pickerValueToInstant } from '../../components/beijing-time';

type Course = z.output<typeof ZConsoleCourse>;
type Chapter = Course['chapters'][number];
type Section = Chapter['sections'][number];
type ChapterForm = {
  title: string;
  unlockAt?: Dayjs | null;
  unlockRule: 'none' | 'days_after_grant' | 'after_previous';
  unlockDays?: number;
};
type SectionForm = { title: string; kind: 'audio' | 'video' | 'text'; isTrial: boolean; content?: string };

const KIND = { audio: '音频', video: '视频', text: '图文' } as const;

function ruleText(c: Chapter): string | null {
  if (c.unlockRule === 'days_after_grant') return `购买后第 ${c.unlockDays} 天解锁`;
  if (c.unlockRule === 'after_previous') return '学完上一章解锁';
  return null;
}

/** The order of a course as the reorder call takes it. */
const orderOf = (chapters: Chapter[]) =>
  chapters.map((c) => ({ chapterId: c.id, sectionIds: c.sections.map((s) => s.id) }));

function moved<T>(list: T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/**
 * The chapter/section tree of a course: add and rename chapters and sections, move them up and down (a section
 * across chapters too), a chapter's unlock time and rule, and a section's audio or video (its duration shown).
 */
export function OutlineEditor({ course }: { course: Course }) {
  const invalidates = [consoleCourseDetail, consoleCourseList];
  const saveChapter = useConsoleMutation(consoleChapterSave, invalidates);
  const saveSection = useConsoleMutation(consoleSectionSave, invalidates);
  const reorder = useConsoleMutation(consoleCourseReorder, invalidates);
  const client = useQueryClient();
  const { message } = App.useApp();
  const [chapterEditing, setChapterEditing] = useState<Chapter | 'new' | null>(null);
  const [sectionEditing, setSectionEditing] = useState<{ chapter: Chapter; section: Section | null } | null>(
    null,
  );
  const [uploadingId, setUploadingId] = useState<number | null>(null);
  const [chapterForm] = Form.useForm<ChapterForm>();
  const [sectionForm] = Form.useForm<SectionForm>();
  const rule = Form.useWatch('unlockRule', chapterForm);
  const kind = Form.useWatch('kind', sectionForm);

  const serverError = (form: typeof chapterForm | typeof sectionForm, e: unknown) => {
    if ((e as { errorFields?: unknown }).errorFields) return;
    form.setFields([{ name: 'title', errors: [(e as Error).message] }]);
  };

  const openChapter = (c: Chapter | 'new') => {
    chapterForm.resetFields();
    if (c !== 'new') {
      chapterForm.setFieldsValue({
        title: c.title,
        unlockAt: c.unlockAt === null ? null : beijingPickerValue(c.unlockAt),
        unlockRule: c.unlockRule,
        unlockDays: c.unlockDays,
      });
    }
    setChapterEditing(c);
  };
  const submitChapter = async () => {
    try {
      const v = await chapterForm.validateFields();
      await saveChapter.mutateAsync({
        courseId: course.id,
        ...(chapterEditing !== 'new' && chapterEditing ? { chapterId: chapterEditing.id } : {}),
        title: v.title,
        unlockAt: v.unlockAt ? new Date(pickerValueToInstant(v.unlockAt)).getTime() : null,
        unlockRule: v.unlockRule,
        unlockDays: v.unlockRule === 'days_after_grant' ? (v.unlockDays ?? 0) : 0,
      });
      message.success('章节已保存');
      setChapterEditing(null);
    } catch (e) {
      serverError(chapterForm, e);
    }
  };

  const openSection = (chapter: Chapter, section: Section | null) => {
    sectionForm.resetFields();
    if (section) sectionForm.setFieldsValue({ ...section, content: section.content ?? '' });
    setSectionEditing({ chapter, section });
  };
  const submitSection = async () => {
    if (!sectionEditing) return;
    try {
      const v = await sectionForm.validateFields();
      await saveSection.mutateAsync({
        chapterId: sectionEditing.chapter.id,
        ...(sectionEditing.section ? { sectionId: sectionEditing.section.id } : {}),
        title: v.title,
        kind: v.kind,
        isTrial: v.isTrial ?? false,
        content: v.kind === 'text' ? (v.content ?? '') : null,
      });
      message.success('小节已保存');
      setSectionEditing(null);
    } catch (e) {
      serverError(sectionForm, e);
    }
  };

  const applyOrder = async (chapters: { chapterId: number; sectionIds: number[] }[]) => {
    try {
      await reorder.mutateAsync({ courseId: course.id, chapters });
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  const moveChapter = (index: number, by: -1 | 1) => applyOrder(orderOf(moved(course.chapters, index, by)));
  /** Up or down inside the chapter; past its first or last place into the previous or next chapter. */
  const moveSection = (ci: number, si: number, by: -1 | 1) => {
    const order = orderOf(course.chapters);
    const ids = order[ci]!.sectionIds;
    const to = si + by;
    if (to >= 0 && to < ids.length) {
      order[ci]!.sectionIds = moved(ids, si, by);
    } else {
      const target = order[ci + by];
      if (!target) return;
      const [id] = ids.splice(si, 1);
      if (by < 0) target.sectionIds.push(id!);
      else target.sectionIds.unshift(id!);
    }
    return applyOrder(order);
  };

  const uploadMedia = async (section: Section, file: File) => {
    const mediaKind = file.type.startsWith('video/') ? 'video' : 'audio';
    setUploadingId(section.id);
    try {
      const answer = await uploadCourseFile(file, mediaKind, section.id);
      message.success(`已上传，时长 ${formatDuration(answer.durationSec)}`);
      await client.invalidateQueries({ queryKey: consoleKey(consoleCourseDetail) });
      await client.invalidateQueries({ queryKey: consoleKey(consoleCourseList) });
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setUploadingId(null);
    }
  };

  return (
    <Card
      title="章节目录"
      extra={
        <Button type="primary" data-testid="console-chapter-new" onClick={() => openChapter('new')}>
          添加章节
        </Button>
      }
    >
      {course.chapters.length === 0 ? (
        <Empty description="还没有章节：先添加章节，再在章节下添加小节" />
      ) : (
        <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="console-outline">
          {course.chapters.map((c, ci) => (
            <Card
              key={c.id}
              size="small"
              type="inner"
              data-testid={`console-chapter-${c.id}`}
              title={
                <Space wrap>
                  <span>
                    第 {ci + 1} 章 · {c.title}
                  </span>
                  {ruleText(c) && <Tag color="blue">{ruleText(c)}</Tag>}
                  {c.unlockAt !== null && (
                    <Tag color="orange">{formatBeijing(new Date(c.unlockAt), 'YYYY-MM-DD HH:mm')} 起开放</Tag>
                  )}
                </Space>
              }
              extra={
                <Space size={4}>
                  <Button size="small" disabled={ci === 0} onClick={() => moveChapter(ci, -1)}>
                    上移
                  </Button>
                  <Button
                    size="small"
                    disabled={ci === course.chapters.length - 1}
                    onClick={() => moveChapter(ci, 1)}
                  >
                    下移
                  </Button>
                  <Button
                    size="small"
                    data-testid={`console-chapter-edit-${c.id}`}
                    onClick={() => openChapter(c)}
                  >
                    编辑 / 解锁规则
                  </Button>
                  <Button
                    size="small"
                    type="primary"
                    ghost
                    data-testid={`console-section-new-${c.id}`}
                    onClick={() => openSection(c, null)}
                  >
                    添加小节
                  </Button>
                </Space>
              }
            >
              {c.sections.length === 0 ? (
                <Typography.Text type="secondary">本章还没有小节</Typography.Text>
              ) : (
                c.sections.map((s, si) => (
                  <div className="console-section-row" key={s.id} data-testid={`console-section-${s.id}`}>
                    <Space wrap style={{ flex: 1 }}>
                      <span>
                        {si + 1}. {s.title}
                      </span>
                      <Tag>{KIND[s.kind]}</Tag>
                      {s.isTrial && <Tag color="gold">试听</Tag>}
                      {s.kind !== 'text' &&
                        (s.mediaUrl ? (
                          <Tag color="green" data-testid={`console-section-duration-${s.id}`}>
                            时长 {formatDuration(s.durationSec)}
                          </Tag>
                        ) : (
                          <Tag color="red">未上传{KIND[s.kind]}</Tag>
                        ))}
                    </Space>
                    <Space size={4}>
                      <Button
                        size="small"
                        disabled={ci === 0 && si === 0}
                        onClick={() => moveSection(ci, si, -1)}
                      >
                        上移
                      </Button>
                      <Button
                        size="small"
                        disabled={ci === course.chapters.length - 1 && si === c.sections.length - 1}
                        onClick={() => moveSection(ci, si, 1)}
                      >
                        下移
                      </Button>
                      <Button
                        size="small"
                        data-testid={`console-section-edit-${s.id}`}
                        onClick={() => openSection(c, s)}
                      >
                        编辑
                      </Button>
                      {s.kind !== 'text' && (
                        <Upload
                          accept="audio/*,video/mp4,video/quicktime"
                          showUploadList={false}
                          beforeUpload={(file) => {
                            void uploadMedia(s, file);
                            return false;
                          }}
                        >
                          <Button
                            size="small"
                            loading={uploadingId === s.id}
                            data-testid={`console-section-upload-${s.id}`}
                          >
                            {s.mediaUrl ? '替换音视频' : '上传音视频'}
                          </Button>
                        </Upload>
                      )}
                    </Space>
                  </div>
                ))
              )}
            </Card>
          ))}
        </Space>
      )}

      <Modal
        title={chapterEditing === 'new' ? '添加章节' : '编辑章节'}
        open={chapterEditing !== null}
        okText="保存"
        cancelText="取消"
        confirmLoading={saveChapter.isPending}
        onOk={submitChapter}
        onCancel={() => setChapterEditing(null)}
        okButtonProps={{ 'data-testid': 'console-chapter-submit' }}
        forceRender
      >
        <Form
          form={chapterForm}
          layout="vertical"
          requiredMark={false}
          initialValues={{ unlockRule: 'none' }}
        >
          <Form.Item
            label="章节名称"
            name="title"
            rules={[
              { required: true, whitespace: true, message: '请填写章节名称' },
              { max: 60, message: '章节名称不能超过 60 个字' },
            ]}
          >
            <Input data-testid="console-chapter-title" />
          </Form.Item>
          <Form.Item label="开放时间（北京时间，可空：立即开放）" name="unlockAt">
            <DatePicker showTime format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label="解锁规则（已购学员）" name="unlockRule">
            <Select
              options={[
                { value: 'none', label: '无（按开放时间）' },
                { value: 'days_after_grant', label: '购买后第 N 天解锁' },
                { value: 'after_previous', label: '学完上一章解锁' },
              ]}
            />
          </Form.Item>
          {rule === 'days_after_grant' && (
            <Form.Item
              label="天数 N"
              name="unlockDays"
              rules={[
                { required: true, message: '请填写天数' },
                { type: 'integer', min: 0, max: 3650, message: '天数须为 0 到 3650 的整数' },
              ]}
            >
              <InputNumber min={0} max={3650} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          )}
        </Form>
      </Modal>

      <Modal
        title={sectionEditing?.section ? '编辑小节' : `在「${sectionEditing?.chapter.title ?? ''}」添加小节`}
        open={sectionEditing !== null}
        okText="保存"
        cancelText="取消"
        confirmLoading={saveSection.isPending}
        onOk={submitSection}
        onCancel={() => setSectionEditing(null)}
        okButtonProps={{ 'data-testid': 'console-section-submit' }}
        forceRender
      >
        <Form
          form={sectionForm}
          layout="vertical"
          requiredMark={false}
          initialValues={{ kind: 'audio', isTrial: false }}
        >
          <Form.Item
            label="小节名称"
            name="title"
            rules={[
              { required: true, whitespace: true, message: '请填写小节名称' },
              { max: 60, message: '小节名称不能超过 60 个字' },
            ]}
          >
            <Input data-testid="console-section-title" />
          </Form.Item>
          <Form.Item label="类型（音视频保存后在目录中上传）" name="kind">
            <Select
              options={[
                { value: 'audio', label: '音频' },
                { value: 'video', label: '视频' },
                { value: 'text', label: '图文' },
              ]}
            />
          </Form.Item>
          <Form.Item label="免费试听" name="isTrial" valuePropName="checked">
            <Switch />
          </Form.Item>
          {kind === 'text' && (
            <Form.Item
              label="图文内容"
              name="content"
              rules={[
                { required: true, whitespace: true, message: '请填写图文内容' },
                { max: 20000, message: '内容不能超过 20000 个字' },
              ]}
            >
              <Input.TextArea rows={6} />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </Card>
  );
}
