import { randomUUID } from 'node:crypto';
import { PAYLOAD_MAX_BYTES } from '@course/domain/sign';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './env.ts';
import { registerAdminSpa } from './http/admin-spa.ts';
import type { AppDeps } from './http/deps.ts';
import { answerFrameworkError, installErrorHandling } from './http/error-handler.ts';
import { registerHealth } from './http/health.ts';
import { installBoundedJsonParser } from './http/request-guards.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { registerSpa } from './http/spa.ts';
import { loadWebAppConfig } from './http/web-app-config.ts';
import { createPaymentProviders } from './integrations/payment/providers.ts';
import { createSandboxSms } from './integrations/sms/sandbox.ts';
import { createTencentSms, missingTencentSettings } from './integrations/sms/tencent.ts';
import { createTransferProvider } from './integrations/transfer/providers.ts';
import { createSandboxModeration } from './integrations/uploads/moderation.ts';
import { createRealWechatOAuth } from './integrations/wechat-oauth/real.ts';
import { createSandboxWechatOAuth } from './integrations/wechat-oauth/sandbox.ts';
import { sandboxPlugin } from './sandbox/plugin.ts';
import { assessmentsService } from './services/assessments/plugin.ts';
import { catalogueService } from './services/catalogue/plugin.ts';
import { consoleService } from './services/console/plugin.ts';
import { previewLayout } from './services/console/template-preview.ts';
import { contestsService } from './services/contests/plugin.ts';
import { goodsService } from './services/goods/plugin.ts';
import { groupBuyingService } from './services/group-buying/plugin.ts';
import { growthService } from './services/growth/plugin.ts';
import { identityService } from './services/identity/plugin.ts';
import { firstQrOf, landingBootAnswer } from './services/landing/landing-boot.ts';
import { loadTemplate } from './services/landing/page-templates.ts';
import { landingService } from './services/landing/plugin.ts';
import { learningService } from './services/learning/plugin.ts';
import { legalService } from './services/legal/plugin.ts';
import { messagesService } from './services/messages/plugin.ts';
import { ordersService } from './services/orders/plugin.ts';
import { isOurWechatAppId } from './services/orders/settlement.ts';
import { shellService } from './services/shell/plugin.ts';
import { studyTourService } from './services/study-tour/plugin.ts';
import { toolsService } from './services/tools/plugin.ts';

z.config(z.locales.zhCN());

/** Builds the whole server; tests call it and use `inject`, main.ts calls it and listens. */
export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  // loadConfig refuses this; a config built another way (tests, benches) must not mount the sandbox in prod either.
  if (config.appEnv === 'prod' && config.sandbox) throw new Error('the sandbox is refused when APP_ENV=prod');
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.token', 'req.headers.teachertoken', 'req.headers.sign'],
          },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: PAYLOAD_MAX_BYTES,
    // Only the configured proxies may say who the client is (X-Forwarded-For); nobody when TRUST_PROXY is empty.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    routerOptions: { maxParamLength: 200 },
    // The router's own refusals (bad percent-encoding, an over-long path parameter) answer the envelope too.
    frameworkErrors: answerFrameworkError,
  });
  app.decorate('config', config);
  const now = deps.now ?? Date.now;
  app.decorate('deps', {
    ...deps,
    now,
    wechatOAuth:
      deps.wechatOAuth ??
      (config.wechat.adapter === 'sandbox'
        ? createSandboxWechatOAuth(deps.database.db, now)
        : createRealWechatOAuth({ apiBaseUrl: config.wechat.apiBaseUrl })),
    payments:
      deps.payments ??
      createPaymentProviders(config.payment, deps.kv, now, (appId) =>
        isOurWechatAppId(deps.database.db, appId),
      ),
    transfers:
      deps.transfers !== undefined
        ? deps.transfers
        : createTransferProvider(config.transfer, {
            sandboxKey: config.payment.sandboxKey,
            kv: deps.kv,
            now,
          }),
    sms:
      deps.sms ??
      (config.sms.adapter === 'sandbox'
        ? createSandboxSms(deps.database.db, app.log)
        : createTencentSms(config.sms.tencent)),
    moderation: deps.moderation ?? createSandboxModeration(),
  });
  if (config.sms.adapter === 'tencent' && missingTencentSettings(config.sms.tencent).length > 0) {
    app.log.warn(
      { missing: missingTencentSettings(config.sms.tencent) },
      'Tencent SMS is not configured: verification codes cannot be sent',
    );
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installBoundedJsonParser(app);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  installSecurityHeaders(app, config);
  await app.register(fastifyCompress, { threshold: 1024 });

  if (config.appEnv !== 'prod') {
    await app.register(fastifySwagger, {
      openapi: { info: { title: 'Course H5 API', version: '0.1.0' } },
      transform: jsonSchemaTransform,
    });
    app.get('/openapi.json', async () => app.swagger());
  }

  registerHealth(app);
  await app.register(landingService);
  await app.register(identityService);
  await app.register(messagesService);
  await app.register(legalService);
  await app.register(catalogueService);
  await app.register(learningService);
  await app.register(ordersService);
  await app.register(goodsService);
  await app.register(growthService);
  await app.register(groupBuyingService);
  await app.register(studyTourService);
  await app.register(consoleService);
  await app.register(toolsService);
  await app.register(contestsService);
  await app.register(shellService);
  await app.register(assessmentsService);
  if (config.sandbox) await app.register(sandboxPlugin);

  await registerAdminSpa(app);
  await registerSpa(app, await loadWebAppConfig(deps.database.db, config), {
    landingLayout: async (id, preview) => {
      // a console preview link (services/console/template-preview.ts) shows its version's layout
      const previewed = preview
        ? await previewLayout(deps.database.db, config.keys.templatePreview, id, preview, new Date(now()))
        : null;
      if (previewed) return previewed;
      const template = await loadTemplate(deps.database.db, id);
      return template?.layout ? JSON.stringify(template.layout) : null;
    },
    // a learner with a session cookie gets the page's answer in the document (services/landing/landing-boot.ts)
    landingAnswer: async (request, reply, url) => {
      const boot = await landingBootAnswer(app, request, reply, url);
      return boot ? { data: boot, qr: firstQrOf(boot.answer) } : null;
    },
  });
  return app;
}
