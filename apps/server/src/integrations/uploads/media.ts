import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ResponseCode } from '@course/domain/response-codes';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../http/app-error.ts';

/**
 * Media processing of uploads, as a real product does it: every image is decoded and re-encoded with `sharp`
 * (EXIF orientation applied, metadata such as GPS dropped, the long side brought down to MAX_IMAGE_SIDE, one
 * output format: JPEG, or PNG when the image has transparency); audio and video are read with `ffprobe` (the
 * container's duration and the video's size), and a video gets a poster frame cut with `ffmpeg` and
 * re-encoded with sharp. ffmpeg/ffprobe are the Debian package (scripts/test.sh installs it when missing).
 */

const run = promisify(execFile);

/** The long side of a stored image; larger photos are scaled down (never up). */
export const MAX_IMAGE_SIDE = 2000;
/** A decoded image larger than this many pixels is refused (a "decompression bomb" or an absurd photo). */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** ffmpeg/ffprobe get this long per file before the upload is refused. */
const TOOL_TIMEOUT_MS = 30_000;

const refuse = (message: string) => new AppError(ResponseCode.uploadRefused, message);

export type ProcessedImage = {
  bytes: Buffer;
  ext: 'jpg' | 'png';
  mime: string;
  width: number;
  height: number;
};

/** Decodes and re-encodes an image; a file that does not decode as an image is refused (2401). */
export async function processImage(bytes: Buffer, maxSide = MAX_IMAGE_SIDE): Promise<ProcessedImage> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  } catch {
    throw refuse('图片无法识别，文件可能已损坏，请重新选择');
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS) {
    throw refuse('图片尺寸太大，请压缩后再上传');
  }
  const keepAlpha = meta.hasAlpha === true && meta.format === 'png';
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    const { data, info } = await (keepAlpha
      ? pipeline.png({ compressionLevel: 9 })
      : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true })
    ).toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      ext: keepAlpha ? 'png' : 'jpg',
      mime: keepAlpha ? 'image/png' : 'image/jpeg',
      width: info.width,
      height: info.height,
    };
  } catch {
    throw refuse('图片无法识别，文件可能已损坏，请重新选择');
  }
}

export type ProbedMedia = {
  durationSeconds: number | null;
  hasVideo: boolean;
  hasAudio: boolean;
  width: number | null;
  height: number | null;
};

type FfprobeOutput = {
  format?: { duration?: string };
  streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[];
};

async function withTempFile<T>(bytes: Buffer, work: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'media-'));
  const file = path.join(dir, 'input');
  try {
    await writeFile(file, bytes);
    return await work(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The end of the last packet of the first audio stream: the duration of a file whose container does not write
 * one (a browser's MediaRecorder streams WebM without a Duration element, since it does not know it in advance).
 */
async function lastPacketEnd(file: string): Promise<number | null> {
  const { stdout } = await run(
    'ffprobe',
    [
      '-v',
      'error',
      '-select_streams',
      'a:0',
      '-show_entries',
      'packet=pts_time,duration_time',
      '-of',
      'csv=p=0',
      file,
    ],
    { timeout: TOOL_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
  );
  let end = 0;
  for (const line of stdout.split('\n')) {
    const [pts, duration] = line.split(',').map(Number);
    if (Number.isFinite(pts)) end = Math.max(end, pts! + (Number.isFinite(duration) ? duration! : 0));
  }
  return end > 0 ? end : null;
}

async function ffprobe(file: string): Promise<ProbedMedia | null> {
  try {
    const { stdout } = await run(
      'ffprobe',
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      { timeout: TOOL_TIMEOUT_MS, maxBuffer: 4 * 1024 * 1024 },
    );
    const out = JSON.parse(stdout) as FfprobeOutput;
    const streams = out.streams ?? [];
    const video = streams.find((s) => s.codec_type === 'video');
    const hasAudio = streams.some((s) => s.codec_type === 'audio');
    let seconds = Number(out.format?.duration ?? video?.duration ?? Number.NaN);
    if (!(Number.isFinite(seconds) && seconds > 0) && hasAudio && !video) {
      seconds = (await lastPacketEnd(file)) ?? Number.NaN;
    }
    return {
      durationSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : null,
      hasVideo: video !== undefined,
      hasAudio,
      width: video?.width ?? null,
      height: video?.height ?? null,
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('ffprobe is not installed');
    return null;
  }
}

/**
 * The container's duration and streams, read by ffprobe (for audio without a written duration, the end of its
 * last packet); null when ffprobe cannot read the file.
 */
export function probeMedia(bytes: Buffer): Promise<ProbedMedia | null> {
  return withTempFile(bytes, (file) => ffprobe(file));
}

/**
 * A poster frame of a video: the frame at `atSeconds` (clamped inside the video), scaled to at most 720 px
 * wide and re-encoded as JPEG. Null when ffmpeg cannot decode a frame.
 */
export async function videoPoster(bytes: Buffer, durationSeconds: number): Promise<Buffer | null> {
  const at = Math.max(0, Math.min(1, durationSeconds / 2));
  return withTempFile(bytes, async (file, dir) => {
    const out = path.join(dir, 'poster.png');
    try {
      await run(
        'ffmpeg',
        ['-v', 'error', '-ss', at.toFixed(2), '-i', file, '-frames:v', '1', '-an', '-y', out],
        { timeout: TOOL_TIMEOUT_MS },
      );
      const frame = await readFile(out);
      return await sharp(frame)
        .resize({ width: 720, withoutEnlargement: true })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('ffmpeg is not installed');
      return null;
    }
  });
}

/** Voice clips are stored as AAC in M4A: mono, 48 kbit/s, the index up front so that playing starts at once. */
const VOICE_ENCODING = [
  '-vn',
  '-ac',
  '1',
  '-c:a',
  'aac',
  '-b:a',
  '48k',
  '-movflags',
  '+faststart',
  '-f',
  'ipod',
];

/**
 * Re-encodes a recording (WebM/Opus from Chromium and Android, MP4/AAC from Safari and iOS, or any audio
 * ffmpeg reads) to one format every phone plays, iOS's web views included, which play no WebM: what is stored is
 * the re-encoded clip, never the learner's bytes (as with images). Metadata is dropped. Refused (2401) when
 * ffmpeg cannot decode it.
 */
export async function transcodeVoice(bytes: Buffer): Promise<Buffer> {
  return withTempFile(bytes, async (file, dir) => {
    const out = path.join(dir, 'voice.m4a');
    try {
      await run('ffmpeg', ['-v', 'error', '-i', file, '-map_metadata', '-1', ...VOICE_ENCODING, '-y', out], {
        timeout: TOOL_TIMEOUT_MS,
      });
      return await readFile(out);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('ffmpeg is not installed');
      throw refuse('录音无法解码，文件可能已损坏，请重新录制');
    }
  });
}
