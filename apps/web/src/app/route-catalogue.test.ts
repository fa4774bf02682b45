// Over 300 lines: one suite for the route table, case by case against the spec's names, paths and meta.
import { describe, expect, it } from 'vitest';
import {
  createRouteToken,
  getHref,
  isLandingRouteName,
  LANDING_TITLE_LIVE,
  LANDING_TITLE_NBC,
  landingTitle,
  routeCatalogue,
  routePatterns,
  routesByName,
  routeTitle,
  TAB_ROUTE_NAMES,
  withRouteToken,
} from './route-catalogue';

// Names copied verbatim from the spec's route sections (document 1 section 2, document 2 section 2).
const SPEC_NAMES = [
  // document 1
  'index',
  'center',
  'user',
  'shoppingMall',
  'studyTour',
  'group',
  'login',
  'minicomplaint',
  'pageTemplate',
  'audioDetail',
  'lession-detail',
  'lession-detail1',
  'lession-video-detail',
  'video-detail-new',
  'detail',
  'classInfo20',
  'classInfo21',
  'classInfo24-forcus',
  'success50',
  'tui50',
  'tui-agreement',
  'classInfoCenter',
  // learning and courses
  'lession-list',
  'lesson-detail',
  'lesson-section-search',
  'excellent-course',
  'payCourseDetail',
  'new-lession-detail',
  'MyCourse',
  'mycash',
  'mygift',
  'center-old',
  'myclass',
  'teacher',
  'lession-list-teacher',
  'mp3-list',
  'video-detail',
  'sectionList',
  'chapterDetail',
  'chapterDetailNew',
  'resoureDetail',
  'commodityChapterDetail',
  'commoditySectionList',
  'teachingMaterials',
  'audioList',
  'listenbook-detail',
  'selectedCourses',
  'choicenessCourse',
  'mySchedule',
  'packageCourseList',
  'lesson-center',
  'centerCheck',
  // orders and payment
  'order',
  'order-old',
  'order-detail',
  'order-detail-old',
  'order-detail-contract',
  'agreement-detail',
  'invoice',
  'invoice-detail',
  'invoice-download',
  'ensure',
  'ensure1',
  'ensure-mini',
  'ensure-more',
  'ensure-more-depositFinal',
  'ensure-more4',
  'ensure-more4-deposit',
  'ensure-more4-new',
  'beginners-sales',
  'beginners-sales-deposit',
  'orderSuccess',
  'ordersure',
  'alipayEnsure',
  'alipay',
  'alipayNew',
  'AliPayCollect',
  'alipayGoods',
  'alipayZqt',
  'miniVipAlipay',
  'miniVipAlipaySuccess',
  'jdpay',
  'alipaySuccess',
  'alipayGoodsResult',
  'EnsureMoreMini',
  'virtualGoods',
  'virtualGoodsPay',
  'curriculum-time',
  'changeClassTime',
  'changeClassTimeLose',
  'selectDate',
  'selectDateNew',
  'withoutCamp',
  'refundAgreement',
  'refundAgreementLink',
  // goods
  'zqt-detail',
  'zqt-address-list',
  'zqt-address-edit',
  'zqt-order',
  'zqt-pay',
  'logistics-tracking',
  'logisticsGift',
  'modifyAddress',
  'exchange-prize',
  'exchange-success',
  'exchange-address',
  'shoppingEmpty',
  'goodsVideo',
  'goodsDetail',
  'shoppingEvaluate',
  // invite
  'invite',
  'invite-new-user',
  'poster',
  'invite-to-earn',
  'inviteActivity',
  'invite-to-earn-jump',
  'referral-activity',
  'referral-share',
  'invitation-list',
  'invitation-record',
  'red-packet',
  'pack-history',
  'cash-out',
  'activity-rule',
  'active-rule',
  'mission-strategy',
  'strategy-info',
  'withdraw',
  'withdrawList',
  'withdrawResult',
  'raffle',
  'winning-display',
  'day-pack',
  'spring-festival',
  'recall',
  'send-book',
  'tourInvite',
  'tourInviteRecord',
  'fanDetail',
  'my-fans',
  'my_video_canvass_img',
  // group-buying
  'ljr-fission',
  'group-course',
  'group-index',
  'group-info',
  'group-share',
  'group-middleware',
  'group-landing',
  'group-activity',
  'group-success',
  'groupIndex',
  'groupActivity',
  // landing pages
  'tui',
  'tui27',
  'tui30',
  'tui30-2',
  'tui46-2',
  'tui50-1',
  'tui50-2',
  'classInfo18-2',
  'classInfo18-NP',
  'classInfo20-fans',
  'classInfo20-qianchi',
  'classInfo20-qiwei-piano',
  'classInfo20-qiwei-custom',
  'classInfo20-qiwei-auto',
  'classInfo20-sku',
  'classInfo20-2',
  'classInfo20-2-new',
  'classInfo20-sale',
  'classInfo20-noAttention',
  'classInfo20-lessonCenter',
  'classInfo20-mini',
  'classInfo21-1',
  'classInfo22',
  'classInfo23',
  'classInfo24-qianchi',
  'classInfoDiversion',
  'classInfoInvalid',
  'classInfoInvalid1',
  'classInfo-friends',
  'classInfo-joingroup',
  'npDirect',
  'success-new',
  'success6_2',
  'success50-free',
  'join-group',
  'addTeacher',
  'addTeacherQrcode',
  'notAvailable',
  'msg1',
  'msg5',
  'wechatPublic',
  'middle-page',
  'qiniu-stream',
  'qiniuAppDiversion',
  'mp',
  'mpDirect',
  'bdMpDirect',
  'WechatPublicNothing',
  'transfer-introduction',
  'transferMini',
  'tui-agreement-sku',
  'tuiLogin',
  // homework, exams, reports
  'homework',
  'homework-jie',
  'exam',
  'exam-jie',
  'note',
  'citation',
  'get-citation',
  'diploma',
  'learn-plan',
  'learn-notice',
  'admission-letter',
  'admission',
  'studyReport',
  'report-wx',
  'study-report',
  'phaseReport',
  'openingPoster',
  'guideReport',
  'question',
  'live-question',
  'complaint',
  'complaintDetail',
  'minicomplaint2',
  'minicomplaintDetail',
  'minicomplaintDetail2',
  'noAuthcomplaintDetail2',
  'complainRecords',
  'complainRecordsDetail',
  'lessonHelp',
  'issue',
  'fillUserInfo',
  'register',
  'discIndex',
  'discPage',
  'discResult',
  'infoIndex',
  'infoResult',
  'infoBook',
  'toAppraisal',
  'toAppraisalV1',
  'toAppraisalV2',
  'shareAppraisal',
  'shareAppraisalV1',
  // contests
  'memoryActivity',
  'memoryApply',
  'applySuccess',
  'outDate',
  'memoryTransfer',
  'memoryPreliminary',
  'memoryPrelive',
  'memoryExercise',
  'memoryUpload',
  'memoryQuestions',
  'memoryPdf',
  'memoryRank',
  'memoryTopRank',
  'memoryVote',
  'memoryInviteVote',
  'memoryVoteResult',
  'apacInvite',
  'apacInviteApply',
  'apacInviteSuccess',
  'qcMegagame',
  'qcMegagameH5',
  'uploadResults',
  'uploadResultsSuccess',
  'good-voice',
  'handin-works',
  'vote-list',
  'voice-rule',
  'sign-up',
  'graduation-season',
  'avertising-space',
  'marketPromotion',
  'springCouplets',
  // tools
  'healthTool',
  'healthResult',
  'healthKnowledge',
  'healthReport',
  'healthShare',
  'toolIndex',
  'dsquestionnaire',
  'dsAwait',
  'dsReport',
  'chronicDisease',
  'qcChronic',
  'calligraphyDictionary',
  'beginnerGuidance',
  'dictionarySearch',
  'searchDetails',
  'sixDimensions',
  'ghosting',
  'ghosting5',
  'piano_tools',
  'piano_practice',
  'extracurricular_expansion',
  'promote',
  'customizedPlan',
  'treasureChest',
  'videoToolHome',
  'hotList',
  'resourceDetail',
  'questionDetail',
  'videoTool',
  'treasureBook',
  'courseNotes',
  'welfareInfo',
  'pictureMounting',
  'templateVideo',
  'videoHome',
  'videoMountingDetail',
  'takeDown',
  'emptyPage',
  'checkToolPermission',
  'videoPlayback',
  'videoPlayback1',
  'brandInfoBook',
  'salesPlan',
  'salesPlanV1',
  'planBook',
  'reachWelfare',
  'arrivalBenefit',
  // study tour
  'studyTourNoticeDetail',
  'studyTourNoticeEmpty',
  'studyTourPreviousDetail',
  'studyTourDepositFinalPayment',
  'studyTourDepositPaymentResult',
  'studyTourFinalPaymentResult',
  'studyTourCloseDepositFinalModel',
  'studyTourInfo',
  'studySignIn',
  'stationTools',
  'stationInfo',
  'stationLoading',
  'stationRoom',
  'stationList',
  'stationDplayer',
  // Q and A, messages
  'allQueAnswer',
  'queAnswer',
  'queAnswerDetail',
  'queAnswerVideo',
  'siteInformation',
  'siteInformationDetail',
  'recordedVideoDetail',
  'practiceClockingIn',
  'equity',
  'member',
  'memberRights',
  'appH5-vip',
  'app-sign',
  'cfp',
  // customer service
  'qiyu',
  'qiyu-ds',
  'qiyu-yxy',
  'qiyu-common',
  'shQiyu',
  // account
  'safety',
  'cancellation',
  'cancellation-first',
  'account-number',
  'appBindMobile',
  'personalInfo',
  'collectedList',
  'collectedListDetail',
  'collectedListDetail-detail',
  'thirdShareList',
  'orderLogin',
  'teacherLogin',
  'commentVoice',
  'ycd',
  'ycdSignIn',
  'beforeSignIn',
  // legal
  'agreement',
  'agreement1',
  'agreement3',
  'agreement4',
  'appAgreement',
  'appAgreement1',
  'aboutus',
  'about',
  // download
  'downloadChannel',
  'sharedownload',
  'sharehtml5',
  'sharevote',
  'download',
  'recalldownload',
  'downloadBooks',
  'download-app',
  'download-app-gift',
  'downloadApp',
  'downloadApp-msg',
  'downloadQcApp',
  'goNewApp',
  'goNewApp1',
  'goAppNew',
  'goAppNew1',
  'appHelp',
  'helper-download',
  'msgToapplets',
  'msgToAppletH5',
  'lzCenterLink',
  // other
  'blank',
  'courseLose',
  'clear',
  'preloadTemplate',
  'packageDetail',
  'courseDetail',
  'appNews',
  'screen-projector',
  'screen-shot',
  'financial-map',
  'ship-address',
  'get-map-suc',
  'read-book-group',
  'productHigh',
  'priceContent',
  'priceHome',
  'jumpadress',
  'invalidPage',
  'productHome',
  'productActive',
  'Financial',
  'healthDay',
  'womenDay',
  'myComment',
  'liveNoticeDetail',
];

