// Over 300 lines: a data set: every route name of the spec (542) with its path and meta, read as one table.
/**
 * The route catalogue: every page of the spec (document 2 section 2, document 1 section 2) as typed data.
 *
 * Nobody writes a URL string by hand: build links with `getHref(name, ...)`, register routes from
 * `routeCatalogue` (+ `routePatterns(entry)` for aliases and the random-token form).
 *
 * Conventions and decisions (the spec leaves these open):
 * - Default path `/{name}`. Landing pages (meta.landing) answer at `/{name}/:id?` and at `/{name}by/:id?`
 *   ('Many landing pages take an optional :id? and also answer at the same path with the suffix by').
 *   `tui` answers at `/tui/:id?` and at the five ad-channel aliases the spec names instead of `/tuiby`.
 *   The two tui agreements are landing-family pages but plain legal text, so they keep `/{name}`.
 * - `/{name}/{random 32-character token}`: not separate entries. `withRouteToken(path)` gives the extra
 *   pattern `/{name}/:routeToken` for a parameterless path; `routePatterns` adds it for non-landing entries.
 *   `index` (`/index/:ts?`) and `center` (`/center/:id?`) take the token in their own optional segment.
 * - `qiyu` and `qcMegagame` take the spec's catch-all `:pathMatch(.*)*`, written `/{name}/*`.
 * - `notFound` is not in the table: the shell's catch-all route renders it.
 * - React Router matches paths case-insensitively by default, so names must also be unique ignoring case.
 * - Auth groups: group 1 = auth + regMsg (pages that move money, goods or invitations: orders, payment,
 *   addresses, invite and cash-out); group 2 = auth only (learning, landing, tools, contests ...);
 *   group 3 = auth false (login, agreements, payment results, download and app-launch pages,
 *   sandbox-like pages such as preloadTemplate / emptyPage / invalidPage / noPermission, blank, clear).
 *   `agreement-detail` is an order's signed agreement (per user) and keeps auth despite its name.
 *   `minicomplaint` and `minicomplaint2` are mini-program entries (auth false); their detail pages need auth,
 *   `noAuthcomplaintDetail2` is the no-auth counterpart. `notAvailable` (报名已满) is a dead end without auth.
 * - homeButton: deep content pages a visitor usually reaches from a shared link (course, lesson, section,
 *   audio, video, goods and order details), where a way back to the home tab is otherwise missing.
 * - noReplaceToken: pages the native app shell or the tools app opens with a token in the URL and reloads
 *   (stripping it would lose the app session): appH5-vip, app-sign, appBindMobile, appNews,
 *   checkToolPermission, qcMegagame, qcMegagameH5, qcChronic.
 * - directLink: the tui, classInfo and pageTemplate landing families (a channel mismatch restarts auth).
 */

import { ROUTE_TOKEN_LENGTH } from '@course/domain/constants';
import { LANDING_TITLE_LIVE, LANDING_TITLE_NBC, landingTitle } from '@course/domain/landing-variants';
import { isRouteToken, randomRouteToken } from '@course/domain/route-token';

export type RouteMeta = {
  /** requires a token (group 1 and 2); false for group 3 */
  auth: boolean;
  /** group 1: also requires a registered mobile */
  regMsg?: boolean;
  /** the token in the URL is not stripped by the guard */
  noReplaceToken?: boolean;
  /** a bottom-tab route */
  tab?: boolean;
  /** a landing page (complaint entry, QR flows) */
  landing?: boolean;
  /** shows the floating home button */
  homeButton?: boolean;
  /** shows the download-app banner */
  downloadBanner?: boolean;
  /** Chinese page title; for titleRule pages the neutral fallback */
  title: string;
  /** the title depends on the template, see `landingTitle` */
  titleRule?: 'landing';
  /** a channel mismatch restarts authorization */
  directLink?: boolean;
  /** super-fans route handled with ShortParamId */
  superFans?: boolean;
};

/**
 * The product area that owns the page (docs/architecture.md): its feature folder
 * `apps/web/src/features/<area>`. Areas without a folder yet (growth … study-tour) are still to come.
 */
export type RouteFeature =
  | 'landing'
  | 'identity'
  | 'catalogue'
  | 'learning'
  | 'orders'
  | 'goods'
  | 'messages'
  | 'legal'
  | 'shell'
  | 'growth'
  | 'group-buying'
  | 'contests'
  | 'tools'
  | 'study-tour'
  | 'assessments';

export type RouteEntry = {
  /** the spec's route name, spelled exactly as in the spec */
  name: string;
  /** React Router path */
  path: string;
  /** other paths of the same page */
  aliases?: string[];
  feature: RouteFeature;
  meta: RouteMeta;
  /** query keys the page reads, where the spec names them (documentation; getHref accepts any query) */
  query?: readonly string[];
};

type Extra = Partial<Omit<RouteMeta, 'title'>> & {
  /** the area that owns the page when it is not its section's (the page lives in that feature) */
  feature?: RouteFeature;
  path?: string;
  aliases?: string[];
  query?: readonly string[];
};
type Row = readonly [name: string, title: string, extra?: Extra];

function section(feature: RouteFeature, base: Partial<Omit<RouteMeta, 'title'>>, rows: readonly Row[]) {
  return rows.map(([name, title, extra]): RouteEntry => {
    const { path, aliases, query, feature: owner, ...flags } = extra ?? {};
    const meta: RouteMeta = { auth: true, ...base, ...flags, title };
    // Keep meta minimal: drop flags explicitly switched off (regMsg: false overriding a group default).
    for (const key of Object.keys(meta) as (keyof RouteMeta)[]) {
      if (meta[key] === false && key !== 'auth') delete meta[key];
    }
    const entry: RouteEntry = { name, path: path ?? `/${name}`, feature: owner ?? feature, meta };
    if (aliases) entry.aliases = aliases;
    if (query) entry.query = query;
    return entry;
  });
}

