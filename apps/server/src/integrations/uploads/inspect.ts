import { ResponseCode } from '@course/domain/response-codes';
import { formatNames, UPLOAD_TYPES, type UploadKind } from '@course/domain/upload-formats';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../http/app-error.ts';
import { type ProcessedImage, probeMedia, processImage, videoPoster } from './media.ts';

/**
 * Checks an uploaded file by its content, never by its name or the type the browser claimed: the magic bytes
 * (`file-type`) give the real type, which must be one of the kind's; the size must be within the limit; audio
 * and video must have a readable duration within the limits (ffprobe reads it from the container: WAV, MP3,
 * M4A/MP4, QuickTime). Then the media is processed (media.ts): an image is re-encoded with sharp (what is
 * stored is the re-encoded image, never the learner's bytes), a video gets a poster frame cut by ffmpeg.
 */

export type { UploadKind };

/** The kinds' types (packages/domain's one list, which the pages name in their hints). */
export const ACCEPTED_TYPES: Record<UploadKind, Readonly<Record<string, string>>> = UPLOAD_TYPES;

const KIND_NAME: Record<UploadKind, string> = { image: '图片', audio: '音频', video: '视频' };

export type UploadLimits = {
  kind: UploadKind;
  maxBytes: number;
  minSeconds?: number;
  maxSeconds?: number;
  /** Allowance around minSeconds and maxSeconds (a recorder's file measures its time give or take a frame). */
  toleranceSeconds?: number;
  /** The types accepted instead of the kind's (by `file-type` extension → the type it is stored as). */
  accept?: Record<string, string>;
};

/**
 * What a browser's recorder writes, besides the kind's audio types: WebM or Ogg with Opus (Chromium, Android,
 * Firefox) and MP4 with AAC (Safari, iOS). Taken by calls that re-encode what they store (voice comments).
 */
export const RECORDER_AUDIO_TYPES: Record<string, string> = {
  ...ACCEPTED_TYPES.audio,
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  mp4: 'audio/mp4',
};

export type InspectedUpload = {
  ext: string;
  mime: string;
  size: number;
  durationSeconds: number | null;
  /** Images: the re-encoded image to store instead of the uploaded bytes. */
  image: ProcessedImage | null;
  /** Videos: a JPEG poster frame (null when no frame could be decoded). */
  poster: Buffer | null;
};

const refuse = (message: string) => new AppError(ResponseCode.uploadRefused, message);

/** The size rule, checked before any byte is sent (the signed address is for this size only) and again after. */
export function checkUploadSize(size: number, limits: UploadLimits): void {
  if (size <= 0) throw refuse('文件是空的，请重新选择');
  if (size > limits.maxBytes) {
    throw refuse(`文件太大：${KIND_NAME[limits.kind]}不能超过 ${formatMegabytes(limits.maxBytes)}`);
  }
}

export function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)}MB`;
}

export async function inspectUpload(bytes: Buffer, limits: UploadLimits): Promise<InspectedUpload> {
  checkUploadSize(bytes.length, limits);
  const type = await fileTypeFromBuffer(bytes);
  const accepted = limits.accept ?? ACCEPTED_TYPES[limits.kind];
  const ext = type?.ext === 'm4a' || type?.ext === 'mp4' ? type.ext : type?.ext;
  if (!type || !ext || !(ext in accepted)) {
    throw refuse(`文件格式不支持：请上传 ${formatNames(accepted)} 格式的${KIND_NAME[limits.kind]}`);
  }
  const mime = accepted[ext]!;
  if (limits.kind === 'image') {
    const image = await processImage(bytes);
    return {
      ext: image.ext,
      mime: image.mime,
      size: image.bytes.length,
      durationSeconds: null,
      image,
      poster: null,
    };
  }
  const probed = await probeMedia(bytes);
  const duration = probed?.durationSeconds ?? null;
  if (
    duration === null ||
    (limits.kind === 'video' && !probed?.hasVideo) ||
    (limits.kind === 'audio' && !probed?.hasAudio)
  ) {
    throw refuse(`无法读取${KIND_NAME[limits.kind]}时长，文件可能已损坏，请重新录制`);
  }
  const tolerance = limits.toleranceSeconds ?? 0;
  if (limits.minSeconds !== undefined && duration < limits.minSeconds - tolerance) {
    throw refuse(`${KIND_NAME[limits.kind]}太短：至少 ${limits.minSeconds} 秒`);
  }
  if (limits.maxSeconds !== undefined && duration > limits.maxSeconds + tolerance) {
    throw refuse(`${KIND_NAME[limits.kind]}太长：不能超过 ${limits.maxSeconds} 秒`);
  }
  const poster = limits.kind === 'video' ? await videoPoster(bytes, duration) : null;
  return {
    ext,
    mime,
    size: bytes.length,
    durationSeconds: Math.round(duration * 10) / 10,
    image: null,
    poster,
  };
}
