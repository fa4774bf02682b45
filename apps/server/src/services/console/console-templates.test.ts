import { ConsoleCode, STAFF_ROLES, type StaffRole } from '@course/contracts/console-call';
import {
  CONSOLE_UPLOAD_PATH,
  consoleTemplateCreate,
  consoleTemplateDetail,
  consoleTemplateList,
  consoleTemplatePreviewLink,
  consoleTemplatePublish,
  consoleTemplateSaveVersion,
} from '@course/contracts/console-templates';
import { ResponseCode } from '@course/domain/response-codes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { KeyValueStore } from '../../cache/key-value-store.ts';
import { auditLog, pageTemplateVersions } from '../../db/schema/index.ts';
import { consoleInject, staffSessionOf } from '../../test-support/console-client.ts';
import { envelopeOf } from '../../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { loadTemplate } from '../landing/page-templates.ts';
import { roleMay } from './permissions.ts';
import { previewLayout, previewToken, versionOfPreviewToken } from './template-preview.ts';
import { publishVersion } from './templates.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(fileName: string, bytes: Buffer) {
  const boundary = '----console-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describeEachDatabase(
  'console: landing-template editor (versions, publish, rollback, preview, upload)',
  { seeded: true },
  (getDatabase, target) => {
    let t: TestApp;
    let clock = Date.parse('2026-03-01T02:00:00Z');
    let counter = 0;
    const db = () => getDatabase().db;
    const sessionOf = async (role: StaffRole) => {
      counter += 1;
      return staffSessionOf(db(), role, `tpl_${role}_${counter}_${process.pid}`, new Date(clock));
    };
    const call = async (
      contract: Parameters<typeof consoleInject>[1],
      input: Record<string, unknown>,
      auth: { token: string; csrf: string },
    ) => envelopeOf(await consoleInject(t.app, contract, input, auth));
    /** A new template with one saved (not published) version of `layout`. */
    const templateWithVersion = async (
      name: string,
      layout: Record<string, unknown>,
      op: { token: string; csrf: string },
    ) => {
      const created = await call(consoleTemplateCreate, { name }, op);
      const templateId = (created.data as { template: { id: number } }).template.id;
      const saved = await call(
        consoleTemplateSaveVersion,
        { templateId, componentJson: JSON.stringify(layout) },
        op,
      );
      return { templateId, versionId: (saved.data as { version: { id: number } }).version.id };
    };
    const upload = (fileName: string, bytes: Buffer, auth: { token?: string; csrf?: string }) => {
      const { payload, contentType } = multipart(fileName, bytes);
      const headers: Record<string, string> = { 'content-type': contentType };
      if (auth.token) headers.cookie = `console_session=${auth.token}`;
      if (auth.csrf) headers['x-csrf-token'] = auth.csrf;
      return t.app.inject({ method: 'POST', url: CONSOLE_UPLOAD_PATH, headers, payload });
    };

    beforeAll(async () => {
      t = await buildTestApp(getDatabase(), { now: () => clock });
    });
    afterAll(async () => {
      await t.close();
    });

    it('an operator creates a template, saves versions, publishes, rolls back; the live template follows; audited', async () => {
      const op = await sessionOf('operator');
      const created = await call(consoleTemplateCreate, { name: '春季投放' }, op);
      expect(created).toMatchObject({
        code: 0,
        data: { template: { latestVersion: 1, publishedVersion: 1 } },
      });
      const templateId = (created.data as { template: { id: number } }).template.id;

      // the domain's layout rules refuse a QR too small to scan, an unknown field and an unsafe URL
      const refused = await call(
        consoleTemplateSaveVersion,
        {
          templateId,
          componentJson: JSON.stringify({
            tQrcodeHeight: 20,
            tFoo: 1,
            tBackgroundImg: 'javascript:alert(1)',
          }),
        },
        op,
      );
      expect(refused.code).toBe(ResponseCode.invalidParams);
      expect(refused.msg).toContain('tQrcodeHeight');
      expect(refused.msg).toContain('tFoo');

      const v2 = await call(
        consoleTemplateSaveVersion,
        { templateId, componentJson: JSON.stringify({ tQrcodeTop: 900, tQrcodeHeight: 400 }), note: '下移' },
        op,
      );
      expect(v2).toMatchObject({
        code: 0,
        data: { version: { version: 2, note: '下移', publishedAt: null } },
      });
      const v2Id = (v2.data as { version: { id: number } }).version.id;
      // saving does not publish
      expect((await loadTemplate(db(), templateId))!.layout!.tQrcodeTop).not.toBe(900);

      clock += 60_000;
      expect(await call(consoleTemplatePublish, { templateId, versionId: v2Id }, op)).toMatchObject({
        code: 0,
      });
      expect((await loadTemplate(db(), templateId))!.layout).toMatchObject({
        tQrcodeTop: 900,
        tQrcodeHeight: 400,
      });

      const detail = await call(consoleTemplateDetail, { templateId }, op);
      const data = detail.data as {
        template: { publishedVersion: number; latestVersion: number };
        versions: { id: number; version: number }[];
      };
      expect(data.template).toMatchObject({ publishedVersion: 2, latestVersion: 2 });
      expect(data.versions.map((v) => v.version)).toEqual([2, 1]);

      // roll back: publish version 1 again
      clock += 60_000;
      const v1Id = data.versions.find((v) => v.version === 1)!.id;
      expect(await call(consoleTemplatePublish, { templateId, versionId: v1Id }, op)).toMatchObject({
        code: 0,
      });
      expect((await loadTemplate(db(), templateId))!.layout!.tQrcodeTop).not.toBe(900);
      const list = await call(consoleTemplateList, {}, op);
      const row = (list.data as { list: { id: number; publishedVersion: number }[] }).list.find(
        (r) => r.id === templateId,
      );
      expect(row!.publishedVersion).toBe(1);

      const audits = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'page_template'), eq(auditLog.targetId, String(templateId))));
      expect(audits.map((a) => a.action).sort()).toEqual([
        'template.create',
        'template.version.publish',
        'template.version.publish',
        'template.version.save',
      ]);
      const rollback = audits.filter((a) => a.action === 'template.version.publish').at(-1)!;
      expect(rollback.staffId).toBe(op.staffId);
      expect(rollback.before).toMatchObject({ version: 2, layout: { tQrcodeTop: 900 } });
      expect(rollback.after).toMatchObject({ version: 1 });

      // a version of another template cannot be published on this one
      const other = await call(consoleTemplateCreate, { name: '另一个' }, op);
      const otherId = (other.data as { template: { id: number } }).template.id;
      expect((await call(consoleTemplatePublish, { templateId: otherId, versionId: v2Id }, op)).code).toBe(
        ResponseCode.notFound,
      );
    });

    it('saves at the same time get different version numbers', async () => {
      const op = await sessionOf('operator');
      const created = await call(consoleTemplateCreate, { name: '并发' }, op);
      const templateId = (created.data as { template: { id: number } }).template.id;
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          call(
            consoleTemplateSaveVersion,
            { templateId, componentJson: JSON.stringify({ tQrcodeTop: 100 + i }) },
            op,
          ),
        ),
      );
      expect(answers.every((a) => a.code === 0)).toBe(true);
      const rows = await db()
        .select({ version: pageTemplateVersions.version })
        .from(pageTemplateVersions)
        .where(eq(pageTemplateVersions.templateId, templateId));
      expect(rows.map((r) => r.version).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    });

    if (target.name === 'postgres') {
      it('a published layout is seen at once even when a visitor read the old one between the forget and the commit', async () => {
        const op = await sessionOf('operator');
        const { templateId, versionId } = await templateWithVersion(
          '竞速',
          { tBackgroundColor: '#123456' },
          op,
        );
        const kv = t.app.deps.kv;
        // a visitor on another connection reads the template right after the forget inside the publishing
        // transaction, and caches the layout before the publish
        let racedColor: unknown = 'not read';
        const racing: KeyValueStore = {
          ...kv,
          delete: async (cacheKey) => {
            await kv.delete(cacheKey);
            if (racedColor === 'not read')
              racedColor = (await loadTemplate(db(), templateId, undefined, kv))?.layout?.tBackgroundColor;
          },
        };
        await publishVersion(
          db(),
          racing,
          { templateId, versionId },
          { staffId: op.staffId, ip: '127.0.0.1' },
          new Date(clock),
        );
        expect(racedColor).not.toBe('#123456');
        expect((await loadTemplate(db(), templateId, undefined, kv))?.layout).toMatchObject({
          tBackgroundColor: '#123456',
        });
      });
    }

    it('a preview link shows its version only with a valid, unexpired token of that template', async () => {
      const op = await sessionOf('operator');
      const { templateId, versionId } = await templateWithVersion('预览', { tQrcodeTop: 1234 }, op);
      const link = await call(consoleTemplatePreviewLink, { templateId, versionId }, op);
      expect(link.code).toBe(0);
      const url = new URL((link.data as { url: string }).url);
      expect(url.pathname).toBe('/pageTemplate');
      expect(url.searchParams.get('addGroupPageId')).toBe(String(templateId));
      const token = url.searchParams.get('preview')!;
      const key = t.app.config.keys.templatePreview;
      const now = new Date(clock);
      expect(JSON.parse((await previewLayout(db(), key, templateId, token, now))!)).toMatchObject({
        tQrcodeTop: 1234,
      });
      // another template, a forged MAC, another key, an expired token: nothing
      expect(await previewLayout(db(), key, templateId + 1, token, now)).toBeNull();
      expect(versionOfPreviewToken(key, templateId, `${token.slice(0, -2)}AA`, now)).toBeNull();
      expect(versionOfPreviewToken('other-key', templateId, token, now)).toBeNull();
      expect(versionOfPreviewToken(key, templateId, token, new Date(clock + 25 * 3_600_000))).toBeNull();
      const expired = previewToken(key, templateId, versionId, new Date(clock - 1));
      expect(versionOfPreviewToken(key, templateId, expired, now)).toBeNull();
      expect(versionOfPreviewToken(key, templateId, 'x'.repeat(500), now)).toBeNull();
    });

    it('upload: an image is stored and served back; a non-image, a too-large file and other roles are refused', async () => {
      const op = await sessionOf('operator');
      const response = await upload('bg.png', PNG, op);
      const body = envelopeOf(response);
      expect(body).toMatchObject({
        code: 0,
        data: { url: expect.stringMatching(/^\/uploads\/console\/[0-9a-f]{32}\.png$/) },
      });
      const served = await t.app.inject({ url: (body.data as { url: string }).url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(PNG)).toBe(true);

      // named .png, but a script by its bytes
      const script = envelopeOf(await upload('x.png', Buffer.from('<script>alert(1)</script>'), op));
      expect(script.code).toBe(ResponseCode.invalidParams);
      const big = await upload('big.png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), op);
      expect(envelopeOf(big).code).toBe(ResponseCode.invalidParams);
      expect(big.statusCode).toBeLessThan(500);
      // no session, no CSRF, a role without the upload permission (consoleClassUpdate's row: teachers upload their
      // class QR, so only finance is refused)
      expect(envelopeOf(await upload('bg.png', PNG, {})).code).toBe(ResponseCode.notLoggedIn);
      expect(envelopeOf(await upload('bg.png', PNG, { token: op.token })).code).toBe(ConsoleCode.csrfRefused);
      let refusals = 0;
      for (const role of STAFF_ROLES) {
        if (roleMay(role, 'consoleClassUpdate')) continue;
        const s = await sessionOf(role);
        const refused = await upload('bg.png', PNG, s);
        expect(envelopeOf(refused).code, role).toBe(ConsoleCode.forbidden);
        refusals += 1;
      }
      expect(refusals).toBe(1); // finance
    });
  },
);