/** Families whose channel mismatch restarts authorization. */
const DIRECT_LINK_NAME = /^(tui(\d|$)|classInfo|pageTemplate$)/;

/** Landing page at `/{name}/:id?` plus `/{name}by/:id?` (group 2: auth, no regMsg). */
function landingSection(feature: RouteFeature, rows: readonly Row[]) {
  return section(
    feature,
    { landing: true },
    rows.map(([name, title, extra]): Row => {
      const byAlias = `/${name}by/:id?`;
      return [
        name,
        title,
        {
          path: `/${name}/:id?`,
          aliases: [byAlias],
          ...(DIRECT_LINK_NAME.test(name) ? { directLink: true } : {}),
          ...extra,
        },
      ];
    }),
  );
}

/** Neutral title of template-dependent landing pages (shown while the template is unknown). */
const LANDING_FALLBACK = '领取课程';
const L = { titleRule: 'landing' } as const;
const PAGE_TEMPLATE_QUERY = ['addGroupPageId', 'channel', 'subChannel', 'putinOneId', 'chainType'] as const;

// ---------------------------------------------------------------------------------------------------------
// Course catalogue and course detail (selling side)
const course = section('catalogue', {}, [
  [
    'index',
    '课程',
    { path: '/index/:ts?', tab: true, downloadBanner: true, query: ['banner', 'qcFlag', 'addGroupPageId'] },
  ],
  ['excellent-course', '精品课程'],
  ['payCourseDetail', '课程详情', { homeButton: true }],
  ['selectedCourses', '精选课程'],
  ['choicenessCourse', '精选好课'],
  ['packageCourseList', '套餐课程'],
  ['courseDetail', '课程详情', { homeButton: true }],
  ['packageDetail', '套餐详情', { homeButton: true }],
  ['courseLose', '课程已失效'],
]);

// Learning: learning centre and the content of bought courses
const learning = section('learning', {}, [
  [
    'center',
    '学习中心',
    { path: '/center/:id?', tab: true, downloadBanner: true, query: ['banner', 'qcFlag', 'addGroupPageId'] },
  ],
  ['center-old', '学习中心'],
  ['centerCheck', '学习中心'],
  ['lesson-center', '学习中心', { path: '/lesson-center/:id?', query: ['campDataId'] }],
  ['detail', '课程详情', { feature: 'catalogue', homeButton: true, query: ['course', 'section'] }],
  ['lession-list', '课程目录', { query: ['course'] }],
  ['lession-detail', '课程详情', { homeButton: true }],
  ['lession-detail1', '课程详情', { homeButton: true }],
  ['lesson-detail', '课程详情', { homeButton: true }],
  ['new-lession-detail', '课程详情', { homeButton: true }],
  ['lesson-section-search', '搜索课程'],
  ['MyCourse', '我的课程'],
  ['myclass', '我的班级'],
  ['teacher', '我的老师'],
  ['lession-list-teacher', '老师课程'],
  ['mp3-list', '音频列表'],
  ['video-detail', '视频详情', { homeButton: true }],
  ['video-detail-new', '视频详情', { homeButton: true }],
  ['lession-video-detail', '视频课程', { homeButton: true }],
  ['sectionList', '章节列表'],
  ['chapterDetail', '章节详情', { homeButton: true }],
  ['chapterDetailNew', '章节详情', { homeButton: true }],
  ['resoureDetail', '资料详情', { homeButton: true }],
  ['commodityChapterDetail', '章节详情', { homeButton: true }],
  ['commoditySectionList', '课程目录'],
  ['teachingMaterials', '教材资料'],
  ['audioList', '音频列表'],
  [
    'audioDetail',
    '音频详情',
    { homeButton: true, query: ['knowledgeRootId', 'goodsCategoryModuleId', 'id', 'hiddenNav'] },
  ],
  ['listenbook-detail', '听书详情', { homeButton: true }],
  ['mySchedule', '我的课表'],
  ['recordedVideoDetail', '录播详情', { homeButton: true }],
  ['practiceClockingIn', '练习打卡'],
  // 'liveNoticeDetail: not shown' in the spec; listed so the name resolves.
  ['liveNoticeDetail', '直播预告'],
]);

// Orders and payment (group 1: a registered mobile is needed to buy); payment results need no auth.
const order = section('orders', { regMsg: true }, [
  ['order', '我的订单'],
  ['order-old', '我的订单'],
  ['order-detail', '订单详情', { homeButton: true }],
  ['order-detail-old', '订单详情', { homeButton: true }],
  ['order-detail-contract', '合同详情'],
  ['agreement-detail', '协议详情'],
  ['invoice', '开具发票'],
  ['invoice-detail', '发票详情'],
  ['invoice-download', '下载发票'],
  ['ensure', '确认订单'],
  ['ensure1', '确认订单'],
  ['ensure-mini', '确认订单'],
  ['ensure-more', '确认订单'],
  ['ensure-more-depositFinal', '支付尾款'],
  ['ensure-more4', '确认订单'],
  ['ensure-more4-deposit', '支付定金'],
  ['ensure-more4-new', '确认订单'],
  ['EnsureMoreMini', '确认订单'],
  ['beginners-sales', '新人特惠'],
  ['beginners-sales-deposit', '新人特惠'],
  ['ordersure', '确认订单'],
  ['orderSuccess', '支付成功', { auth: false, regMsg: false }],
  ['alipayEnsure', '支付宝支付'],
  ['alipay', '支付宝支付'],
  ['alipayNew', '支付宝支付'],
  ['AliPayCollect', '支付宝支付'],
  ['alipayGoods', '支付宝支付'],
  ['alipayZqt', '支付宝支付'],
  ['alipaySuccess', '支付成功', { auth: false, regMsg: false }],
  ['alipayGoodsResult', '支付结果', { auth: false, regMsg: false }],
  ['miniVipAlipay', '开通会员'],
  ['miniVipAlipaySuccess', '支付成功', { auth: false, regMsg: false }],
  ['jdpay', '京东支付'],
  ['virtualGoods', '虚拟商品'],
  ['virtualGoodsPay', '确认订单'],
  ['curriculum-time', '选择开课时间'],
  ['changeClassTime', '调整开课时间'],
  ['changeClassTimeLose', '调课已失效'],
  ['selectDate', '选择开课日期'],
  ['selectDateNew', '选择开课日期'],
  ['withoutCamp', '暂无可选营期'],
]);

