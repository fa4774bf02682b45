import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ResponseCode } from '@course/domain/response-codes';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeMp4, makeWav } from '../../test-support/contest-helpers.ts';
import { inspectUpload, RECORDER_AUDIO_TYPES } from './inspect.ts';
import { MAX_IMAGE_SIDE, probeMedia, processImage, transcodeVoice, videoPoster } from './media.ts';

/**
 * Media processing on generated media: a PNG and a JPEG made by sharp itself, a two-second MP4 made by ffmpeg
 * (a colour test pattern with a tone). Images come out re-encoded, oriented and bounded; videos get their
 * duration from ffprobe and a JPEG poster; the limits refuse with 2401.
 */

const run = promisify(execFile);

const photo = (width: number, height: number, orientation?: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .jpeg()
    .withMetadata(orientation ? { orientation } : {})
    .toBuffer();

describe('media processing', () => {
  it('re-encodes a large photo to a bounded JPEG with its EXIF orientation applied and metadata dropped', async () => {
    const input = await photo(3000, 1500, 6); // 6 = rotate 90° clockwise to show
    const out = await processImage(input);
    expect(out).toMatchObject({
      ext: 'jpg',
      mime: 'image/jpeg',
      width: MAX_IMAGE_SIDE / 2,
      height: MAX_IMAGE_SIDE,
    });
    const meta = await sharp(out.bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });

  it('keeps a transparent PNG a PNG, and never enlarges a small image', async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const out = await processImage(png);
    expect(out).toMatchObject({ ext: 'png', width: 40, height: 30 });
  });

  it('refuses bytes that are not a decodable image (2401)', async () => {
    const broken = Buffer.concat([(await photo(50, 50)).subarray(0, 40)]);
    await expect(processImage(broken)).rejects.toMatchObject({ code: ResponseCode.uploadRefused });
  });

  it('reads a video’s duration with ffprobe and cuts a JPEG poster frame with ffmpeg', async () => {
    const video = await makeMp4(2, { size: '320x240', rate: 10, tone: true });
    const probed = await probeMedia(video);
    expect(probed).toMatchObject({ hasVideo: true, hasAudio: true, width: 320, height: 240 });
    expect(probed!.durationSeconds).toBeGreaterThan(1.8);
    expect(probed!.durationSeconds).toBeLessThan(2.3);
    const poster = await videoPoster(video, probed!.durationSeconds!);
    const meta = await sharp(poster!).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 320, height: 240 });

    const inspected = await inspectUpload(video, { kind: 'video', maxBytes: 5_000_000, maxSeconds: 10 });
    expect(inspected.mime).toBe('video/mp4');
    expect(inspected.poster?.length).toBeGreaterThan(100);
    await expect(
      inspectUpload(video, { kind: 'video', maxBytes: 5_000_000, maxSeconds: 1 }),
    ).rejects.toMatchObject({ code: ResponseCode.uploadRefused, message: expect.stringContaining('太长') });
    await expect(inspectUpload(video, { kind: 'video', maxBytes: 1000 })).rejects.toMatchObject({
      code: ResponseCode.uploadRefused,
      message: expect.stringContaining('太大'),
    });
  }, 60_000);

  it('reads an audio file’s duration with ffprobe; a short one is refused', async () => {
    const inspected = await inspectUpload(makeWav(3), { kind: 'audio', maxBytes: 1_000_000, minSeconds: 1 });
    expect(inspected).toMatchObject({ mime: 'audio/wav', durationSeconds: 3, poster: null, image: null });
    await expect(
      inspectUpload(makeWav(0.5), { kind: 'audio', maxBytes: 1_000_000, minSeconds: 1 }),
    ).rejects.toMatchObject({ code: ResponseCode.uploadRefused, message: expect.stringContaining('太短') });
  });

  it('reads a recorder’s WebM (no duration written) by its last packet, within a tolerance, and re-encodes it to M4A', async () => {
    // written to a pipe, ffmpeg cannot go back to write the duration: as a browser's MediaRecorder
    const { stdout: webm } = await run(
      'ffmpeg',
      [
        '-v',
        'error',
        '-f',
        'lavfi',
        '-i',
        'sine=frequency=440:duration=2',
        '-c:a',
        'libopus',
        '-f',
        'webm',
        'pipe:1',
      ],
      { encoding: 'buffer', maxBuffer: 8 * 1024 * 1024 },
    );
    expect((await probeMedia(webm))?.durationSeconds).toBeCloseTo(2, 1);
    const voice = { kind: 'audio', maxBytes: 1_000_000, accept: RECORDER_AUDIO_TYPES } as const;
    expect(await inspectUpload(webm, voice)).toMatchObject({ ext: 'webm', mime: 'audio/webm' });
    // WebM is not one of the plain audio kind's types
    await expect(inspectUpload(webm, { kind: 'audio', maxBytes: 1_000_000 })).rejects.toMatchObject({
      code: ResponseCode.uploadRefused,
    });
    // 0.9 s passes a 1 s minimum with 0.5 s of tolerance; the message names the minimum itself
    await expect(
      inspectUpload(makeWav(0.9), { ...voice, minSeconds: 1, toleranceSeconds: 0.5 }),
    ).resolves.toBeTruthy();
    await expect(
      inspectUpload(makeWav(0.4), { ...voice, minSeconds: 1, toleranceSeconds: 0.5 }),
    ).rejects.toMatchObject({ message: '音频太短：至少 1 秒' });

    const m4a = await transcodeVoice(webm);
    const probed = await probeMedia(m4a);
    expect(probed).toMatchObject({ hasAudio: true, hasVideo: false });
    expect(probed?.durationSeconds).toBeCloseTo(2, 0);
    await expect(transcodeVoice(Buffer.from('not audio at all'))).rejects.toMatchObject({
      code: ResponseCode.uploadRefused,
    });
  }, 60_000);
});
