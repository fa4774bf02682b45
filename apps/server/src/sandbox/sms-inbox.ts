import { formatBeijing } from '@course/domain/beijing-time';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sandboxSmsMessages } from '../db/schema/index.ts';
import { escapeHtml, sandboxPage } from './html.ts';

const ZInboxQuery = z.object({
  mobile: z
    .string()
    .regex(/^1\d{10}$/)
    .optional(),
});

const SCENE_TEXT: Record<string, string> = { new: '绑定新手机', current: '验证当前手机', login: '登录' };

/** The sandbox SMS inbox: `/sandbox/sms` (page, newest first) and `/sandbox/api/sms` (JSON), optionally ?mobile=. */
export function registerSandboxSmsInbox(app: FastifyInstance): void {
  const { db } = app.deps.database;
  const latest = (mobile?: string) =>
    db
      .select()
      .from(sandboxSmsMessages)
      .where(mobile ? eq(sandboxSmsMessages.mobile, mobile) : undefined)
      .orderBy(desc(sandboxSmsMessages.id))
      .limit(50);

  app.get('/sandbox/api/sms', async (request) => {
    const parsed = ZInboxQuery.safeParse(request.query);
    if (!parsed.success) return { code: 1001, msg: '参数错误：mobile', data: null };
    const rows = await latest(parsed.data.mobile);
    return {
      code: 0,
      msg: 'success',
      data: rows.map((r) => ({
        mobile: r.mobile,
        scene: r.scene,
        code: r.code,
        content: r.content,
        sentAt: r.createdAt,
      })),
    };
  });

  app.get('/sandbox/sms', async (request, reply) => {
    const parsed = ZInboxQuery.safeParse(request.query);
    const mobile = parsed.success ? parsed.data.mobile : undefined;
    const rows = await latest(mobile);
    const body = rows.length
      ? `<table><tr><th>时间</th><th>手机号</th><th>用途</th><th>验证码</th></tr>${rows
          .map(
            (r) =>
              `<tr data-testid="sandbox-sms-message"><td>${escapeHtml(formatBeijing(r.createdAt, 'HH:mm:ss'))}</td><td data-testid="sandbox-sms-mobile">${escapeHtml(r.mobile)}</td><td>${escapeHtml(SCENE_TEXT[r.scene] ?? r.scene)}</td><td class="code" data-testid="sandbox-sms-code">${escapeHtml(r.code)}</td></tr>`,
          )
          .join('')}</table>`
      : '<p class="muted" data-testid="sandbox-sms-empty">还没有发出的短信</p>';
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        sandboxPage(
          '短信收件箱',
          `<div class="bar">短信收件箱<span class="tag">沙箱</span></div><div class="card"><h2>${mobile ? `发给 ${escapeHtml(mobile)} 的短信` : '最近发出的短信'}</h2><p class="muted">沙箱不真正发送短信：验证码在这里和服务器日志里。</p>${body}</div>`,
        ),
      );
  });
}
