import {
  consoleTemplateDetail,
  consoleTemplateList,
  consoleTemplatePreviewLink,
  consoleTemplatePublish,
  consoleTemplateSaveVersion,
} from '@course/contracts/console-templates';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { type PageTemplateLayout, sanitizeLayout, validateLayout } from '@course/domain/landing-layout';
import { Alert, App, Button, Card, Input, Modal, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { callConsole } from '../api/console-client';
import { useConsoleMutation, useConsoleQuery } from '../api/use-console';
import { LayoutForm } from '../components/layout-form';
import { PhonePreview } from '../components/phone-preview';
import { QueryState } from '../ui/states';
import './template-editor-page.css';

type Detail = Awaited<ReturnType<typeof callConsole<typeof consoleTemplateDetail>>>;

const parse = (json: string): PageTemplateLayout => sanitizeLayout(json).layout ?? {};

/**
 * The visual landing-template editor: the template's fields beside a 375×812 phone drawn by the landing engine;
 * drag the QR and its backing on the phone; the domain's layout rules check the draft as it changes; save it
 * as a new version, get a preview link, publish, or publish an earlier version (roll back).
 */
export function TemplateEditorPage() {
  const templateId = Number(useParams().templateId);
  const query = useConsoleQuery(consoleTemplateDetail, { templateId }, { enabled: templateId > 0 });
  return <QueryState query={query}>{(detail) => <Editor key={templateId} detail={detail} />}</QueryState>;
}

function Editor({ detail }: { detail: Detail }) {
  const { template, versions } = detail;
  const { message } = App.useApp();
  const newest = versions[0];
  const [draft, setDraft] = useState<PageTemplateLayout>(() =>
    parse(newest?.componentJson ?? detail.liveComponentJson),
  );
  const [baseJson, setBaseJson] = useState(() => JSON.stringify(draft));
  const [note, setNote] = useState('');
  const [preview, setPreview] = useState<{ url: string; expiresAt: string; version: number } | null>(null);
  const save = useConsoleMutation(consoleTemplateSaveVersion, [consoleTemplateDetail, consoleTemplateList]);
  const publish = useConsoleMutation(consoleTemplatePublish, [consoleTemplateDetail, consoleTemplateList]);

  const draftJson = JSON.stringify(draft);
  const checked = validateLayout(draftJson);
  const dirty = draftJson !== baseJson;
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const change = (patch: Partial<PageTemplateLayout>) =>
    setDraft((current) => {
      const next: Record<string, unknown> = { ...current, ...patch };
      for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
      return next as PageTemplateLayout;
    });

  const onSave = async () => {
    try {
      const { version } = await save.mutateAsync({ templateId: template.id, componentJson: draftJson, note });
      setBaseJson(draftJson);
      setNote('');
      message.success(`已保存为版本 v${version.version}`);
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  const onPublish = async (versionId: number, versionNumber: number) => {
    try {
      await publish.mutateAsync({ templateId: template.id, versionId });
      message.success(`版本 v${versionNumber} 已发布，学员立即看到`);
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  const onPreview = async (versionId: number, versionNumber: number) => {
    try {
      const link = await callConsole(consoleTemplatePreviewLink, { templateId: template.id, versionId });
      setPreview({ ...link, version: versionNumber });
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  const load = (json: string, versionNumber: number) => {
    const layout = parse(json);
    setDraft(layout);
    setBaseJson(JSON.stringify(layout));
    message.info(`已载入版本 v${versionNumber}`);
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            <Link to="/templates">落地页模板</Link>
            <span>/</span>
            <span data-testid="console-editor-title">{template.name}</span>
            {template.publishedVersion ? <Tag color="green">线上 v{template.publishedVersion}</Tag> : null}
            {dirty ? <Tag color="orange">有未保存的修改</Tag> : null}
          </Space>
        }
        extra={
          <Space>
            <Input
              placeholder="版本说明（可选）"
              value={note}
              maxLength={100}
              onChange={(e) => setNote(e.target.value)}
              style={{ width: 220 }}
            />
            <Button
              type="primary"
              disabled={!checked.ok || !dirty}
              loading={save.isPending}
              onClick={onSave}
              data-testid="console-editor-save"
            >
              保存为新版本
            </Button>
          </Space>
        }
      >
        <div className="editor">
          <div className="editor-phone-column">
            <PhonePreview layout={draft} onChange={change} />
            <Typography.Text type="secondary" className="editor-hint">
              拖动虚线框调整二维码与托图的位置，拖动右下角调整二维码大小
            </Typography.Text>
          </div>
          <div className="editor-form-column">
            {checked.ok ? (
              <Alert type="success" showIcon title="布局符合规则" data-testid="console-editor-valid" />
            ) : (
              <Alert
                type="error"
                showIcon
                data-testid="console-editor-errors"
                title="布局不符合规则，修正后才能保存"
                description={
                  <ul className="editor-errors">
                    {checked.errors.map((e) => (
                      <li key={e}>{e}</li>
                    ))}
                  </ul>
                }
              />
            )}
            <LayoutForm layout={draft} onChange={change} />
          </div>
        </div>
      </Card>
      <Card title="版本">
        <Table
          rowKey="id"
          size="small"
          data-testid="console-version-table"
          dataSource={versions}
          pagination={{ pageSize: 10 }}
          columns={[
            { title: '版本', dataIndex: 'version', width: 80, render: (v: number) => `v${v}` },
            { title: '说明', dataIndex: 'note' },
            { title: '保存人', dataIndex: 'staffLogin', width: 140, render: (v: string | null) => v ?? '—' },
            {
              title: '保存时间（北京时间）',
              dataIndex: 'createdAt',
              width: 170,
              render: (at: string) => formatBeijingDateTime(at),
            },
            {
              title: '状态',
              key: 'state',
              width: 150,
              render: (_, row) =>
                row.version === template.publishedVersion ? (
                  <Tag color="green">线上</Tag>
                ) : row.publishedAt ? (
                  <Tag>曾发布 {formatBeijingDateTime(row.publishedAt)}</Tag>
                ) : (
                  <Tag color="blue">草稿</Tag>
                ),
            },
            {
              title: '操作',
              key: 'actions',
              width: 280,
              render: (_, row) => (
                <Space>
                  <Button size="small" onClick={() => load(row.componentJson, row.version)}>
                    载入编辑
                  </Button>
                  <Button
                    size="small"
                    onClick={() => onPreview(row.id, row.version)}
                    data-testid={`console-version-preview-${row.version}`}
                  >
                    预览链接
                  </Button>
                  {row.version === template.publishedVersion ? null : (
                    <Popconfirm
                      title={
                        template.publishedVersion && row.version < template.publishedVersion
                          ? `回滚到 v${row.version}？`
                          : `发布 v${row.version}？`
                      }
                      description="学员打开落地页即看到此版本"
                      okText="确定"
                      cancelText="取消"
                      okButtonProps={{ 'data-testid': 'console-version-publish-confirm' }}
                      onConfirm={() => onPublish(row.id, row.version)}
                    >
                      <Button
                        size="small"
                        type="primary"
                        data-testid={`console-version-publish-${row.version}`}
                      >
                        {template.publishedVersion && row.version < template.publishedVersion
                          ? '回滚到此版本'
                          : '发布'}
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Modal
        title={preview ? `版本 v${preview.version} 的预览链接` : ''}
        open={preview !== null}
        onCancel={() => setPreview(null)}
        footer={
          <Button type="primary" href={preview?.url} target="_blank" rel="noopener">
            在新窗口打开
          </Button>
        }
      >
        {preview ? (
          <>
            <Typography.Paragraph copyable={{ text: preview.url }} data-testid="console-preview-url">
              {preview.url}
            </Typography.Paragraph>
            <Typography.Text type="secondary">
              有效期至 {formatBeijingDateTime(preview.expiresAt)}
              （北京时间）。在手机上打开即按此版本显示落地页。
            </Typography.Text>
          </>
        ) : null}
      </Modal>
    </Space>
  );
}
