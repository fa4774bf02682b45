import { imgCheck } from '@course/contracts/contests-content';
import { callApi } from '../../lib/request';
import { canvasBlob, cropRotated } from '../../ui/crop-image';

/** The content check's own size limit (the server's IMAGE_LIMITS): a larger photo is checked scaled down. */
const CHECK_MAX_BYTES = 5 * 1024 * 1024;
const CHECK_MAX_SIDE = 2000;

/**
 * `/imgCheck/imgCheck` on a photo the learner chose: a signed PUT to the store (start), then the server checks
 * its real type, size and the moderation service (finish). Resolves when it passes; rejects with the call's
 * ApiError (2401 not an image / too large, 2402 refused by moderation, with the reason to show) otherwise.
 * A photo over the check's 5 MB is scaled down on a canvas first (as the work itself will be).
 */
export async function checkImage(file: Blob): Promise<void> {
  const blob = file.size > CHECK_MAX_BYTES ? await scaledDown(file) : file;
  const started = await callApi(imgCheck, {
    body: { step: 'start', contentType: blob.type || 'image/jpeg', size: blob.size },
  });
  const target = started.target!;
  const put = await fetch(target.url, { method: 'PUT', headers: target.headers, body: blob });
  if (!put.ok) throw new Error('图片上传失败，请检查网络后重试');
  await callApi(imgCheck, { body: { step: 'finish', uploadKey: target.key } });
}

async function scaledDown(file: Blob): Promise<Blob> {
  const src = URL.createObjectURL(file);
  try {
    const size = await new Promise<{ width: number; height: number }>((resolve, reject) => {
      const img = new Image();
      img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
      img.onerror = () => reject(new Error('图片无法读取，请换一张'));
      img.src = src;
    });
    return await canvasBlob(await cropRotated(src, { x: 0, y: 0, ...size }, 0, CHECK_MAX_SIDE));
  } finally {
    URL.revokeObjectURL(src);
  }
}
