import { randomBytes } from 'node:crypto';
import type { pictureMountSave } from '@course/contracts/tools-content';
import { ZPictureFrame } from '@course/contracts/tools-content';
import { ResponseCode } from '@course/domain/response-codes';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { toolContentItems, toolMountedPictures } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';
import type { UploadStore } from '../../integrations/uploads/port.ts';
import { openItem } from './content-library.ts';
import { requireToolAccess } from './permissions.ts';

/**
 * pictureMounting: the frames are the content library's templates that carry one (videoMountingDetail shows
 * them; its 用我的照片做一张 passes the template); the phone composites the learner's picture in the chosen frame
 * on a canvas; when the learner saves, the JPEG/PNG comes here as a data URL (inside the request limit), is
 * checked by its bytes (magic numbers and the image's own size) and stored through the upload port with the
 * template it was made in.
 */

const DATA_URL = /^data:image\/(jpeg|png);base64,([A-Za-z0-9+/]+={0,2})$/;
const PICTURE_TOOL = 'picture-mounting';

/** Width and height read from the image's header, or null when the bytes are not a JPEG/PNG. */
export function imageSizeOf(bytes: Buffer): { type: 'jpeg' | 'png'; width: number; height: number } | null {
  if (bytes.length > 24 && bytes.readUInt32BE(0) === 0x89504e47 && bytes.readUInt32BE(4) === 0x0d0a1a0a) {
    return { type: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return null;
      const marker = bytes[i + 1]!;
      const length = bytes.readUInt16BE(i + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { type: 'jpeg', height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
      }
      i += 2 + length;
    }
  }
  return null;
}

/** The templates with a frame, in the library's order (taken-down ones left out; a frame the contract refuses too). */
export async function pictureTemplatesOf(db: AppDb, customerId: number, now: Date) {
  await requireToolAccess(db, customerId, PICTURE_TOOL, now);
  const rows = await db
    .select()
    .from(toolContentItems)
    .where(and(isNotNull(toolContentItems.frame), eq(toolContentItems.takenDown, false)))
    .orderBy(asc(toolContentItems.sort), asc(toolContentItems.id));
  return {
    list: rows.flatMap((r) => {
      const frame = ZPictureFrame.safeParse(r.frame);
      return frame.success
        ? [
            {
              id: r.id,
              code: r.code,
              title: r.title,
              summary: r.summary,
              coverUrl: r.coverUrl,
              frame: frame.data,
            },
          ]
        : [];
    }),
  };
}

const refuse = (message: string) => new AppError(ResponseCode.pictureRefused, message);

export async function saveMountedPicture(
  db: AppDb,
  store: UploadStore,
  customerId: number,
  input: CallInput<typeof pictureMountSave>,
  now: Date,
) {
  await requireToolAccess(db, customerId, PICTURE_TOOL, now);
  const template = await openItem(db, input.templateId); // 1005 unknown, 2551 taken down
  if (!template.frame) throw notFound('相框模板');
  const m = input.image.match(DATA_URL);
  if (!m) throw refuse('图片格式不支持，请重新合成后保存');
  const bytes = Buffer.from(m[2]!, 'base64');
  const size = imageSizeOf(bytes);
  if (!size || size.type !== m[1]) throw refuse('图片内容无法识别，请重新合成后保存');
  if (size.width < 200 || size.height < 200 || size.width > 2000 || size.height > 2000) {
    throw refuse('图片尺寸不正确，请重新合成后保存');
  }
  const ext = size.type === 'jpeg' ? 'jpg' : 'png';
  const key = `tools-mounting/${customerId}/${randomBytes(12).toString('hex')}.${ext}`;
  await store.write(key, bytes, `image/${size.type}`);
  const [row] = await db
    .insert(toolMountedPictures)
    .values({
      customerId,
      frameCode: template.code,
      imageUrl: store.publicUrl(key),
      sizeBytes: bytes.length,
      createdAt: now,
    })
    .returning();
  return { id: row!.id, imageUrl: row!.imageUrl, createdAt: row!.createdAt.getTime() };
}

export async function mountedPicturesOf(db: AppDb, customerId: number) {
  const rows = await db
    .select()
    .from(toolMountedPictures)
    .where(eq(toolMountedPictures.customerId, customerId))
    .orderBy(desc(toolMountedPictures.createdAt), desc(toolMountedPictures.id))
    .limit(30);
  return {
    list: rows.map((r) => ({
      id: r.id,
      frameCode: r.frameCode,
      imageUrl: r.imageUrl,
      createdAt: r.createdAt.getTime(),
    })),
  };
}
