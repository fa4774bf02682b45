// Over 300 lines: a data set: every landing variant of the spec as one table of configurations.
/**
 * Every landing page of the spec as a configuration of one landing engine: a table of variants, not copies.
 * The server reads it to know which paths are landing pages (it answers them with the light landing
 * document) and what a page asks for (teacher or group QR, lesson-centre jump); the page reads it to know
 * what to draw; the web app's route catalogue takes these pages' titles from it.
 *
 * Kinds:
 *   group-qr          the funnel: layout, live-order check, zero-yuan sign-up and class allocation, the class
 *                     group's (or teacher's) QR, marquee, complaint and feedback entries
 *   official-qr       the messaging-app (official) account's QR: follow pages
 *   notice            a message page: link expired, enrolment full, redirect notices
 *   diversion         sends the visitor on to one of several landing pages (weights from configuration)
 *   agreement         the user agreement of the tui landings
 *   complaint-form / complaint-records / complaint-detail   the complaint pages
 */

import { TUI_ALIASES } from './tui-aliases.ts';

export type LandingKind =
  | 'group-qr'
  | 'official-qr'
  | 'notice'
  | 'diversion'
  | 'agreement'
  | 'complaint-form'
  | 'complaint-records'
  | 'complaint-detail';

/** Default background of a variant without a template (the template's own colour wins). */
export type LandingTheme = 'warm' | 'white' | 'red' | 'blue' | 'ink';

/**
 * A theme's background, headline text and link colour (无法入群 问题反馈): the messaging app's link blue on the light
 * themes, the text's own colour on the dark ones (the blue on red or ink could hardly be read).
 */
export const THEME_COLORS: Readonly<
  Record<LandingTheme, { background: string; text: string; link: string }>
> = {
  warm: { background: '#FFF1E6', text: '#5C2A12', link: '#576B95' },
  white: { background: '#FFFFFF', text: '#333333', link: '#576B95' },
  red: { background: '#E8342B', text: '#FFFFFF', link: '#FFFFFF' },
  blue: { background: '#EAF2FF', text: '#173B7A', link: '#576B95' },
  ink: { background: '#3E2C23', text: '#FFF5E6', link: '#FFF5E6' },
};

export type NoticeAction = 'official-qr' | 'waitlist' | 'redirect' | 'continue' | 'mini-program';

export type LandingVariant = {
  /** The route name (the catalogue's spelling). */
  name: string;
  kind: LandingKind;
  /** The route's title; with titleRule 'landing' the neutral one shown until the template is known. */
  title: string;
  /** 'landing': the 'nbc' template uses public-account wording, any other live-account wording. */
  titleRule?: 'landing';
  /** Needs a signed-in learner (a token). */
  auth: boolean;
  /** group-qr: whose QR the visitor gets (default the class group's). */
  qr?: 'group' | 'teacher';
  /** group-qr: the older QR result (groupQrcode / teacherQrCode) instead of the new one. */
  legacyQrResult?: boolean;
  /** group-qr: scene 1 with a joined group, or 5, may go on to the lesson centre. */
  lessonCenterJump?: boolean;
  /** Background when there is no template. */
  theme?: LandingTheme;
  /** Words over the QR (or the notice's heading) and under them. */
  headline?: string;
  subline?: string;
  /** notice: what the page offers besides its words. */
  actions?: readonly NoticeAction[];
};

const LANDING_FALLBACK_TITLE = '领取课程';

const qrPage = (name: string, extra: Partial<LandingVariant> = {}): LandingVariant => ({
  name,
  kind: 'group-qr',
  title: LANDING_FALLBACK_TITLE,
  titleRule: 'landing',
  auth: true,
  ...extra,
});

const CLASS_INFO_HEADLINE = {
  headline: '恭喜你获得免费听课名额',
  subline: '长按识别二维码，加入班级群领取课程',
};
const TUI_HEADLINE = { headline: '0元领取 体验课', subline: '长按识别二维码，添加班主任领取课程' };
const SUCCESS = {
  title: '报名成功',
  headline: '报名成功',
  subline: '长按识别二维码，加入班级群，开课提醒不错过',
};
const FOLLOW = { kind: 'official-qr' as const, title: '关注公众号', auth: true };

