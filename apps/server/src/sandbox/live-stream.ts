import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { courseLives, courses } from '../db/schema/index.ts';

/**
 * The sandbox's live stream (never in production): `GET /sandbox/live/:name.m3u8` is an HLS live playlist
 * (no ENDLIST) whose window slides with the wall clock over the demo's committed test-pattern segments
 * (`/uploads/media/pattern-{0,1,2}.ts`, 2 s each, made once with ffmpeg testsrc2; see assets/media/README.md).
 * Segment number n = floor(now / 2 s) plays file n mod 3; each wrap back to the first file is marked
 * EXT-X-DISCONTINUITY (its timestamps restart), so players follow it as a real live stream: nothing runs in
 * the background and nothing is generated at start. `POST /sandbox/api/lives` schedules a live relative to now
 * for tests (a countdown, a live on air, an ended one with its replay).
 */

export const SANDBOX_STREAM_SEGMENT_SECONDS = 2;
const SEGMENT_FILES = ['pattern-0.ts', 'pattern-1.ts', 'pattern-2.ts'] as const;
const WINDOW = 4;

/**
 * The live playlist at `nowMs` of a stream on air since `fromMs`: the last WINDOW segments of the endless loop.
 * Numbers count from `fromMs` because hls.js stalls on media sequences of the order of 10⁹ (segments counted from
 * 1970); counted from a live's start they stay small.
 */
export function slidingPlaylist(nowMs: number, fromMs = 0, segmentBase = '/uploads/media/'): string {
  const last = Math.max(WINDOW - 1, Math.floor((nowMs - fromMs) / (SANDBOX_STREAM_SEGMENT_SECONDS * 1000)));
  const first = last - WINDOW + 1;
  const n = SEGMENT_FILES.length;
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${SANDBOX_STREAM_SEGMENT_SECONDS}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / n)}`,
  ];
  for (let k = first; k <= last; k++) {
    if (k !== first && k % n === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(
      `#EXTINF:${SANDBOX_STREAM_SEGMENT_SECONDS.toFixed(3)},`,
      `${segmentBase}${SEGMENT_FILES[k % n]}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Where the sandbox's live stream plays (the seeded and test lives point here). */
export const SANDBOX_STREAM_URL = '/sandbox/live/demo.m3u8';

/** The stream of a live on air since `from` (its start): the playlist counts its segments from there. */
export const sandboxStreamUrl = (from: Date): string => `${SANDBOX_STREAM_URL}?from=${from.getTime()}`;

/** Without `from`, the stream counts from the start of the current UTC day. */
const startOfUtcDay = (ms: number) => ms - (ms % 86_400_000);

export function registerSandboxLiveStream(app: FastifyInstance): void {
  app.get<{ Params: { name: string }; Querystring: { from?: string } }>(
    '/sandbox/live/:name',
    async (request, reply) => {
      if (!/^[\w-]{1,40}\.m3u8$/.test(request.params.name)) return reply.code(404).send();
      const now = Date.now();
      const asked = Number(request.query.from);
      const from = Number.isSafeInteger(asked) && asked > 0 && asked <= now ? asked : startOfUtcDay(now);
      return reply
        .header('content-type', 'application/vnd.apple.mpegurl')
        .header('cache-control', 'no-store')
        .send(slidingPlaylist(now, from));
    },
  );

  const ZLive = z.object({
    courseId: z.number().int().positive().optional(),
    title: z.string().trim().min(1).max(60).default('沙箱直播课'),
    startsInSeconds: z.number().int().min(-2_592_000).max(2_592_000),
    durationSeconds: z.number().int().min(1).max(86_400),
    audience: z.enum(['owners', 'public']).default('public'),
    withReplay: z.boolean().default(true),
  });
  app.post('/sandbox/api/lives', async (request, reply) => {
    const parsed = ZLive.safeParse(request.body ?? {});
    if (!parsed.success) return reply.send({ code: 1001, msg: '参数错误', data: null });
    const input = parsed.data;
    const db = app.deps.database.db;
    const [course] = input.courseId
      ? await db.select().from(courses).where(eq(courses.id, input.courseId)).limit(1)
      : await db
          .select()
          .from(courses)
          .where(eq(courses.status, 'published'))
          .orderBy(asc(courses.sort), asc(courses.id))
          .limit(1);
    if (!course) return reply.send({ code: 1005, msg: '课程不存在', data: null });
    const startsAt = new Date(app.deps.now() + input.startsInSeconds * 1000);
    const [live] = await db
      .insert(courseLives)
      .values({
        courseId: course.id,
        title: input.title,
        teacherName: course.teacherName || '主讲老师',
        intro: '沙箱直播：测试图样直播流，开播后可观看，结束后可看回放。',
        audience: input.audience,
        startsAt,
        endsAt: new Date(startsAt.getTime() + input.durationSeconds * 1000),
        streamUrl: sandboxStreamUrl(startsAt),
        replayUrl: input.withReplay ? '/uploads/media/pattern.mp4' : null,
      })
      .returning({ id: courseLives.id });
    return { code: 0, msg: 'success', data: { liveId: live!.id, courseId: course.id } };
  });
}