// Goods and shop
const goods = section('goods', {}, [
  [
    'shoppingMall',
    '找课',
    { feature: 'catalogue', tab: true, query: ['banner', 'qcFlag', 'addGroupPageId'] },
  ],
  ['shoppingEmpty', '找课'],
  ['goodsDetail', '商品详情', { homeButton: true }],
  ['goodsVideo', '商品视频'],
  ['shoppingEvaluate', '商品评价'],
  ['mygift', '我的礼品'],
  ['zqt-detail', '商品详情', { homeButton: true }],
  ['zqt-address-list', '收货地址', { regMsg: true }],
  ['zqt-address-edit', '编辑收货地址', { regMsg: true }],
  ['zqt-order', '确认订单', { feature: 'orders', regMsg: true }],
  ['zqt-pay', '订单支付', { regMsg: true }],
  ['logistics-tracking', '物流跟踪'],
  ['logisticsGift', '礼品物流'],
  ['modifyAddress', '修改收货地址', { regMsg: true }],
  ['ship-address', '收货地址', { regMsg: true }],
  ['exchange-prize', '兑换奖品', { regMsg: true }],
  ['exchange-success', '兑换成功'],
  ['exchange-address', '填写收货地址', { regMsg: true }],
]);

// Invite and rewards. Loosely given families, named here:
//   invite-new-user (-share, -join); invite-to-earn-jump (-new);
//   recall with update, poster and advance variants: recallUpdate, recallPoster, recallAdvance.
const invite = section('growth', {}, [
  ['invite', '邀请好友', { regMsg: true }],
  ['invite-new-user', '邀请新用户', { regMsg: true }],
  ['invite-new-user-share', '邀请好友', { regMsg: true }],
  ['invite-new-user-join', '接受邀请'],
  ['poster', '分享海报'],
  ['invite-to-earn', '邀请有奖', { regMsg: true }],
  ['inviteActivity', '邀请活动', { regMsg: true }],
  ['invite-to-earn-jump', '邀请有奖'],
  ['invite-to-earn-jump-new', '邀请有奖'],
  ['referral-activity', '推荐有礼', { regMsg: true }],
  ['referral-share', '推荐有礼'],
  ['invitation-list', '邀请列表'],
  ['invitation-record', '邀请记录'],
  ['mycash', '我的奖励金', { regMsg: true }],
  ['red-packet', '现金红包', { regMsg: true }],
  ['pack-history', '红包记录', { regMsg: true }],
  ['cash-out', '提现', { regMsg: true }],
  ['withdraw', '提现', { regMsg: true }],
  ['withdrawList', '提现记录', { regMsg: true }],
  ['withdrawResult', '提现结果', { regMsg: true }],
  ['activity-rule', '活动规则'],
  ['active-rule', '活动规则'],
  ['mission-strategy', '任务攻略'],
  ['strategy-info', '攻略详情'],
  ['raffle', '幸运抽奖', { regMsg: true }],
  ['winning-display', '中奖名单'],
  ['day-pack', '每日红包', { regMsg: true }],
  ['spring-festival', '新春活动'],
  ['recall', '老友召回'],
  ['recallUpdate', '老友召回'],
  ['recallPoster', '召回海报'],
  ['recallAdvance', '老友召回'],
  ['send-book', '赠书活动'],
  ['tourInvite', '研学邀请'],
  ['tourInviteRecord', '邀请记录'],
  ['fanDetail', '粉丝详情'],
  ['my-fans', '我的粉丝'],
  ['my_video_canvass_img', '拉票海报'],
]);

// Group-buying
const groupBuy = section('group-buying', {}, [
  ['ljr-fission', '拼团领课'],
  ['group-course', '拼团课程'],
  ['group-index', '拼团'],
  ['group-info', '拼团详情'],
  ['group-share', '邀请好友拼团'],
  ['group-middleware', '拼团'],
  ['group-landing', '拼团'],
  ['group-activity', '拼团活动'],
  ['group-success', '拼团成功'],
  ['groupIndex', '拼团'],
  ['groupActivity', '拼团活动'],
  // 'group (circle)': also the download banner's target (/group?channel=22&subChannel=22016&showHelp=1).
  ['group', '圈子', { feature: 'shell', query: ['channel', 'subChannel', 'showHelp'] }],
]);

