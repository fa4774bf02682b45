import { randomBytes } from 'node:crypto';
import { ResponseCode } from '@course/domain/response-codes';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { contestUploads } from '../../db/schema/index.ts';
import { AppError, conflict, invalidParams, notFound } from '../../http/app-error.ts';
import {
  checkUploadSize,
  type InspectedUpload,
  inspectUpload,
  type UploadLimits,
} from '../../integrations/uploads/inspect.ts';
import type { ModerationPort } from '../../integrations/uploads/moderation.ts';
import type { UploadStore, UploadTarget } from '../../integrations/uploads/port.ts';

/**
 * Uploads of the contests area: `start` records a pending upload for this learner and hands out a signed PUT
 * address valid for UPLOAD_TTL_SECONDS; `finish` reads the stored object back and checks it by content. A
 * refused file is deleted from the store and the upload marked refused with the reason.
 */

export const UPLOAD_TTL_SECONDS = 300;
/** The image check's limit (spring couplets, calligraphy photos). */
export const IMAGE_LIMITS: UploadLimits = { kind: 'image', maxBytes: 5 * 1024 * 1024 };

export type UploadDeps = { store: UploadStore; moderation: ModerationPort };

/** The moderation port's image check as a `finishUpload` extra check: null when it passes, else the reason. */
export const moderatedImage =
  (moderation: ModerationPort) =>
  async (bytes: Buffer): Promise<string | null> => {
    const verdict = await moderation.checkImage(bytes);
    return verdict.pass ? null : verdict.reason;
  };

export async function startUpload(
  db: AppDb,
  deps: UploadDeps,
  input: {
    customerId: number;
    contestId: number | null;
    purpose: 'entry' | 'image-check';
    limits: UploadLimits;
    contentType: string | undefined;
    size: number | undefined;
    now: Date;
  },
): Promise<UploadTarget> {
  if (!input.contentType || !input.size) throw invalidParams('开始上传需要 contentType 和 size');
  checkUploadSize(input.size, input.limits);
  if (!input.contentType.startsWith(`${input.limits.kind}/`)) {
    throw new AppError(ResponseCode.uploadRefused, `请选择${KIND_WORD[input.limits.kind]}文件`);
  }
  const key = `${input.purpose === 'entry' ? `contests/${input.contestId}` : 'image-check'}/${randomBytes(16).toString('hex')}.bin`;
  const target = await deps.store.createUploadTarget({
    key,
    contentType: input.contentType,
    size: input.size,
    ttlSeconds: UPLOAD_TTL_SECONDS,
    now: input.now.getTime(),
  });
  await db.insert(contestUploads).values({
    key,
    customerId: input.customerId,
    contestId: input.contestId,
    purpose: input.purpose,
    kind: input.limits.kind,
    declaredType: input.contentType,
    size: input.size,
    expiresAt: new Date(target.expiresAt),
  });
  return target;
}

const KIND_WORD = { image: '图片', audio: '音频', video: '视频' } as const;

/**
 * Checks a stored upload: it must be this learner's pending upload (its address not long expired), the bytes
 * must be there, and pass the content check (and `extraCheck`, e.g. moderation). Marks it accepted or refused.
 */
export async function finishUpload(
  db: AppDb,
  deps: UploadDeps,
  input: {
    customerId: number;
    contestId: number | null;
    uploadKey: string | undefined;
    limits: UploadLimits;
    now: Date;
    extraCheck?: (bytes: Buffer) => Promise<string | null>;
  },
): Promise<InspectedUpload & { key: string; url: string; posterUrl: string | null }> {
  if (!input.uploadKey) throw invalidParams('完成上传需要 uploadKey');
  const [upload] = await db
    .select()
    .from(contestUploads)
    .where(and(eq(contestUploads.key, input.uploadKey), eq(contestUploads.customerId, input.customerId)))
    .limit(1);
  if (!upload || upload.contestId !== input.contestId) throw notFound('上传');
  if (upload.status === 'refused')
    throw new AppError(ResponseCode.uploadRefused, upload.reason ?? '文件未通过检查');
  if (upload.status === 'accepted') throw conflict('该文件已提交');
  const bytes = await deps.store.read(upload.key);
  if (!bytes) throw conflict('文件还未上传完成，请重新上传');
  const refuse = async (error: AppError) => {
    await deps.store.remove(upload.key);
    await db
      .update(contestUploads)
      .set({ status: 'refused', reason: error.message })
      .where(eq(contestUploads.id, upload.id));
    return error;
  };
  let inspected: InspectedUpload;
  try {
    // The signed address covers the length on S3 (and the local route checks it); a fake or a lenient
    // S3-compatible service might not, so the stored size is checked again here.
    if (bytes.length !== upload.size) {
      throw new AppError(ResponseCode.uploadRefused, '上传的文件大小与申请的不一致，请重新上传');
    }
    inspected = await inspectUpload(bytes, input.limits);
  } catch (error) {
    throw error instanceof AppError ? await refuse(error) : error;
  }
  const extra = await input.extraCheck?.(bytes);
  if (extra) throw await refuse(new AppError(ResponseCode.contentRefused, extra));
  const [accepted] = await db
    .update(contestUploads)
    .set({ status: 'accepted' })
    .where(and(eq(contestUploads.id, upload.id), eq(contestUploads.status, 'pending')))
    .returning({ id: contestUploads.id });
  if (!accepted) throw conflict('该文件已提交');
  // What is kept: the re-encoded image under its own extension (the uploaded bytes are deleted), or the
  // audio/video as uploaded plus its poster frame beside it.
  const base = upload.key.replace(/\.bin$/, '');
  let key = upload.key;
  if (inspected.image) {
    key = `${base}.${inspected.image.ext}`;
    await deps.store.write(key, inspected.image.bytes, inspected.image.mime);
    await deps.store.remove(upload.key);
  }
  let posterUrl: string | null = null;
  if (inspected.poster) {
    const posterKey = `${base}-poster.jpg`;
    await deps.store.write(posterKey, inspected.poster, 'image/jpeg');
    posterUrl = deps.store.publicUrl(posterKey);
  }
  return { ...inspected, key, url: deps.store.publicUrl(key), posterUrl };
}
