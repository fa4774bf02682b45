import { z } from 'zod';
import { defineConsoleCall } from './console-call.ts';
import { zId, zText } from './define-call.ts';

/**
 * Console calls of the templates group: the landing-template editor (issue 17 item 3). A template's layout
 * (componentJson, spec 000 §2) is saved as a new numbered version; publishing a version writes it to the live
 * page template through the landing's own write path; rolling back is publishing an earlier version. A preview
 * link carries a signed, expiring token that shows one version on the learners' landing route.
 */

const ZBrand = z.enum(['nbc', 'jz']);

export const ZTemplateVersion = z.object({
  id: z.number(),
  version: z.number(),
  componentJson: z.string(),
  note: z.string(),
  staffLogin: z.string().nullable(),
  createdAt: z.string(),
  /** When this version was last published (null: never). */
  publishedAt: z.string().nullable(),
});

export const ZTemplateSummary = z.object({
  id: z.number(),
  name: z.string(),
  brand: ZBrand,
  courseId: z.number().nullable(),
  /** The newest version's number (0: no version saved in the console yet). */
  latestVersion: z.number(),
  /** The number of the version that is live (null: the live layout predates the console). */
  publishedVersion: z.number().nullable(),
  createdAt: z.string(),
});

export const consoleTemplateList = defineConsoleCall({
  name: 'consoleTemplateList',
  summary: '落地页模板列表，含最新版本号与已发布版本号',
  method: 'GET',
  path: '/admin/api/templates/list',
  request: z.object({}).strict(),
  response: z.object({ list: z.array(ZTemplateSummary) }),
});

export const consoleTemplateDetail = defineConsoleCall({
  name: 'consoleTemplateDetail',
  summary: '一个模板：线上布局与全部版本（新的在前）',
  method: 'GET',
  path: '/admin/api/templates/detail',
  request: z.object({ templateId: zId() }).strict(),
  response: z.object({
    template: ZTemplateSummary,
    /** The live layout (page_templates.component_json) as JSON text. */
    liveComponentJson: z.string(),
    versions: z.array(ZTemplateVersion),
  }),
});

export const consoleTemplateCreate = defineConsoleCall({
  name: 'consoleTemplateCreate',
  summary: '新建落地页模板（默认布局，保存为版本 1 并发布）',
  method: 'POST',
  path: '/admin/api/templates/create',
  request: z
    .object({
      name: zText(60).trim().min(1),
      brand: ZBrand.default('nbc'),
      courseId: zId().nullable().default(null),
    })
    .strict(),
  response: z.object({ template: ZTemplateSummary }),
});

export const consoleTemplateSaveVersion = defineConsoleCall({
  name: 'consoleTemplateSaveVersion',
  summary: '按领域布局规则校验后，把布局保存为模板的新版本（不发布）',
  method: 'POST',
  path: '/admin/api/templates/versions/save',
  request: z
    .object({
      templateId: zId(),
      /** The layout as JSON text (spec 000 §2 fields). */
      componentJson: zText(20_000),
      note: zText(100).default(''),
    })
    .strict(),
  response: z.object({ version: ZTemplateVersion }),
});

export const consoleTemplatePublish = defineConsoleCall({
  name: 'consoleTemplatePublish',
  summary: '发布模板的某个版本（发布较早的版本即回滚）；学员立即看到',
  method: 'POST',
  path: '/admin/api/templates/versions/publish',
  request: z.object({ templateId: zId(), versionId: zId() }).strict(),
  response: z.object({ version: ZTemplateVersion }),
});

export const consoleTemplatePreviewLink = defineConsoleCall({
  name: 'consoleTemplatePreviewLink',
  summary: '某个版本的预览链接：学员落地页地址加签名的限时预览令牌',
  method: 'POST',
  path: '/admin/api/templates/versions/preview-link',
  request: z.object({ templateId: zId(), versionId: zId() }).strict(),
  response: z.object({ url: z.string(), expiresAt: z.string() }),
});

/**
 * The image upload (multipart, one image field `file`): not a JSON call, so not in CONSOLE_CALLS; the server
 * guards it with the permission row of consoleClassUpdate, the widest of the calls that take an uploaded image:
 * template images (admin, operator) and a class's group QR (admin, operator, and a teacher for their own class).
 * Finance may not upload.
 */
export const CONSOLE_UPLOAD_PATH = '/admin/api/uploads/image';
export const CONSOLE_UPLOAD_PERMISSION = 'consoleClassUpdate';
export const CONSOLE_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const ZConsoleUpload = z.object({ url: z.string(), bytes: z.number() });

export const CONSOLE_TEMPLATE_CALLS = [
  consoleTemplateList,
  consoleTemplateDetail,
  consoleTemplateCreate,
  consoleTemplateSaveVersion,
  consoleTemplatePublish,
  consoleTemplatePreviewLink,
] as const;