// Class-group and teacher-adding landing pages (all at /{name}/:id? and /{name}by/:id?).
// classInfo20-noAttention: v1..v4, each also with a -fingerprint variant (the base one too);
// classInfo20-friends: -white, -red and -b. Wechat-MP-*: the spec names only the family; the pages are
// Wechat-MP-Home, Wechat-MP-Follow, Wechat-MP-Course, Wechat-MP-Result.
// classInfo2 appears only in the spec's click-report mapping; kept as a (legacy) landing page.
const landing = landingSection('landing', [
  ['pageTemplate', LANDING_FALLBACK, { ...L, query: PAGE_TEMPLATE_QUERY }],
  ['tui', LANDING_FALLBACK, { ...L, aliases: tuiAliases() }],
  ['tui27', LANDING_FALLBACK, L],
  ['tui30', LANDING_FALLBACK, L],
  ['tui30-2', LANDING_FALLBACK, L],
  ['tui46-2', LANDING_FALLBACK, L],
  ['tui50', LANDING_FALLBACK, L],
  ['tui50-1', LANDING_FALLBACK, L],
  ['tui50-2', LANDING_FALLBACK, L],
  ['classInfo2', LANDING_FALLBACK, L],
  ['classInfo18-2', LANDING_FALLBACK, L],
  ['classInfo18-NP', LANDING_FALLBACK, L],
  ['classInfo20', LANDING_FALLBACK, L],
  // Super-fans: auth like any landing, but the guard lets it pass without ShortParamId.
  ['classInfo20-fans', LANDING_FALLBACK, { ...L, superFans: true }],
  ['classInfo20-qianchi', LANDING_FALLBACK, L],
  ['classInfo20-qiwei-piano', LANDING_FALLBACK, L],
  ['classInfo20-qiwei-custom', LANDING_FALLBACK, L],
  ['classInfo20-qiwei-auto', LANDING_FALLBACK, L],
  ['classInfo20-sku', LANDING_FALLBACK, L],
  ['classInfo20-2', LANDING_FALLBACK, L],
  ['classInfo20-2-new', LANDING_FALLBACK, L],
  ['classInfo20-sale', LANDING_FALLBACK, L],
  ['classInfo20-noAttention', LANDING_FALLBACK, L],
  ['classInfo20-noAttention-v1', LANDING_FALLBACK, L],
  ['classInfo20-noAttention-v2', LANDING_FALLBACK, L],
  ['classInfo20-noAttention-v3', LANDING_FALLBACK, L],
  ['classInfo20-noAttention-v4', LANDING_FALLBACK, L],
  ['classInfo20-noAttention-fingerprint', LANDING_FALLBACK, L],
  ['classInfo20-noAttention-v1-fingerprint', LANDING_FALLBACK, L],
  ['classInfo20-noAttention-v2-fingerprint', LANDING_FALLBACK, L],
  ['classInfo20-noAttention-v3-fingerprint', LANDING_FALLBACK, L],
  ['classInfo20-noAttention-v4-fingerprint', LANDING_FALLBACK, L],
  ['classInfo20-friends', LANDING_FALLBACK, L],
  ['classInfo20-friends-white', LANDING_FALLBACK, L],
  ['classInfo20-friends-red', LANDING_FALLBACK, L],
  ['classInfo20-friends-b', LANDING_FALLBACK, L],
  ['classInfo20-lessonCenter', LANDING_FALLBACK, L],
  ['classInfo20-mini', LANDING_FALLBACK, L],
  ['classInfo21', LANDING_FALLBACK, L],
  ['classInfo21-1', LANDING_FALLBACK, L],
  ['classInfo22', LANDING_FALLBACK, L],
  ['classInfo23', LANDING_FALLBACK, L],
  ['classInfo24-qianchi', LANDING_FALLBACK, L],
  ['classInfo24-forcus', LANDING_FALLBACK, L],
  ['classInfoDiversion', LANDING_FALLBACK, L],
  ['classInfoInvalid', '链接已失效'],
  ['classInfoInvalid1', '链接已失效'],
  ['classInfo-friends', LANDING_FALLBACK, L],
  ['classInfo-joingroup', '加入班级群'],
  ['classInfoCenter', '学习中心', { feature: 'learning' }],
  ['npDirect', LANDING_FALLBACK, L],
  ['npDirect-link', LANDING_FALLBACK, L],
  ['npDirect-v1', LANDING_FALLBACK, L],
  ['npDirect-v2', LANDING_FALLBACK, L],
  ['success-new', '报名成功', L],
  ['success6_2', '报名成功', L],
  ['success50', '报名成功', L],
  ['success50-free', '报名成功', L],
  ['join-group', '加入班级群'],
  ['addTeacher', '添加老师'],
  ['addTeacherQrcode', '添加老师'],
  ['notAvailable', '报名已满', { auth: false }],
  ['msg1', '温馨提示'],
  ['msg2', '温馨提示'],
  ['msg3', '温馨提示'],
  ['msg4', '温馨提示'],
  ['msg5', '温馨提示'],
  ['wechatPublic', '关注公众号'],
  ['WechatPublicNothing', '关注公众号'],
  ['middle-page', '正在跳转'],
  ['qiniu-stream', '直播', { feature: 'learning' }],
  ['qiniuAppDiversion', '观看直播', { feature: 'learning' }],
  ['mp', '关注公众号'],
  ['mpDirect', '关注公众号'],
  ['bdMpDirect', '关注公众号'],
  ['Wechat-MP-Home', '关注公众号'],
  ['Wechat-MP-Follow', '关注公众号'],
  ['Wechat-MP-Course', LANDING_FALLBACK],
  ['Wechat-MP-Result', '领取成功'],
  ['transfer-introduction', '跳转说明'],
  ['transferMini', '打开小程序'],
]);

function tuiAliases(): string[] {
  return ['/adservingby/:id?', '/throwingby/:id?', '/groupingby/:id?', '/pandaby/:id?', '/flamingoby/:id?'];
}

// Landing-family pages that are not QR landings: agreements (legal text, /{name}) and the auth request.
const landingLegal = section('legal', { auth: false, landing: true }, [
  ['tui-agreement', '用户协议', { feature: 'landing' }],
  ['tui-agreement-sku', '用户协议', { feature: 'landing' }],
]);
const tuiLogin = section('identity', { auth: false }, [['tuiLogin', '授权登录']]);