// Family members the spec gives loosely, expanded with the names chosen in route-catalogue.ts.
const EXPANDED_FAMILY_NAMES = [
  'shortVideoActivity',
  'shortVideoApply',
  'shortVideoApplySuccess',
  'shortVideoOutDate',
  'shortVideoVoteResult',
  'apacActivity',
  'apacApply',
  'apacVoteResult',
  'classInfo20-noAttention-v1',
  'classInfo20-noAttention-v4',
  'classInfo20-noAttention-fingerprint',
  'classInfo20-noAttention-v1-fingerprint',
  'classInfo20-noAttention-v4-fingerprint',
  'classInfo20-friends',
  'classInfo20-friends-white',
  'classInfo20-friends-red',
  'classInfo20-friends-b',
  'npDirect-link',
  'npDirect-v1',
  'npDirect-v2',
  'msg2',
  'msg3',
  'msg4',
  'Wechat-MP-Home',
  'Wechat-MP-Course',
  'Wechat-MP-Result',
  'ghosting-curriculum',
  'ghosting-search',
  'ghosting-details',
  'ghosting-capture',
  'ghosting-shear',
  'ghosting-dragAndDrop',
  'ghosting-dragAndDplayer',
  'ghosting5-curriculum',
  'ghosting5-dragAndDplayer',
  'healthToolNew',
  'healthResultNew',
  'healthKnowledgeNew',
  'healthReportNew',
  'healthShareNew',
  'chronicDiseaseMy',
  'chronicDiseaseChapterCourse',
  'chronicDiseaseChapterDetail',
  'springCoupletsHome',
  'springCoupletsMake',
  'springCoupletsHistory',
  'recallUpdate',
  'recallPoster',
  'recallAdvance',
  'invite-new-user-share',
  'invite-new-user-join',
  'invite-to-earn-jump-new',
  'downloadChannel1',
  'downloadChannelWx',
  'read-book-group-share',
  'agreement-new',
  'appAgreement1-new',
];

