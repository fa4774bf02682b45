import { randomBytes } from 'node:crypto';
import { CONSOLE_CSRF_HEADER } from '@course/contracts/console-call';
import {
  CONSOLE_COURSE_UPLOAD_PATH,
  CONSOLE_COURSE_UPLOAD_PERMISSION,
  COURSE_UPLOAD_LIMITS,
  consoleChapterSave,
  consoleCourseDetail,
  consoleCourseList,
  consoleCourseReorder,
  consoleCourseSave,
  consoleCourseSetOnSale,
  consolePackageList,
  consolePackageSave,
  consoleSectionSave,
} from '@course/contracts/console-courses';
import { mediaDurationSec } from '@course/domain/course-subjects';
import { ResponseCode } from '@course/domain/response-codes';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError, invalidParams } from '../../http/app-error.ts';
import { createUploadStore } from '../../integrations/uploads/create-store.ts';
import { inspectUpload, type UploadKind } from '../../integrations/uploads/inspect.ts';
import type { UploadStore } from '../../integrations/uploads/port.ts';
import { writeAudit } from './audit.ts';
import {
  attachSectionMedia,
  courseForEditor,
  listCourses,
  listPackages,
  reorderCourse,
  saveChapter,
  saveCourse,
  savePackage,
  saveSection,
  setCourseOnSale,
} from './courses.ts';
import { refusalOf, registerConsoleCall, requireStaff } from './guard.ts';
import { resolveStaffSession, sessionTokenOf } from './staff-sessions.ts';

/** The console's course calls (issue 17 item 8) and the upload of course media and covers. */
export async function registerCourseRoutes(app: FastifyInstance, store?: UploadStore): Promise<void> {
  const actor = (ctx: Parameters<typeof requireStaff>[0] & { request: { ip: string } }) => ({
    staffId: requireStaff(ctx).staff.id,
    ip: ctx.request.ip,
  });
  registerConsoleCall(app, consoleCourseList, async (ctx) => listCourses(ctx.db, ctx.input));
  registerConsoleCall(app, consoleCourseDetail, async (ctx) => courseForEditor(ctx.db, ctx.input.courseId));
  registerConsoleCall(app, consoleCourseSave, async (ctx) => saveCourse(ctx.db, ctx.input, actor(ctx)));
  registerConsoleCall(app, consoleCourseSetOnSale, async (ctx) =>
    setCourseOnSale(ctx.db, ctx.input, actor(ctx)),
  );
  registerConsoleCall(app, consoleChapterSave, async (ctx) => saveChapter(ctx.db, ctx.input, actor(ctx)));
  registerConsoleCall(app, consoleSectionSave, async (ctx) => saveSection(ctx.db, ctx.input, actor(ctx)));
  registerConsoleCall(app, consoleCourseReorder, async (ctx) => reorderCourse(ctx.db, ctx.input, actor(ctx)));
  registerConsoleCall(app, consolePackageList, async (ctx) => listPackages(ctx.db));
  registerConsoleCall(app, consolePackageSave, async (ctx) => savePackage(ctx.db, ctx.input, actor(ctx)));
  await registerCourseUploadRoute(app, store ?? createUploadStore(app.config));
}

const UPLOAD_KINDS: readonly UploadKind[] = ['image', 'audio', 'video'];
const KIND_WORD: Record<UploadKind, string> = { image: '图片', audio: '音频', video: '视频' };
const MAX_BYTES = Math.max(...Object.values(COURSE_UPLOAD_LIMITS).map((l) => l.maxBytes));

/**
 * `POST /admin/api/courses/upload?kind=image|audio|video[&sectionId=]`: one multipart file, checked by its
 * content (integrations/uploads/inspect.ts: the real type by magic bytes, the size, an audio or video file's
 * duration), stored through the upload port (the data folder or S3) under `course-media/<kind>/<random>.<ext>`.
 * With a sectionId an audio or video file becomes that section's media (kind, address, duration), audited.
 * Guarded like consoleCourseSave (the permission table's row).
 */
async function registerCourseUploadRoute(app: FastifyInstance, store: UploadStore): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_BYTES, files: 1, fields: 0, parts: 1 },
    });
    scope.post<{ Querystring: Record<string, string | undefined> }>(
      CONSOLE_COURSE_UPLOAD_PATH,
      async (request, reply) => {
        const now = new Date(app.deps.now());
        const session = await resolveStaffSession(app.deps.database.db, sessionTokenOf(request), now);
        const csrf = request.headers[CONSOLE_CSRF_HEADER];
        const refusal = refusalOf(
          CONSOLE_COURSE_UPLOAD_PERMISSION,
          'POST',
          session,
          Array.isArray(csrf) ? csrf[0] : csrf,
        );
        if (refusal) throw refusal;
        const kind = request.query.kind as UploadKind;
        if (!UPLOAD_KINDS.includes(kind)) throw invalidParams('kind 必须是 image、audio 或 video');
        const sectionRaw = request.query.sectionId;
        const sectionId = sectionRaw === undefined || sectionRaw === '' ? null : Number(sectionRaw);
        if (sectionId !== null && !(Number.isSafeInteger(sectionId) && sectionId > 0)) {
          throw invalidParams('sectionId 必须是正整数');
        }
        if (sectionId !== null && kind === 'image') throw invalidParams('小节只能上传音频或视频');
        if (!request.isMultipart()) throw invalidParams(`请以 multipart/form-data 上传${KIND_WORD[kind]}`);
        const limits = { kind, ...COURSE_UPLOAD_LIMITS[kind] };
        let bytes: Buffer;
        try {
          const file = await request.file({ limits: { fileSize: limits.maxBytes } });
          if (!file) throw invalidParams(`没有收到${KIND_WORD[kind]}`);
          bytes = await file.toBuffer();
        } catch (error) {
          if (error instanceof AppError) throw error;
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new AppError(
              ResponseCode.uploadRefused,
              `文件太大：${KIND_WORD[kind]}不能超过 ${limits.maxBytes / 1024 / 1024}MB`,
            );
          }
          throw invalidParams('上传的文件无法读取');
        }
        const inspected = await inspectUpload(bytes, limits);
        const key = `course-media/${kind}/${randomBytes(16).toString('hex')}.${inspected.ext}`;
        await store.write(key, bytes, inspected.mime);
        const url = store.publicUrl(key);
        const staffId = session!.staff.id;
        const durationSec =
          inspected.durationSeconds === null ? null : mediaDurationSec(inspected.durationSeconds);
        if (sectionId !== null) {
          await attachSectionMedia(
            app.deps.database.db,
            sectionId,
            { kind: kind as 'audio' | 'video', mediaUrl: url, durationSec: durationSec ?? 1 },
            { staffId, ip: request.ip },
          ).catch(async (error: unknown) => {
            await store.remove(key);
            throw error;
          });
        } else {
          await writeAudit(app.deps.database.db, {
            staffId,
            action: `upload.${kind}`,
            targetType: 'upload',
            targetId: key,
            before: null,
            after: { url, bytes: bytes.length, durationSec },
            ip: request.ip,
          });
        }
        reply.header('cache-control', 'no-store');
        return {
          code: ResponseCode.ok,
          msg: 'success',
          data: { url, kind, bytes: bytes.length, durationSec, sectionId },
        };
      },
    );
  });
}
