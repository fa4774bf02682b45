import { safeRedirectUrl } from '@course/domain/redirect';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { wechatApps } from '../db/schema/index.ts';
import { publicOrigin } from '../http/public-origin.ts';
import type { WechatScope } from '../integrations/wechat-oauth/port.ts';
import {
  createSandboxIdentity,
  isSandboxIdentityOf,
  issueSandboxCode,
  listDemoSandboxIdentities,
  listSandboxIdentities,
  type SandboxIdentity,
} from '../integrations/wechat-oauth/sandbox.ts';
import { escapeHtml, sandboxPage } from './html.ts';

/**
 * The messaging app's official-account web authorization, played locally: `/sandbox/oauth2/authorize` takes
 * the same query (appid, redirect_uri, response_type=code, scope, state), shows which account asks and for
 * what, lets the tester pick a known identity of that account or a new one, and `/sandbox/oauth2/confirm`
 * redirects back with `code` and `state`. Codes are single-use and expire in 5 minutes.
 *
 * Like the real page, it returns only to a registered place: redirect_uri must be on our own origin
 * (PUBLIC_BASE_URL, or this server) or on a host of REDIRECT_ALLOWED_HOSTS, by the shared rule of
 * packages/domain/src/redirect.ts. Anything else gets the error page on both steps, never a redirect.
 */

const ZAuthorizeQuery = z.object({
  appid: z.string().min(1).max(64),
  redirect_uri: z.string().max(2000),
  response_type: z.literal('code', { message: 'response_type 参数错误' }),
  scope: z.enum(['snsapi_base', 'snsapi_userinfo'], { message: 'scope 参数错误' }),
  state: z.string().max(128).default(''),
});

const ZConfirmQuery = ZAuthorizeQuery.extend({
  identity: z.string().min(1).max(80),
  nickname: z.string().max(20).default(''),
});

const SCOPE_TEXT: Record<WechatScope, string> = {
  snsapi_userinfo: '获得你的公开信息（昵称、头像等）',
  snsapi_base: '获取你的身份标识（静默授权，正式环境中不显示此页）',
};

function errorPage(reply: FastifyReply, message: string) {
  return reply
    .status(400)
    .type('text/html; charset=utf-8')
    .send(
      sandboxPage(
        '授权出错',
        `<div class="bar">微信授权<span class="tag">沙箱</span></div><div class="card" data-testid="sandbox-authorize-error"><h2 class="error">无法授权</h2><p>${escapeHtml(message)}</p></div>`,
      ),
    );
}

const REDIRECT_REFUSED = 'redirect_uri 参数错误：只能返回本站或已配置的域名';

export function registerSandboxOAuth(app: FastifyInstance): void {
  const { db } = app.deps.database;
  /** The redirect_uri as a URL when it may be followed (our origin or an allowed host), else null. */
  const returnUrl = (request: FastifyRequest, redirectUri: string) =>
    safeRedirectUrl(redirectUri, {
      origin: new URL(publicOrigin(app.config, request)).origin,
      allowedHosts: app.config.redirectHosts,
    });
  const appByAppId = async (appId: string) =>
    (await db.select().from(wechatApps).where(eq(wechatApps.appId, appId)).limit(1))[0];

  app.get('/sandbox/oauth2/authorize', async (request, reply) => {
    const parsed = ZAuthorizeQuery.safeParse(request.query);
    if (!parsed.success) return errorPage(reply, parsed.error.issues[0]?.message ?? '参数错误');
    const q = parsed.data;
    if (!returnUrl(request, q.redirect_uri)) return errorPage(reply, REDIRECT_REFUSED);
    const account = await appByAppId(q.appid);
    if (!account) return errorPage(reply, `appid 无效（${q.appid}）`);
    const identities = await listSandboxIdentities(db, q.appid);
    const hidden = (['appid', 'redirect_uri', 'response_type', 'scope', 'state'] as const)
      .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(q[k])}">`)
      .join('');
    const row = (identity: SandboxIdentity, checked: boolean) =>
      `<label class="row" data-testid="sandbox-identity-${escapeHtml(identity.openid)}">
  <input type="radio" name="identity" value="${escapeHtml(identity.openid)}"${checked ? ' checked' : ''}>
  <span class="avatar">${escapeHtml([...identity.nickname][0] ?? '?')}</span>
  <span><b>${escapeHtml(identity.nickname)}</b><br><span class="muted">${escapeHtml(identity.openid)}</span></span>
</label>`;
    const rows = identities.map((identity, i) => row(identity, i === 0)).join('');
    // the seeded demo learners (学员小周 with courses, progress and a class), apart and never pre-chosen
    const demo = await listDemoSandboxIdentities(db, q.appid);
    const demoRows =
      demo.length === 0
        ? ''
        : `<div class="card" data-testid="sandbox-demo-identities"><h2>演示学员</h2><p class="muted">演示数据里的学员：学员小周已有课程、学习进度与班级</p>${demo
            .map((identity) => row(identity, false))
            .join('')}</div>`;
    const html = sandboxPage(
      `${account.name} 申请授权`,
      `<div class="bar">微信授权<span class="tag">沙箱</span></div>
<form method="get" action="/sandbox/oauth2/confirm" data-testid="sandbox-authorize-page">${hidden}
<div class="card"><div class="app"><div class="logo">${escapeHtml([...account.name][0] ?? '微')}</div>
<div><b data-testid="sandbox-app-name">${escapeHtml(account.name)}</b><div class="muted">appid ${escapeHtml(account.appId)} · wechatType ${account.wechatType}</div></div></div>
<p>申请获取以下权限：</p><p data-testid="sandbox-scope">· ${escapeHtml(SCOPE_TEXT[q.scope])}</p>
<p class="muted">授权后将返回：${escapeHtml(q.redirect_uri)}</p></div>
<div class="card"><h2>选择登录身份</h2>${rows}
<label class="row" data-testid="sandbox-identity-new"><input type="radio" name="identity" value="new"${identities.length === 0 ? ' checked' : ''}>
<span class="avatar">+</span><span><b>使用新身份</b><br><span class="muted">创建一个新的测试微信用户</span></span></label>
<input type="text" name="nickname" maxlength="20" placeholder="新身份的昵称（可不填）" data-testid="sandbox-nickname"></div>
${demoRows}
<button class="btn" type="submit" data-testid="sandbox-authorize-confirm">允许</button>
</form>`,
    );
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });

  app.get('/sandbox/oauth2/confirm', async (request, reply) => {
    const parsed = ZConfirmQuery.safeParse(request.query);
    if (!parsed.success) return errorPage(reply, parsed.error.issues[0]?.message ?? '参数错误');
    const q = parsed.data;
    const target = returnUrl(request, q.redirect_uri);
    if (!target) return errorPage(reply, REDIRECT_REFUSED);
    const account = await appByAppId(q.appid);
    if (!account) return errorPage(reply, `appid 无效（${q.appid}）`);
    let openid = q.identity;
    if (openid === 'new') {
      openid = (await createSandboxIdentity(db, { appId: q.appid, nickname: q.nickname })).openid;
    } else if (!(await isSandboxIdentityOf(db, q.appid, openid))) {
      return errorPage(reply, '该身份不属于此公众号');
    }
    const code = await issueSandboxCode(db, { appId: q.appid, openid, scope: q.scope, now: app.deps.now() });
    target.searchParams.set('code', code);
    target.searchParams.set('state', q.state);
    return reply.header('cache-control', 'no-store').redirect(target.toString(), 302);
  });
}