// Homework, exams, reports, tests and appraisals
const homework = section('learning', {}, [
  ['homework', '作业'],
  ['homework-jie', '作业解析'],
  ['exam', '考试'],
  ['exam-jie', '考试解析'],
  ['note', '笔记'],
  ['citation', '奖状'],
  ['get-citation', '领取奖状'],
  ['diploma', '结业证书'],
  ['learn-plan', '学习计划'],
  ['learn-notice', '学习须知'],
  ['admission-letter', '录取通知书'],
  ['admission', '入学通知'],
  ['studyReport', '学习报告'],
  ['report-wx', '学习报告'],
  ['study-report', '学习报告'],
  ['phaseReport', '阶段报告'],
  ['openingPoster', '开学海报', { feature: 'assessments' }],
  ['guideReport', '测评报告'],
  ['question', '提问'],
  ['live-question', '直播提问'],
  ['discIndex', '性格测试', { feature: 'assessments' }],
  ['discPage', '性格测试', { feature: 'assessments' }],
  ['discResult', '测试结果', { feature: 'assessments' }],
  ['infoIndex', '信息采集', { feature: 'assessments' }],
  ['infoResult', '提交成功', { feature: 'assessments' }],
  ['infoBook', '信息登记', { feature: 'assessments' }],
  ['toAppraisal', '课程评价', { feature: 'assessments' }],
  ['toAppraisalV1', '课程评价', { feature: 'assessments' }],
  ['toAppraisalV2', '课程评价', { feature: 'assessments' }],
  ['shareAppraisal', '分享评价', { feature: 'assessments' }],
  ['shareAppraisalV1', '分享评价', { feature: 'assessments' }],
]);

// Contests. The memory contest's sub-pages repeat for shortVideo* and apac* (prefix + capitalised sub-page;
// memory's applySuccess/outDate become shortVideoApplySuccess/shortVideoOutDate, apacApplySuccess/apacOutDate).
// springCouplets with home, make and history pages: springCouplets, springCouplets{Home,Make,History}.
const contest = section('contests', {}, [
  ['memoryActivity', '记忆力大赛'],
  ['memoryApply', '大赛报名', { regMsg: true }],
  ['applySuccess', '报名成功'],
  ['outDate', '活动已结束'],
  ['memoryTransfer', '记忆力大赛'],
  ['memoryPreliminary', '大赛初赛'],
  ['memoryPrelive', '赛前直播'],
  ['memoryExercise', '赛前练习'],
  ['memoryUpload', '上传作品'],
  ['memoryQuestions', '大赛题目'],
  ['memoryPdf', '大赛资料'],
  ['memoryRank', '排行榜'],
  ['memoryTopRank', '总排行榜'],
  ['memoryVote', '为TA投票'],
  ['memoryInviteVote', '邀请投票'],
  ['memoryVoteResult', '投票结果'],
  ['shortVideoActivity', '短视频大赛'],
  ['shortVideoApply', '大赛报名', { regMsg: true }],
  ['shortVideoApplySuccess', '报名成功'],
  ['shortVideoOutDate', '活动已结束'],
  ['shortVideoTransfer', '短视频大赛'],
  ['shortVideoPreliminary', '大赛初赛'],
  ['shortVideoPrelive', '赛前直播'],
  ['shortVideoExercise', '赛前练习'],
  ['shortVideoUpload', '上传作品'],
  ['shortVideoQuestions', '大赛题目'],
  ['shortVideoPdf', '大赛资料'],
  ['shortVideoRank', '排行榜'],
  ['shortVideoTopRank', '总排行榜'],
  ['shortVideoVote', '为TA投票'],
  ['shortVideoInviteVote', '邀请投票'],
  ['shortVideoVoteResult', '投票结果'],
  ['apacActivity', '亚太区大赛'],
  ['apacApply', '大赛报名', { regMsg: true }],
  ['apacApplySuccess', '报名成功'],
  ['apacOutDate', '活动已结束'],
  ['apacTransfer', '亚太区大赛'],
  ['apacPreliminary', '大赛初赛'],
  ['apacPrelive', '赛前直播'],
  ['apacExercise', '赛前练习'],
  ['apacUpload', '上传作品'],
  ['apacQuestions', '大赛题目'],
  ['apacPdf', '大赛资料'],
  ['apacRank', '排行榜'],
  ['apacTopRank', '总排行榜'],
  ['apacVote', '为TA投票'],
  ['apacInviteVote', '邀请投票'],
  ['apacVoteResult', '投票结果'],
  ['apacInvite', '邀请参赛'],
  ['apacInviteApply', '受邀报名', { regMsg: true }],
  ['apacInviteSuccess', '报名成功'],
  ['qcMegagame', '书法大赛', { path: '/qcMegagame/*', noReplaceToken: true }],
  ['qcMegagameH5', '书法大赛', { noReplaceToken: true }],
  ['uploadResults', '上传作品'],
  ['uploadResultsSuccess', '上传成功'],
  ['good-voice', '好声音大赛'],
  ['handin-works', '提交作品'],
  ['vote-list', '投票榜单'],
  ['voice-rule', '活动规则'],
  ['sign-up', '活动报名', { regMsg: true }],
  ['graduation-season', '毕业季'],
  ['avertising-space', '活动推荐'],
  ['marketPromotion', '推广活动'],
  ['springCouplets', '新春写春联'],
  ['springCoupletsHome', '新春写春联'],
  ['springCoupletsMake', '制作春联'],
  ['springCoupletsHistory', '我的春联'],
]);