const THIRD_GROUP = [
  'login',
  'register',
  'tuiLogin',
  'orderLogin',
  'teacherLogin',
  'agreement',
  'agreement1',
  'agreement3',
  'agreement4',
  'appAgreement',
  'appAgreement1',
  'agreement-new',
  'appAgreement-new',
  'refundAgreement',
  'refundAgreementLink',
  'tui-agreement',
  'tui-agreement-sku',
  'aboutus',
  'about',
  'orderSuccess',
  'alipaySuccess',
  'alipayGoodsResult',
  'miniVipAlipaySuccess',
  'studyTourDepositPaymentResult',
  'studyTourFinalPaymentResult',
  'downloadChannel',
  'downloadChannel1',
  'downloadChannelWx',
  'download',
  'download-app',
  'downloadApp',
  'goNewApp',
  'goAppNew1',
  'appHelp',
  'helper-download',
  'msgToapplets',
  'msgToAppletH5',
  'lzCenterLink',
  'sharedownload',
  'sharehtml5',
  'sharevote',
  'blank',
  'clear',
  'noAuthcomplaintDetail2',
  'minicomplaint',
];

const TOKEN = 'aaaaaaaaaaaaaaaaBBBBBBBB01234567';

function entry(name: string) {
  const found = routesByName.get(name);
  if (!found) throw new Error(`missing route ${name}`);
  return found;
}

