import { App, Button, Input, Modal, Tag, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';

/** The reply box of the complaint and customer-service inboxes: the learner's words, then the answer. */
export function ReplyModal({
  open,
  title,
  quoted,
  pending,
  testIdPrefix,
  onSend,
  onCancel,
}: {
  open: boolean;
  title: string;
  quoted: string;
  pending: boolean;
  testIdPrefix: string;
  onSend: (reply: string) => void;
  onCancel: () => void;
}) {
  const [reply, setReply] = useState('');
  useEffect(() => {
    if (open) setReply('');
  }, [open]);
  return (
    <Modal
      open={open}
      title={title}
      okText="发送回复"
      cancelText="取消"
      confirmLoading={pending}
      okButtonProps={{ disabled: reply.trim() === '', 'data-testid': `${testIdPrefix}-send` }}
      onOk={() => onSend(reply.trim())}
      onCancel={onCancel}
    >
      <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
        {quoted}
      </Typography.Paragraph>
      <Input.TextArea
        data-testid={`${testIdPrefix}-text`}
        rows={4}
        maxLength={500}
        showCount
        placeholder="回复内容，学员会在自己的页面上看到"
        value={reply}
        onChange={(e) => setReply(e.target.value)}
      />
    </Modal>
  );
}

/**
 * The reply flow both inboxes share: which row is being answered, and sending the answer. `replied: false`
 * means a colleague answered first (the server keeps the first reply).
 */
export function useInboxReply(
  send: (input: { id: number; reply: string }) => Promise<{ replied: boolean }>,
  texts: { replied: string; alreadyReplied: string },
) {
  const [replying, setReplying] = useState<{ id: number; content: string } | null>(null);
  const { message } = App.useApp();
  const onSend = async (text: string) => {
    if (!replying) return;
    try {
      const { replied } = await send({ id: replying.id, reply: text });
      message.success(replied ? texts.replied : texts.alreadyReplied);
      setReplying(null);
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  return { replying, setReplying, onSend };
}

/**
 * The inboxes' 回复 column: the reply once there is one, else 回复 for those who may answer, else the row's state.
 * `testId` names the item (complaint, message): console-<testId>-reply-<id>, console-<testId>-answer-<id>.
 */
export function replyColumn<Row extends { id: number; content: string; reply: string | null }>(opts: {
  testId: string;
  mayReply: boolean;
  onReply: (row: { id: number; content: string }) => void;
  waiting: (row: Row) => ReactNode;
}) {
  return {
    title: '回复',
    key: 'reply',
    render: (_: unknown, row: Row) =>
      row.reply ? (
        <span data-testid={`console-${opts.testId}-reply-${row.id}`}>{row.reply}</span>
      ) : opts.mayReply ? (
        <Button
          size="small"
          type="primary"
          data-testid={`console-${opts.testId}-answer-${row.id}`}
          onClick={() => opts.onReply({ id: row.id, content: row.content })}
        >
          回复
        </Button>
      ) : (
        <Tag color="orange">{opts.waiting(row)}</Tag>
      ),
  };
}