// Tools. Loosely given families, named here:
//   health tools' New variants: healthToolNew, healthResultNew, healthKnowledgeNew, healthReportNew, healthShareNew;
//   chronicDisease: chronicDiseaseMy, chronicDiseaseChapterCourse, chronicDiseaseChapterDetail;
//   calligraphyDictionary search and 404: calligraphyDictionarySearch, calligraphyDictionary404;
//   questionnaire pages: calligraphyQuestionnaire, calligraphyQuestionnaireResult;
//   mobileExercise pages: mobileExercise, mobileExerciseDetail;
//   ghosting / ghosting5: '{family}' home plus '{family}-{page}' for curriculum, search, details, capture,
//   shear, dragAndDrop, dragAndDplayer (the spec's own spelling of the sub-pages kept);
//   demonstration_video pages: demonstration_video, demonstration_video_detail (the piano family's snake case);
//   customizedPlan details: customizedPlanDetails; goldenSentence pages: goldenSentence, goldenSentenceDetail;
//   suspendClasses pages: suspendClasses, suspendClassesDetail; treasure pages: treasure, treasureDetail
//   (treasureChest and treasureBook are listed separately under video tools).
const ghostingPages = (family: string): Row[] => [
  [family, '智能诊断'],
  [`${family}-curriculum`, '诊断课程'],
  [`${family}-search`, '搜索'],
  [`${family}-details`, '诊断详情'],
  [`${family}-capture`, '拍照诊断'],
  [`${family}-shear`, '裁剪图片'],
  [`${family}-dragAndDrop`, '对比临摹'],
  [`${family}-dragAndDplayer`, '视频讲解'],
];
const tools = section('tools', {}, [
  ['toolIndex', '工具箱'],
  ['healthTool', '健康自测'],
  ['healthResult', '自测结果'],
  ['healthKnowledge', '健康知识'],
  ['healthReport', '健康报告'],
  ['healthShare', '健康分享'],
  ['healthToolNew', '健康自测'],
  ['healthResultNew', '自测结果'],
  ['healthKnowledgeNew', '健康知识'],
  ['healthReportNew', '健康报告'],
  ['healthShareNew', '健康分享'],
  ['dsquestionnaire', '健康问卷'],
  ['dsAwait', '报告生成中'],
  ['dsReport', '健康报告'],
  ['chronicDisease', '慢病管理'],
  ['chronicDiseaseMy', '我的'],
  ['chronicDiseaseChapterCourse', '章节课程'],
  ['chronicDiseaseChapterDetail', '章节详情'],
  ['qcChronic', '慢病管理', { noReplaceToken: true }],
  ['calligraphyDictionary', '书法字典'],
  ['calligraphyDictionarySearch', '字典搜索'],
  ['calligraphyDictionary404', '未找到该字'],
  ['beginnerGuidance', '新手引导'],
  ['dictionarySearch', '字典搜索'],
  ['searchDetails', '单字详情'],
  ['calligraphyQuestionnaire', '书法问卷'],
  ['calligraphyQuestionnaireResult', '问卷结果'],
  ['sixDimensions', '六维能力'],
  ['mobileExercise', '手机练字'],
  ['mobileExerciseDetail', '练字详情'],
  ...ghostingPages('ghosting'),
  ...ghostingPages('ghosting5'),
  ['piano_tools', '钢琴工具'],
  ['piano_practice', '钢琴练习'],
  ['demonstration_video', '示范视频'],
  ['demonstration_video_detail', '示范视频'],
  ['extracurricular_expansion', '课外拓展'],
  ['promote', '能力提升'],
  ['customizedPlan', '定制学习计划'],
  ['customizedPlanDetails', '计划详情'],
  ['treasureChest', '百宝箱'],
  ['videoToolHome', '视频工具'],
  ['hotList', '热门榜单'],
  ['resourceDetail', '素材详情'],
  ['questionDetail', '问题详情'],
  ['videoTool', '视频工具'],
  ['treasureBook', '宝典'],
  ['courseNotes', '课程笔记'],
  ['welfareInfo', '福利详情'],
  ['pictureMounting', '图片合成'],
  ['templateVideo', '视频模板'],
  ['videoHome', '视频首页'],
  ['videoMountingDetail', '视频合成详情'],
  ['takeDown', '内容已下架'],
  ['goldenSentence', '每日金句'],
  ['goldenSentenceDetail', '金句详情'],
  ['suspendClasses', '停课通知'],
  ['suspendClassesDetail', '停课详情'],
  ['emptyPage', '暂无内容', { auth: false }],
  ['checkToolPermission', '权限校验', { noReplaceToken: true }],
  ['videoPlayback', '视频回放'],
  ['videoPlayback1', '视频回放'],
  ['brandInfoBook', '品牌手册'],
  ['salesPlan', '课程方案'],
  ['salesPlanV1', '课程方案'],
  ['planBook', '规划书'],
  ['reachWelfare', '领取福利'],
  ['arrivalBenefit', '到课福利'],
  ['treasure', '宝藏'],
  ['treasureDetail', '宝藏详情'],
]);

// Study tour (station pages: stationTools, stationInfo, stationLoading, stationRoom, stationList, stationDplayer)
const studyTour = section('study-tour', {}, [
  ['studyTour', '研学', { tab: true, query: ['banner', 'qcFlag', 'addGroupPageId'] }],
  ['studyTourNoticeDetail', '研学公告'],
  ['studyTourNoticeEmpty', '研学公告'],
  ['studyTourPreviousDetail', '往期回顾'],
  ['studyTourDepositFinalPayment', '支付尾款', { regMsg: true }],
  ['studyTourDepositPaymentResult', '支付结果', { auth: false }],
  ['studyTourFinalPaymentResult', '支付结果', { auth: false }],
  ['studyTourCloseDepositFinalModel', '支付尾款'],
  ['studyTourInfo', '研学详情'],
  ['studySignIn', '研学签到'],
  ['stationTools', '站点工具'],
  ['stationInfo', '站点信息'],
  ['stationLoading', '加载中'],
  ['stationRoom', '站点教室'],
  ['stationList', '站点列表'],
  ['stationDplayer', '视频播放'],
]);