export const LANDING_VARIANTS: readonly LandingVariant[] = [
  // The configurable group-QR page (the words show only with the default layout; a template brings its own).
  qrPage('pageTemplate', { headline: '扫码加入班级群', subline: '长按下方二维码，班主任会发给你课程资料' }),

  // tui: advertising landings (the chain-type table marks them as collecting the visitor's phone).
  qrPage('tui', TUI_HEADLINE),
  qrPage('tui27', TUI_HEADLINE),
  qrPage('tui30', { ...TUI_HEADLINE, theme: 'blue' }),
  qrPage('tui30-2', { ...TUI_HEADLINE, theme: 'blue' }),
  qrPage('tui46-2', { ...TUI_HEADLINE, theme: 'red' }),
  qrPage('tui50', { ...TUI_HEADLINE, headline: '限时福利 免费领课' }),
  qrPage('tui50-1', { ...TUI_HEADLINE, headline: '限时福利 免费领课', theme: 'red' }),
  qrPage('tui50-2', { ...TUI_HEADLINE, headline: '限时福利 免费领课', theme: 'white' }),

  // classInfo: class information pages after a sign-up.
  qrPage('classInfo2', { ...CLASS_INFO_HEADLINE, legacyQrResult: true }),
  qrPage('classInfo18-2', { ...CLASS_INFO_HEADLINE, legacyQrResult: true }),
  qrPage('classInfo18-NP', { ...CLASS_INFO_HEADLINE, legacyQrResult: true, theme: 'white' }),
  qrPage('classInfo20', CLASS_INFO_HEADLINE),
  qrPage('classInfo20-fans', { ...CLASS_INFO_HEADLINE, headline: '粉丝专属福利' }),
  qrPage('classInfo20-qianchi', { ...CLASS_INFO_HEADLINE, qr: 'teacher' }),
  qrPage('classInfo20-qiwei-piano', { ...CLASS_INFO_HEADLINE, qr: 'teacher', theme: 'blue' }),
  qrPage('classInfo20-qiwei-custom', { ...CLASS_INFO_HEADLINE, qr: 'teacher' }),
  qrPage('classInfo20-qiwei-auto', { ...CLASS_INFO_HEADLINE, qr: 'teacher' }),
  qrPage('classInfo20-sku', CLASS_INFO_HEADLINE),
  qrPage('classInfo20-2', CLASS_INFO_HEADLINE),
  qrPage('classInfo20-2-new', { ...CLASS_INFO_HEADLINE, theme: 'white' }),
  qrPage('classInfo20-sale', CLASS_INFO_HEADLINE),
  ...['', '-v1', '-v2', '-v3', '-v4'].flatMap((version) => [
    qrPage(`classInfo20-noAttention${version}`, {
      ...CLASS_INFO_HEADLINE,
      subline: '无需关注公众号，长按识别二维码入群',
    }),
    qrPage(`classInfo20-noAttention${version}-fingerprint`, {
      ...CLASS_INFO_HEADLINE,
      subline: '无需关注公众号，长按识别二维码入群',
    }),
  ]),
  qrPage('classInfo20-friends', { ...CLASS_INFO_HEADLINE, headline: '好友送你一节免费课' }),
  qrPage('classInfo20-friends-white', {
    ...CLASS_INFO_HEADLINE,
    headline: '好友送你一节免费课',
    theme: 'white',
  }),
  qrPage('classInfo20-friends-red', { ...CLASS_INFO_HEADLINE, headline: '好友送你一节免费课', theme: 'red' }),
  qrPage('classInfo20-friends-b', { ...CLASS_INFO_HEADLINE, headline: '好友送你一节免费课', theme: 'blue' }),
  qrPage('classInfo-friends', { ...CLASS_INFO_HEADLINE, headline: '好友送你一节免费课' }),
  qrPage('classInfo20-lessonCenter', { ...CLASS_INFO_HEADLINE, lessonCenterJump: true }),
  qrPage('classInfo20-mini', CLASS_INFO_HEADLINE),
  qrPage('classInfo21', CLASS_INFO_HEADLINE),
  qrPage('classInfo21-1', { ...CLASS_INFO_HEADLINE, theme: 'white' }),
  qrPage('classInfo22', CLASS_INFO_HEADLINE),
  qrPage('classInfo23', CLASS_INFO_HEADLINE),
  qrPage('classInfo24-qianchi', { ...CLASS_INFO_HEADLINE, qr: 'teacher' }),
  qrPage('classInfo24-forcus', { ...CLASS_INFO_HEADLINE, subline: '关注老师，长按识别二维码' }),
  qrPage('classInfo-joingroup', {
    title: '加入班级群',
    titleRule: undefined,
    headline: '加入班级群',
    subline: '长按识别二维码，和同学们一起学习',
  }),
  {
    name: 'classInfoDiversion',
    kind: 'diversion',
    title: LANDING_FALLBACK_TITLE,
    titleRule: 'landing',
    auth: true,
  },
  notice('classInfoInvalid', '链接已失效', '该链接已失效', '关注公众号，获取最新课程活动', ['official-qr']),
  notice('classInfoInvalid1', '链接已失效', '活动已结束', '关注公众号，下期活动第一时间通知你', [
    'official-qr',
  ]),

  // npDirect: direct links to the class QR.
  qrPage('npDirect', { theme: 'white', headline: '长按识别二维码', subline: '添加班主任，领取课程资料' }),
  qrPage('npDirect-link', {
    theme: 'white',
    headline: '长按识别二维码',
    subline: '添加班主任，领取课程资料',
  }),
  qrPage('npDirect-v1', { theme: 'white', headline: '长按识别二维码', subline: '添加班主任，领取课程资料' }),
  qrPage('npDirect-v2', { theme: 'blue', headline: '长按识别二维码', subline: '添加班主任，领取课程资料' }),

  // success pages after a sign-up or an order.
  qrPage('success-new', SUCCESS),
  qrPage('success6_2', SUCCESS),
  qrPage('success50', SUCCESS),
  qrPage('success50-free', SUCCESS),

  // join the group, add the teacher
  qrPage('join-group', {
    title: '加入班级群',
    titleRule: undefined,
    headline: '加入班级群',
    subline: '长按识别二维码，和同学们一起学习',
  }),
  qrPage('addTeacher', {
    title: '添加老师',
    titleRule: undefined,
    qr: 'teacher',
    headline: '添加你的专属老师',
    subline: '长按识别二维码，老师会为你开通课程',
  }),
  qrPage('addTeacherQrcode', {
    title: '添加老师',
    titleRule: undefined,
    qr: 'teacher',
    theme: 'white',
    headline: '添加老师领取课程',
    subline: '长按识别二维码添加老师',
  }),

  // Enrolment full.
  {
    ...notice('notAvailable', '报名已满', '本期报名已满', '名额有限，下一期开营时老师会第一时间通知你', [
      'official-qr',
      'waitlist',
    ]),
    auth: false,
  },

  // SMS landings (the chain-type table marks them as collecting the visitor's phone).
  ...[1, 2, 3, 4, 5].map((n) =>
    qrPage(`msg${n}`, {
      title: '温馨提示',
      titleRule: undefined,
      headline: '你的课程已准备好',
      subline: '长按识别二维码，添加班主任开课',
      theme: 'white',
    }),
  ),

  // Follow the official account.
  { name: 'wechatPublic', ...FOLLOW, headline: '关注公众号', subline: '长按识别二维码关注，课程提醒不错过' },
  { name: 'WechatPublicNothing', ...FOLLOW, headline: '关注公众号', subline: '长按识别二维码关注' },
  { name: 'mp', ...FOLLOW, headline: '关注公众号 领取课程', subline: '长按识别二维码关注公众号' },
  { name: 'mpDirect', ...FOLLOW, headline: '关注公众号 领取课程', subline: '长按识别二维码关注公众号' },
  { name: 'bdMpDirect', ...FOLLOW, headline: '关注公众号 领取课程', subline: '长按识别二维码关注公众号' },
  { name: 'Wechat-MP-Home', ...FOLLOW, headline: '欢迎来到公众号', subline: '关注后可免费领取课程' },
  { name: 'Wechat-MP-Follow', ...FOLLOW, headline: '关注公众号', subline: '长按识别二维码关注' },
  {
    name: 'Wechat-MP-Course',
    ...FOLLOW,
    title: LANDING_FALLBACK_TITLE,
    headline: '领取课程',
    subline: '关注公众号，在菜单「我的课程」开始学习',
  },
  {
    name: 'Wechat-MP-Result',
    ...FOLLOW,
    title: '领取成功',
    headline: '领取成功',
    subline: '关注公众号，开课提醒不错过',
  },

  // Redirect notices.
  notice('middle-page', '正在跳转', '正在跳转…', '请稍候', ['redirect']),
  notice('transfer-introduction', '跳转说明', '即将离开当前页面', '点击下方按钮继续前往', ['continue']),
  notice('transferMini', '打开小程序', '打开小程序继续学习', '点击下方按钮打开小程序', ['mini-program']),

  // Agreements of the tui landings.
  { name: 'tui-agreement', kind: 'agreement', title: '用户协议', auth: false },
  { name: 'tui-agreement-sku', kind: 'agreement', title: '用户协议', auth: false },

  // Complaints.
  { name: 'minicomplaint', kind: 'complaint-form', title: '投诉', auth: false },
  { name: 'minicomplaint2', kind: 'complaint-form', title: '投诉', auth: false },
  { name: 'complaint', kind: 'complaint-form', title: '投诉', auth: true },
  { name: 'complainRecords', kind: 'complaint-records', title: '投诉记录', auth: true },
  { name: 'minicomplaintDetail', kind: 'complaint-detail', title: '投诉详情', auth: true },
  { name: 'minicomplaintDetail2', kind: 'complaint-detail', title: '投诉详情', auth: true },
  { name: 'complainRecordsDetail', kind: 'complaint-detail', title: '投诉详情', auth: true },
  { name: 'complaintDetail', kind: 'complaint-detail', title: '投诉详情', auth: true },
  { name: 'noAuthcomplaintDetail2', kind: 'complaint-detail', title: '投诉详情', auth: false },
];

