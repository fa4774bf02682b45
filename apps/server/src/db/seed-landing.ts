import type { AppTransaction } from './client.ts';
import { renderQrSvg } from './qr-image.ts';
import { complaintReasons, configCodes, courseExclusions } from './schema/index.ts';

/**
 * The landing funnel's demo data: complaint reasons, configuration of the marquee and the diversion landing,
 * and one mutual-exclusion rule (learners of the paid calligraphy course are looked after by their course
 * advisor rather than given a seat in the free memory camp). Idempotent like the rest of the seed.
 */

export const DEMO_COMPLAINT_REASONS = [
  { code: 'fraud', desc: '网页包含欺诈信息（如：假红包）' },
  { code: 'privacy', desc: '网页在收集个人隐私信息（如：钓鱼链接）' },
  { code: 'induce', desc: '网页包含诱导分享、关注性质的内容' },
  { code: 'false_ad', desc: '虚假宣传、夸大效果' },
  { code: 'harass', desc: '频繁骚扰（电话、短信、私信）' },
  { code: 'refund', desc: '课程或退款问题' },
  { code: 'other', desc: '其他问题' },
] as const;

export const EXCLUSION_QR_FILE = 'qr/course-advisor.svg';

export const landingDemoFiles = (): Map<string, string> =>
  new Map([[EXCLUSION_QR_FILE, renderQrSvg('sandbox://advisor/calligraphy', { label: '课程顾问 陈老师' })]]);

/** The app download page's content (public configuration `appDownload`). */
export const DEMO_APP_DOWNLOAD = {
  appName: '学习 App',
  slogan: '随时随地上好课',
  highlights: [
    { title: '离线缓存', text: '课程下载到手机，没有网络也能学' },
    { title: '倍速播放', text: '0.75 到 2 倍速，按自己的节奏听课' },
    { title: '上课提醒', text: '开课、作业和直播准时提醒，不错过每一节' },
    { title: '学习记录', text: '手机、电脑进度同步，换设备接着学' },
  ],
  iosUrl: 'https://apps.apple.com/cn/app/id0000000000',
  androidUrl: 'https://a.app.qq.com/o/simple.jsp?pkgname=com.example.course',
};

export async function seedLandingData(
  tx: AppTransaction,
  url: (file: string) => string,
  courseIds: Map<string, number>,
  avatarPaths: readonly string[],
): Promise<void> {
  await tx
    .insert(complaintReasons)
    .values(DEMO_COMPLAINT_REASONS.map((r, i) => ({ ...r, sort: (i + 1) * 10, enabled: true })))
    .onConflictDoNothing();
  await tx
    .insert(configCodes)
    .values([
      {
        code: 'landingMarqueeAvatars',
        value: [...avatarPaths] as unknown,
        description: '落地页头像轮播的补位头像（最近报名的学员不足 8 人时使用）',
      },
      {
        code: 'landingDiversion',
        value: [
          { page: 'classInfo20', weight: 1 },
          { page: 'pageTemplate', weight: 1 },
        ] as unknown,
        description: 'classInfoDiversion 分流：目标落地页及权重',
      },
      {
        code: 'appDownload',
        value: DEMO_APP_DOWNLOAD as unknown,
        description: 'App 下载页（group、download-app 等）：名称、卖点与下载地址',
      },
    ])
    .onConflictDoNothing();
  const memory = courseIds.get('memory-21days');
  const calligraphy = courseIds.get('calligraphy-pen-30days');
  if (memory !== undefined && calligraphy !== undefined) {
    await tx
      .insert(courseExclusions)
      .values({
        courseId: memory,
        excludedCourseId: calligraphy,
        qrUrl: url(EXCLUSION_QR_FILE),
        qrName: '课程顾问 陈老师',
      })
      .onConflictDoNothing();
  }
}