// Q and A and messages
const qa = section('learning', {}, [
  ['allQueAnswer', '全部问答'],
  ['queAnswer', '问答'],
  ['queAnswerDetail', '问答详情'],
  ['queAnswerVideo', '视频解答'],
  ['siteInformation', '消息', { feature: 'messages' }],
  ['siteInformationDetail', '消息详情', { feature: 'messages' }],
]);

// Customer service and complaints
const service = section('messages', {}, [
  ['qiyu', '在线客服', { path: '/qiyu/*' }],
  ['qiyu-ds', '在线客服'],
  ['qiyu-yxy', '在线客服'],
  ['qiyu-common', '在线客服'],
  ['shQiyu', '在线客服'],
  ['complaint', '投诉', { feature: 'landing' }],
  ['complaintDetail', '投诉详情', { feature: 'landing' }],
  ['minicomplaint', '投诉', { feature: 'landing', auth: false, query: ['appId', 'comFrom', 'h5'] }],
  ['minicomplaint2', '投诉', { feature: 'landing', auth: false, query: ['appId', 'comFrom', 'h5'] }],
  ['minicomplaintDetail', '投诉详情', { feature: 'landing' }],
  ['minicomplaintDetail2', '投诉详情', { feature: 'landing' }],
  ['noAuthcomplaintDetail2', '投诉详情', { feature: 'landing', auth: false }],
  ['complainRecords', '投诉记录', { feature: 'landing' }],
  ['complainRecordsDetail', '投诉详情', { feature: 'landing' }],
  ['lessonHelp', '学习帮助'],
  ['issue', '常见问题'],
]);

// Account, membership and safety
const account = section('identity', {}, [
  ['user', '我的', { tab: true, query: ['banner', 'qcFlag', 'addGroupPageId'] }],
  ['login', '登录', { auth: false, query: ['redirect'] }],
  ['register', '注册', { auth: false, query: ['redirect'] }],
  ['orderLogin', '登录', { auth: false }],
  ['teacherLogin', '老师登录', { auth: false }],
  ['beforeSignIn', '登录', { auth: false }],
  ['fillUserInfo', '完善信息'],
  ['safety', '账号与安全', { regMsg: true }],
  ['cancellation', '注销账号', { regMsg: true }],
  ['cancellation-first', '注销账号', { regMsg: true }],
  ['account-number', '账号管理', { regMsg: true }],
  ['appBindMobile', '绑定手机号', { noReplaceToken: true }],
  ['personalInfo', '个人信息'],
  ['collectedList', '已收集个人信息清单'],
  ['collectedListDetail', '个人信息详情'],
  ['collectedListDetail-detail', '个人信息详情'],
  ['thirdShareList', '第三方信息共享清单'],
  // voice comments on a lesson: learning's (a lesson's comments), listed here where the spec lists it
  ['commentVoice', '语音点评', { feature: 'learning', query: ['sectionId'] }],
  ['ycd', '手机号验证'],
  ['ycdSignIn', '手机号验证'],
  ['equity', '会员权益'],
  ['member', '会员中心'],
  ['memberRights', '会员权益'],
  ['appH5-vip', '会员中心', { noReplaceToken: true }],
  ['app-sign', '每日签到', { noReplaceToken: true }],
]);

// Legal and info
const legal = section('legal', { auth: false }, [
  ['agreement', '用户协议'],
  ['agreement1', '隐私政策'],
  ['agreement3', '购课协议'],
  ['agreement4', '会员服务协议'],
  ['appAgreement', '用户协议'],
  ['appAgreement1', '隐私政策'],
  ['agreement-new', '用户协议'],
  ['agreement1-new', '隐私政策'],
  ['agreement3-new', '购课协议'],
  ['agreement4-new', '会员服务协议'],
  ['appAgreement-new', '用户协议'],
  ['appAgreement1-new', '隐私政策'],
  ['refundAgreement', '退款协议'],
  ['refundAgreementLink', '退款协议'],
  ['aboutus', '关于我们'],
  ['about', '公司资质'],
]);

// Download and app launch (no auth)
const download = section('shell', { auth: false }, [
  ['downloadChannel', '下载APP'],
  ['downloadChannel1', '下载APP'],
  ['downloadChannelWx', '下载APP'],
  ['sharedownload', '下载APP'],
  ['sharehtml5', '分享'],
  ['sharevote', '为TA投票'],
  ['download', '下载APP'],
  ['recalldownload', '下载APP'],
  ['downloadBooks', '下载资料'],
  ['download-app', '下载APP'],
  ['download-app-gift', '下载APP领好礼'],
  ['downloadApp', '下载APP'],
  ['downloadApp-msg', '下载APP'],
  ['downloadQcApp', '下载APP'],
  ['goNewApp', '打开APP'],
  ['goNewApp1', '打开APP'],
  ['goAppNew', '打开APP'],
  ['goAppNew1', '打开APP'],
  ['appHelp', '使用帮助'],
  ['helper-download', '下载助手'],
  ['msgToapplets', '打开小程序'],
  ['msgToAppletH5', '打开小程序'],
  ['lzCenterLink', '正在跳转'],
]);

// Other. 'Lazily loaded page names' of the spec: setting, message and studyTour-index are the pages of
// safety, siteInformation and studyTour; noPermission has no other route, so it gets one.
const misc = section('shell', {}, [
  ['blank', '敬请期待', { auth: false }],
  ['clear', '清除缓存', { auth: false }],
  ['preloadTemplate', '加载中', { auth: false }],
  ['invalidPage', '页面已失效', { auth: false }],
  ['noPermission', '暂无权限', { auth: false }],
  ['appNews', '资讯', { noReplaceToken: true }],
  ['screen-projector', '投屏'],
  ['screen-shot', '截图分享'],
  ['financial-map', '理财地图'],
  ['get-map-suc', '领取成功'],
  ['read-book-group', '读书会'],
  ['read-book-group-share', '读书会'],
  ['productHigh', '产品详情'],
  ['priceContent', '价格说明'],
  ['priceHome', '价格方案'],
  ['jumpadress', '正在跳转'],
  ['productHome', '产品介绍'],
  ['productActive', '产品活动'],
  ['Financial', '财商课堂'],
  ['cfp', '理财规划师'],
  ['healthDay', '健康日'],
  ['womenDay', '女神节'],
  ['myComment', '我的评价'],
]);