function notice(
  name: string,
  title: string,
  headline: string,
  subline: string,
  actions: readonly NoticeAction[],
): LandingVariant {
  return { name, kind: 'notice', title, auth: true, theme: 'white', headline, subline, actions };
}

const byName = new Map(LANDING_VARIANTS.map((variant) => [variant.name, variant]));
const byLowerName = new Map(LANDING_VARIANTS.map((variant) => [variant.name.toLowerCase(), variant]));

export function landingVariant(name: string): LandingVariant | undefined {
  return byName.get(name);
}

/**
 * The landing variant a path opens, with the optional id segment: '/{name}' or '/{name}/{id}', also the
 * '…by' alias and tui's ad-channel aliases. Names match ignoring case (as the web app's router does).
 * Anything else (deeper paths, unknown names) is null.
 */
export function landingVariantOfPath(
  pathname: string,
): { variant: LandingVariant; id: string | null } | null {
  const segments = pathname.split('/').filter((s) => s !== '');
  if (segments.length === 0 || segments.length > 2) return null;
  let first: string;
  try {
    first = decodeURIComponent(segments[0]!).toLowerCase();
  } catch {
    return null;
  }
  let variant = byLowerName.get(first);
  if (!variant && TUI_ALIASES.includes(first)) variant = byName.get('tui');
  if (!variant && first.endsWith('by')) variant = byLowerName.get(first.slice(0, -2));
  if (!variant) return null;
  return { variant, id: segments[1] ?? null };
}

/** Title of template-dependent landing pages: public-account wording for the 'nbc' template. */
export const LANDING_TITLE_NBC = '关注公众号 领取课程';
/** Title of template-dependent landing pages: live-account wording for every other template. */
export const LANDING_TITLE_LIVE = '预约直播 领取课程';

/**
 * 'nbc' => public-account wording, any other template => live-account wording (the spec's rule).
 * `fallback` (the entry's neutral title) is used only while no template is known (empty string).
 */
export function landingTitle(template: string, fallback: string): string {
  if (!template) return fallback;
  return template === 'nbc' ? LANDING_TITLE_NBC : LANDING_TITLE_LIVE;
}

/** The document title of a variant under a template. */
export function variantTitle(variant: LandingVariant, template: string): string {
  return variant.titleRule === 'landing' ? landingTitle(template, variant.title) : variant.title;
}
