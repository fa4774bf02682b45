import { randomBytes } from 'node:crypto';
import { CONSOLE_CSRF_HEADER } from '@course/contracts/console-call';
import {
  CONSOLE_UPLOAD_MAX_BYTES,
  CONSOLE_UPLOAD_PATH,
  CONSOLE_UPLOAD_PERMISSION,
} from '@course/contracts/console-templates';
import { ResponseCode } from '@course/domain/response-codes';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import type { UploadStore } from '../../integrations/uploads/port.ts';
import { writeAudit } from './audit.ts';
import { refusalOf } from './guard.ts';
import { resolveStaffSession, sessionTokenOf } from './staff-sessions.ts';

/**
 * Image upload for the template editor (backgrounds, QR backings) and the classes' group QRs: one multipart
 * file, at most 2 MiB, only PNG, JPEG, GIF or WebP by its first bytes (never by its name or declared type),
 * stored through the upload port (integrations/uploads: the data folder by default, served back at
 * /uploads/console/<name>, or S3) under `console/<random>.<ext>`, like the course media. Guarded like a console
 * call with the permission row CONSOLE_UPLOAD_PERMISSION (consoleClassUpdate: admin, operator, and a teacher
 * for their own class's QR).
 */

const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

const SIGNATURES: { ext: string; test: (b: Buffer) => boolean }[] = [
  {
    ext: 'png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', test: (b) => b.subarray(0, 6).toString('latin1').startsWith('GIF8') },
  {
    ext: 'webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The file extension of an image by its first bytes, or null when it is none of the allowed kinds. */
export function imageKindOf(bytes: Buffer): string | null {
  return SIGNATURES.find((s) => s.test(bytes))?.ext ?? null;
}

const badUpload = (msg: string) => new AppError(ResponseCode.invalidParams, msg, 400);

export async function registerUploadRoutes(app: FastifyInstance, store: UploadStore): Promise<void> {
  // encapsulated: the multipart parser exists for this route only
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: CONSOLE_UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 },
    });
    scope.post(CONSOLE_UPLOAD_PATH, async (request, reply) => {
      const now = new Date(app.deps.now());
      const session = await resolveStaffSession(app.deps.database.db, sessionTokenOf(request), now);
      const csrf = request.headers[CONSOLE_CSRF_HEADER];
      const refusal = refusalOf(
        CONSOLE_UPLOAD_PERMISSION,
        'POST',
        session,
        Array.isArray(csrf) ? csrf[0] : csrf,
      );
      if (refusal) throw refusal;
      if (!request.isMultipart()) throw badUpload('请以 multipart/form-data 上传图片');
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file) throw badUpload('没有收到图片');
        bytes = await file.toBuffer();
      } catch (error) {
        if (error instanceof AppError) throw error;
        const code = (error as { code?: string }).code ?? '';
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw badUpload('图片不能超过 2 MB');
        throw badUpload('上传的文件无法读取');
      }
      const ext = imageKindOf(bytes);
      if (!ext) throw badUpload('只能上传 PNG、JPEG、GIF 或 WebP 图片');
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      const key = `console/${name}`;
      await store.write(key, bytes, MIME[ext]!);
      const url = store.publicUrl(key);
      await writeAudit(app.deps.database.db, {
        staffId: session!.staff.id,
        action: 'upload.image',
        targetType: 'upload',
        targetId: key,
        before: null,
        after: { url, bytes: bytes.length },
        ip: request.ip,
      });
      reply.header('cache-control', 'no-store');
      return { code: ResponseCode.ok, msg: 'success', data: { url, bytes: bytes.length } };
    });
  });
}