describe('route catalogue', () => {
  it('holds several hundred routes', () => {
    console.info(`route catalogue: ${routeCatalogue.length} entries`);
    expect(routeCatalogue.length).toBeGreaterThan(400);
    expect(routesByName.size).toBe(routeCatalogue.length);
  });

  it('has unique names', () => {
    const names = routeCatalogue.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('contains every name the spec lists', () => {
    expect(SPEC_NAMES.length).toBeGreaterThanOrEqual(120);
    const missing = SPEC_NAMES.filter((name) => !routesByName.has(name));
    expect(missing).toEqual([]);
  });

  it('contains the expanded family members', () => {
    const missing = EXPANDED_FAMILY_NAMES.filter((name) => !routesByName.has(name));
    expect(missing).toEqual([]);
  });

  it('keeps notFound out of the table', () => {
    expect(routesByName.has('notFound')).toBe(false);
  });

  it('has unique paths across entries, aliases and token forms, ignoring case like the router', () => {
    const all = routeCatalogue.flatMap((r) => routePatterns(r)).map((p) => p.toLowerCase());
    const dupes = all.filter((p, i) => all.indexOf(p) !== i);
    expect(dupes).toEqual([]);
  });

  it('gives every entry a non-empty title, a feature and a path starting with its name', () => {
    for (const r of routeCatalogue) {
      expect(r.meta.title.trim(), r.name).not.toBe('');
      expect(r.feature, r.name).toBeTruthy();
      expect(r.path.startsWith(`/${r.name}`), r.name).toBe(true);
    }
  });

  it('routes pageTemplate at /pageTemplate/:id? and /pageTemplateby/:id?', () => {
    const page = entry('pageTemplate');
    expect(page.path).toBe('/pageTemplate/:id?');
    expect(page.aliases).toEqual(['/pageTemplateby/:id?']);
    expect(page.meta).toMatchObject({ auth: true, landing: true, directLink: true, titleRule: 'landing' });
    expect(page.query).toEqual(['addGroupPageId', 'channel', 'subChannel', 'putinOneId', 'chainType']);
  });

  it('routes tui with its five ad-channel aliases', () => {
    const tui = entry('tui');
    expect(tui.path).toBe('/tui/:id?');
    expect(tui.aliases).toEqual([
      '/adservingby/:id?',
      '/throwingby/:id?',
      '/groupingby/:id?',
      '/pandaby/:id?',
      '/flamingoby/:id?',
    ]);
  });

  it('gives landing pages the optional id and the by alias', () => {
    expect(entry('classInfo20').path).toBe('/classInfo20/:id?');
    expect(entry('classInfo20').aliases).toEqual(['/classInfo20by/:id?']);
    expect(entry('success50').aliases).toEqual(['/success50by/:id?']);
  });

  it('uses the special paths the spec gives', () => {
    expect(entry('index').path).toBe('/index/:ts?');
    expect(entry('center').path).toBe('/center/:id?');
    expect(entry('lesson-center').path).toBe('/lesson-center/:id?');
    expect(entry('qiyu').path).toBe('/qiyu/*');
    expect(entry('qcMegagame').path).toBe('/qcMegagame/*');
    expect(entry('detail').path).toBe('/detail');
    expect(entry('detail').query).toEqual(['course', 'section']);
    expect(entry('minicomplaint').query).toEqual(['appId', 'comFrom', 'h5']);
  });

  it('marks the tab routes', () => {
    expect(TAB_ROUTE_NAMES).toEqual(['index', 'center', 'shoppingMall', 'user', 'studyTour']);
    const tabs = routeCatalogue.filter((r) => r.meta.tab).map((r) => r.name);
    expect(tabs.sort()).toEqual([...TAB_ROUTE_NAMES].sort());
    const banners = routeCatalogue.filter((r) => r.meta.downloadBanner).map((r) => r.name);
    expect(banners.sort()).toEqual(['center', 'index']);
    expect(entry('index').meta.title).toBe('课程');
    expect(entry('center').meta.title).toBe('学习中心');
    expect(entry('shoppingMall').meta.title).toBe('找课');
    expect(entry('user').meta.title).toBe('我的');
    expect(entry('studyTour').meta.title).toBe('研学');
  });

  it('gives deep content pages the home button', () => {
    for (const name of ['detail', 'lession-detail', 'payCourseDetail', 'goodsDetail', 'order-detail']) {
      expect(entry(name).meta.homeButton, name).toBe(true);
    }
    expect(entry('index').meta.homeButton).toBeUndefined();
  });

  it('leaves the third group without auth', () => {
    for (const name of THIRD_GROUP) expect(entry(name).meta.auth, name).toBe(false);
  });

  it('keeps auth and regMsg on money and invite pages', () => {
    for (const name of ['order', 'ensure', 'cash-out', 'invite', 'invite-to-earn', 'withdraw', 'zqt-pay']) {
      expect(entry(name).meta, name).toMatchObject({ auth: true, regMsg: true });
    }
    for (const name of ['center', 'homework', 'pageTemplate']) {
      expect(entry(name).meta.auth, name).toBe(true);
      expect(entry(name).meta.regMsg, name).toBeUndefined();
    }
    expect(entry('orderSuccess').meta.regMsg).toBeUndefined();
  });

  it('marks classInfo20-fans as the super-fans route', () => {
    expect(entry('classInfo20-fans').meta).toMatchObject({ auth: true, superFans: true, landing: true });
    expect(routeCatalogue.filter((r) => r.meta.superFans).map((r) => r.name)).toEqual(['classInfo20-fans']);
  });

  it('marks tui, classInfo and pageTemplate landings as direct links', () => {
    expect(entry('tui50').meta.directLink).toBe(true);
    expect(entry('classInfo24-forcus').meta.directLink).toBe(true);
    expect(entry('success50').meta.directLink).toBeUndefined();
    expect(entry('tui-agreement').meta.directLink).toBeUndefined();
    expect(entry('tuiLogin').meta.directLink).toBeUndefined();
  });

  it('uses the spec titles', () => {
    const titles: Record<string, string> = {
      login: '登录',
      register: '注册',
      order: '我的订单',
      'order-detail': '订单详情',
      invoice: '开具发票',
      'cash-out': '提现',
      'invite-to-earn': '邀请有奖',
      notAvailable: '报名已满',
      blank: '敬请期待',
      aboutus: '关于我们',
    };
    for (const [name, title] of Object.entries(titles)) expect(entry(name).meta.title, name).toBe(title);
  });
});

describe('isLandingRouteName', () => {
  it('recognises landing names by their suffix', () => {
    for (const name of [
      'classInfo20',
      'classInfo21',
      'classInfo24-forcus',
      'success50',
      'tui50',
      'tui-agreement',
      'classInfoCenter',
      'pageTemplate',
      'npDirect-v2',
      'msg3',
      // not in the table, still recognised by the pattern
      'classInfo99-new',
      'tui51',
      'success7',
    ]) {
      expect(isLandingRouteName(name), name).toBe(true);
    }
  });

  it('recognises table-flagged landings and rejects the rest', () => {
    expect(isLandingRouteName('notAvailable')).toBe(true);
    expect(isLandingRouteName('Wechat-MP-Home')).toBe(true);
    for (const name of [
      'index',
      'center',
      'tuiLogin',
      'detail',
      'lession-detail',
      'orderSuccess',
      'msgToapplets',
    ]) {
      expect(isLandingRouteName(name), name).toBe(false);
    }
  });

  it('agrees with meta.landing for every QR landing family entry', () => {
    // The QR landing family: the entries with a `/{name}by/:id?`-style twin (feature 'landing' now names the
    // whole area, complaints included, and classInfoCenter's page is the learning centre's).
    const family = routeCatalogue.filter((r) => r.aliases?.some((a) => /by\/:id\?$/.test(a)));
    expect(family).toHaveLength(81);
    for (const r of family) expect(isLandingRouteName(r.name), r.name).toBe(true);
  });
});

describe('landing titles', () => {
  it("uses public-account wording for 'nbc' and live-account wording otherwise", () => {
    expect(landingTitle('nbc', '领取课程')).toBe(LANDING_TITLE_NBC);
    expect(landingTitle('jz', '领取课程')).toBe(LANDING_TITLE_LIVE);
    expect(landingTitle('', '领取课程')).toBe('领取课程');
    expect(LANDING_TITLE_NBC).not.toBe(LANDING_TITLE_LIVE);
  });

  it('applies the rule only where the entry asks for it', () => {
    expect(routeTitle('classInfo20', 'nbc')).toBe(LANDING_TITLE_NBC);
    expect(routeTitle('tui', 'jz')).toBe(LANDING_TITLE_LIVE);
    expect(routeTitle('order', 'nbc')).toBe('我的订单');
    expect(routeTitle('no-such-route', 'nbc')).toBe('');
  });
});

describe('getHref', () => {
  it('builds plain paths and query strings', () => {
    expect(getHref('order')).toBe('/order');
    expect(getHref('detail', { query: { course: 12, section: 'a b' } })).toBe(
      '/detail?course=12&section=a+b',
    );
    expect(getHref('minicomplaint', { query: { appId: 'wx1', comFrom: undefined, h5: 1 } })).toBe(
      '/minicomplaint?appId=wx1&h5=1',
    );
    expect(getHref('group', { query: { channel: 22, subChannel: 22016, showHelp: 1 } })).toBe(
      '/group?channel=22&subChannel=22016&showHelp=1',
    );
  });

  it('fills, encodes and drops optional params', () => {
    expect(getHref('pageTemplate')).toBe('/pageTemplate');
    expect(getHref('pageTemplate', { params: { id: '42' }, query: { addGroupPageId: 7 } })).toBe(
      '/pageTemplate/42?addGroupPageId=7',
    );
    expect(getHref('lesson-center', { params: { id: 'x/y' }, query: { campDataId: 3 } })).toBe(
      '/lesson-center/x%2Fy?campDataId=3',
    );
    expect(getHref('index', { params: { ts: '1700000000000' } })).toBe('/index/1700000000000');
    expect(getHref('qiyu', { params: { '*': 'a/b' } })).toBe('/qiyu/a/b');
    expect(getHref('qiyu')).toBe('/qiyu');
  });

  it('appends a 32-character route token', () => {
    expect(TOKEN).toHaveLength(32);
    expect(getHref('order-detail', { token: TOKEN, query: { id: 5 } })).toBe(`/order-detail/${TOKEN}?id=5`);
    expect(getHref('user', { token: TOKEN })).toBe(`/user/${TOKEN}`);
    expect(getHref('index', { token: TOKEN })).toBe(`/index/${TOKEN}`);
    expect(getHref('center', { token: TOKEN, query: { banner: 0 } })).toBe(`/center/${TOKEN}?banner=0`);
    expect(getHref('center', { params: { id: '9' }, token: TOKEN })).toBe('/center/9');
    // landing pages and catch-alls do not take the token form
    expect(getHref('tui50', { token: TOKEN })).toBe('/tui50');
    expect(getHref('qiyu', { token: TOKEN })).toBe('/qiyu');
  });

  it('creates valid random tokens', () => {
    const token = createRouteToken();
    expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(createRouteToken()).not.toBe(token);
    expect(getHref('order', { token })).toBe(`/order/${token}`);
  });

  it('rejects unknown routes and bad tokens', () => {
    expect(() => getHref('notFound')).toThrow(/unknown route/);
    expect(() => getHref('order', { token: 'short' })).toThrow(/32/);
  });
});

describe('withRouteToken and routePatterns', () => {
  it('gives the token pattern to parameterless paths only', () => {
    expect(withRouteToken('/order')).toBe('/order/:routeToken');
    expect(withRouteToken('/pageTemplate/:id?')).toBeUndefined();
    expect(withRouteToken('/qiyu/*')).toBeUndefined();
  });

  it('lists path, aliases and the token form for the router', () => {
    expect(routePatterns(entry('order'))).toEqual(['/order', '/order/:routeToken']);
    expect(routePatterns(entry('pageTemplate'))).toEqual(['/pageTemplate/:id?', '/pageTemplateby/:id?']);
    expect(routePatterns(entry('tui-agreement'))).toEqual(['/tui-agreement']);
    expect(routePatterns(entry('index'))).toEqual(['/index/:ts?']);
  });
});