export const routeCatalogue: readonly RouteEntry[] = Object.freeze([
  ...course,
  ...learning,
  ...order,
  ...goods,
  ...invite,
  ...groupBuy,
  ...landing,
  ...landingLegal,
  ...tuiLogin,
  ...homework,
  ...contest,
  ...tools,
  ...studyTour,
  ...qa,
  ...service,
  ...account,
  ...legal,
  ...download,
  ...misc,
]);

export const routesByName: ReadonlyMap<string, RouteEntry> = (() => {
  const map = new Map<string, RouteEntry>();
  for (const entry of routeCatalogue) {
    if (map.has(entry.name)) throw new Error(`route-catalogue: duplicate route name ${entry.name}`);
    map.set(entry.name, entry);
  }
  return map;
})();

/** Tab routes in the nbc order (studyTour is inserted third when the tour-show setting is 'show'). */
export const TAB_ROUTE_NAMES: readonly string[] = Object.freeze([
  'index',
  'center',
  'shoppingMall',
  'user',
  'studyTour',
]);

/**
 * Landing names are recognised by the name's family stem followed by a variant suffix
 * (classInfo20, classInfo24-forcus, classInfoCenter, success50, tui50, tui-agreement, npDirect-v1, msg3 ...),
 * as the spec describes; anything else flagged meta.landing in the table counts too.
 * `tuiLogin` is the authorization request, not a landing page.
 */
const LANDING_NAME_PATTERN =
  /^(pageTemplate|tui(\d+(-\d+)?)?|tui-agreement(-[\w-]+)?|classInfo[\w-]*|success[\w-]*|npDirect(-[\w-]+)?|msg\d+)$/;

export function isLandingRouteName(name: string): boolean {
  return LANDING_NAME_PATTERN.test(name) || routesByName.get(name)?.meta.landing === true;
}

// The title rule of template-dependent landing pages lives with the landing variants (packages/domain).
export { LANDING_TITLE_LIVE, LANDING_TITLE_NBC, landingTitle };

/** The document title of a route, applying the landing rule where the entry asks for it. */
export function routeTitle(name: string, template: string): string {
  const entry = routesByName.get(name);
  if (!entry) return '';
  return entry.meta.titleRule === 'landing' ? landingTitle(template, entry.meta.title) : entry.meta.title;
}

/** A random 32-character route token for the '/{name}/{token}' form (the rule lives in packages/domain). */
export const createRouteToken = (): string => randomRouteToken();

function hasParams(path: string): boolean {
  return path.split('/').some((segment) => segment.startsWith(':') || segment === '*');
}

/** The extra '/{name}/:routeToken' pattern of a parameterless path; undefined when the path has params. */
export function withRouteToken(path: string): string | undefined {
  return hasParams(path) ? undefined : `${path}/:routeToken`;
}

/** Every pattern the router registers for an entry: path, aliases and (non-landing) the token form. */
export function routePatterns(entry: RouteEntry): string[] {
  const patterns = [entry.path, ...(entry.aliases ?? [])];
  const tokenForm = entry.meta.landing ? undefined : withRouteToken(entry.path);
  if (tokenForm) patterns.push(tokenForm);
  return patterns;
}

export type HrefOptions = {
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  token?: string;
};

/**
 * Builds the URL of a route from the table. `params` fill `:name` / `:name?` segments and `*` (key '*').
 * `token` (32 letters or digits) is appended for routes that take the '/{name}/{token}' form
 * (non-landing, parameterless) and put in the empty optional segment of the index and center tabs;
 * it is ignored for routes that cannot take it. Query values that are undefined are left out.
 */
export function getHref(name: string, opts: HrefOptions = {}): string {
  const entry = routesByName.get(name);
  if (!entry) throw new Error(`route-catalogue: unknown route ${name}`);
  const { params = {}, query, token } = opts;
  if (token !== undefined && !isRouteToken(token)) {
    throw new Error(`route-catalogue: a route token is ${ROUTE_TOKEN_LENGTH} letters or digits`);
  }

  const segments: string[] = [];
  let tokenUsed = false;
  for (const segment of entry.path.split('/').filter(Boolean)) {
    if (segment === '*') {
      const rest = params['*'];
      if (rest) segments.push(...rest.split('/').filter(Boolean).map(encodeURIComponent));
      continue;
    }
    if (!segment.startsWith(':')) {
      segments.push(segment);
      continue;
    }
    const optional = segment.endsWith('?');
    const key = segment.slice(1, optional ? -1 : undefined);
    const value = params[key];
    if (value !== undefined && value !== '') {
      segments.push(encodeURIComponent(value));
    } else if (optional && entry.meta.tab && token !== undefined && !tokenUsed) {
      segments.push(token);
      tokenUsed = true;
    } else if (!optional) {
      throw new Error(`route-catalogue: route ${name} needs param ${key}`);
    }
  }
  if (token !== undefined && !tokenUsed && !entry.meta.landing && !hasParams(entry.path)) {
    segments.push(token);
  }

  let href = `/${segments.join('/')}`;
  if (query) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) search.append(key, String(value));
    }
    const qs = search.toString();
    if (qs) href += `?${qs}`;
  }
  return href;
}
