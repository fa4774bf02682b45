// Over 300 lines: the route tables of every family are data, read as one list per area (page registry, growth, tools, contests).
import { describe, expect, it } from 'vitest';
import { comingSoonPage } from '../features/shell/routes';
import { featureRoutes, pageImporterFor, pageImporters } from './page-registry';
import { hasOwnPage } from './public/pages';
import { routeCatalogue, routesByName } from './route-catalogue';

describe('the pages gathered from every feature', () => {
  it('has a routes.ts for each feature folder with pages', () => {
    expect([...featureRoutes.keys()].sort()).toEqual([
      'assessments',
      'catalogue',
      'contests',
      'goods',
      'group-buying',
      'growth',
      'identity',
      'landing',
      'learning',
      'legal',
      'messages',
      'orders',
      'shell',
      'study-tour',
      'tools',
    ]);
  });

  it('knows every name a feature claims from the route catalogue, owned by that feature', () => {
    const unknown: string[] = [];
    const elsewhere: string[] = [];
    for (const [area, routes] of featureRoutes) {
      for (const name of Object.keys(routes)) {
        const entry = routesByName.get(name);
        if (!entry) unknown.push(`${area}: ${name}`);
        else if (entry.feature !== area) elsewhere.push(`${area}: ${name} (catalogue says ${entry.feature})`);
      }
    }
    expect(unknown).toEqual([]);
    expect(elsewhere).toEqual([]);
  });

  it('lets no two features claim one name', () => {
    const owners = new Map<string, string[]>();
    for (const [area, routes] of featureRoutes) {
      for (const name of Object.keys(routes)) owners.set(name, [...(owners.get(name) ?? []), area]);
    }
    const twice = [...owners]
      .filter(([, areas]) => areas.length > 1)
      .map(([name, areas]) => `${name}: ${areas}`);
    expect(twice).toEqual([]);
    expect(Object.keys(pageImporters)).toHaveLength(owners.size);
  });

  it('gives every catalogue name a real page (542 of 542): no route is left on coming-soon', async () => {
    const names = routeCatalogue.map((r) => r.name);
    expect(names).toHaveLength(542);
    // commentVoice (语音点评), the last one, is learning's voice comments page since issue 18's last route
    expect(names.filter((name) => !hasOwnPage(name))).toEqual([]);
    const comingSoon = (await comingSoonPage()).default;
    const voice = (await pageImporterFor('commentVoice')()).default;
    expect(typeof voice).toBe('function');
    expect(voice).not.toBe(comingSoon);
    // a name without a page (none in the catalogue now) still falls back to coming-soon, never a 404
    expect((await pageImporterFor('no-such-route-name')()).default).toBe(comingSoon);
  });
});

describe('the growth invite pages (issue 14)', () => {
  const INVITE_ROUTES = [
    'invite',
    'invite-new-user',
    'invite-new-user-share',
    'invite-new-user-join',
    'poster',
    'invite-to-earn',
    'inviteActivity',
    'invite-to-earn-jump',
    'invite-to-earn-jump-new',
    'referral-activity',
    'referral-share',
    'invitation-list',
    'invitation-record',
    'mycash',
    'cash-out',
    'withdraw',
    'withdrawList',
    'withdrawResult',
    'activity-rule',
    'active-rule',
    'mission-strategy',
    'strategy-info',
    'recall',
    'recallUpdate',
    'recallPoster',
    'recallAdvance',
    'send-book',
    'tourInvite',
    'tourInviteRecord',
    'fanDetail',
    'my-fans',
    'my_video_canvass_img',
  ];

  it('opens a real growth page (a component, not coming-soon) for every invite route', async () => {
    const growth = featureRoutes.get('growth') ?? {};
    expect(INVITE_ROUTES.filter((name) => !(name in growth))).toEqual([]);
    const comingSoon = (await comingSoonPage()).default;
    for (const name of INVITE_ROUTES) {
      expect(hasOwnPage(name), name).toBe(true);
      const page = (await pageImporterFor(name)()).default;
      expect(typeof page, name).toBe('function');
      expect(page, name).not.toBe(comingSoon);
    }
  });

  it('shares one page module among near-identical routes (10 modules for 32 routes)', () => {
    const growth = featureRoutes.get('growth') ?? {};
    expect(new Set(INVITE_ROUTES.map((name) => growth[name])).size).toBe(10);
  });
});

describe('the tools pages (issue 19)', () => {
  const TOOL_ROUTES = [
    'toolIndex',
    'checkToolPermission',
    'emptyPage',
    'takeDown',
    'calligraphyDictionary',
    'calligraphyDictionarySearch',
    'dictionarySearch',
    'calligraphyDictionary404',
    'searchDetails',
    'beginnerGuidance',
    'mobileExercise',
    'mobileExerciseDetail',
    'healthTool',
    'healthToolNew',
    'dsquestionnaire',
    'calligraphyQuestionnaire',
    'healthResult',
    'healthResultNew',
    'healthReport',
    'healthReportNew',
    'dsReport',
    'calligraphyQuestionnaireResult',
    'dsAwait',
    'sixDimensions',
    'healthShare',
    'healthShareNew',
    'healthKnowledge',
    'healthKnowledgeNew',
    // practice tools: intelligent diagnosis (ghosting, ghosting5) and piano
    ...['ghosting', 'ghosting5'].flatMap((f) => [
      f,
      ...['curriculum', 'search', 'details', 'capture', 'shear', 'dragAndDrop', 'dragAndDplayer'].map(
        (p) => `${f}-${p}`,
      ),
    ]),
    'piano_tools',
    'piano_practice',
    'demonstration_video',
    'demonstration_video_detail',
    'extracurricular_expansion',
    'promote',
    'customizedPlan',
    'customizedPlanDetails',
    // content half (issue 19): the chronic-disease programme, the content engines, notes, questions, pictures
    'chronicDisease',
    'chronicDiseaseMy',
    'chronicDiseaseChapterCourse',
    'chronicDiseaseChapterDetail',
    'qcChronic',
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
    'videoPlayback',
    'videoPlayback1',
    'goldenSentence',
    'goldenSentenceDetail',
    'suspendClasses',
    'suspendClassesDetail',
    'brandInfoBook',
    'salesPlan',
    'salesPlanV1',
    'planBook',
    'reachWelfare',
    'arrivalBenefit',
    'treasure',
    'treasureDetail',
  ];

  it('opens a real tools page (a component, not coming-soon) for every built tool route', async () => {
    const tools = featureRoutes.get('tools') ?? {};
    expect(Object.keys(tools).sort()).toEqual([...TOOL_ROUTES].sort());
    const comingSoon = (await comingSoonPage()).default;
    for (const name of TOOL_ROUTES) {
      expect(hasOwnPage(name), name).toBe(true);
      const page = (await pageImporterFor(name)()).default;
      expect(typeof page, name).toBe('function');
      expect(page, name).not.toBe(comingSoon);
    }
  });

  it('runs each engine on one page module: dictionary, questionnaire, report', () => {
    const tools = featureRoutes.get('tools') ?? {};
    const modules = (names: string[]) => new Set(names.map((name) => tools[name])).size;
    expect(modules(['healthTool', 'healthToolNew', 'dsquestionnaire', 'calligraphyQuestionnaire'])).toBe(1);
    expect(
      modules([
        'healthResult',
        'healthResultNew',
        'healthReport',
        'healthReportNew',
        'dsReport',
        'calligraphyQuestionnaireResult',
      ]),
    ).toBe(1);
  });

  it('runs the three dictionary entries on one page module', () => {
    const tools = featureRoutes.get('tools') ?? {};
    const dictionary = ['calligraphyDictionary', 'calligraphyDictionarySearch', 'dictionarySearch'];
    expect(new Set(dictionary.map((name) => tools[name])).size).toBe(1);
  });
});

describe('the study-tour pages (issue 18)', () => {
  const STUDY_TOUR_ROUTES = [
    'studyTour',
    'studyTourInfo',
    'studyTourPreviousDetail',
    'studyTourNoticeDetail',
    'studyTourNoticeEmpty',
    'studyTourDepositFinalPayment',
    'studyTourDepositPaymentResult',
    'studyTourFinalPaymentResult',
    'studyTourCloseDepositFinalModel',
    'studySignIn',
  ];

  it('gives every study-tour and sign-in route a real page of the study-tour feature', async () => {
    const comingSoon = (await comingSoonPage()).default;
    for (const name of STUDY_TOUR_ROUTES) {
      expect(routesByName.get(name)?.feature, name).toBe('study-tour');
      expect(hasOwnPage(name), name).toBe(true);
      expect((await pageImporterFor(name)()).default, name).not.toBe(comingSoon);
    }
    const [deposit, balance] = await Promise.all([
      pageImporterFor('studyTourDepositPaymentResult')(),
      pageImporterFor('studyTourFinalPaymentResult')(),
    ]);
    expect(deposit.default).toBe(balance.default);
  });
});

describe('the contest pages (issue 16)', () => {
  const FAMILY_PAGES = [
    'Activity',
    'Apply',
    'Transfer',
    'Preliminary',
    'Prelive',
    'Exercise',
    'Upload',
    'Questions',
    'Pdf',
    'Rank',
    'TopRank',
    'Vote',
    'InviteVote',
    'VoteResult',
  ];
  const CONTEST_ROUTES = [
    ...['memory', 'shortVideo', 'apac'].flatMap((family) => FAMILY_PAGES.map((page) => `${family}${page}`)),
    'outDate',
    'shortVideoOutDate',
    'apacOutDate',
    'applySuccess',
    'shortVideoApplySuccess',
    'apacApplySuccess',
    'apacInvite',
    'apacInviteApply',
    'apacInviteSuccess',
  ];

  it('opens a real contests page for every route of the three families (51 routes, 10 page modules)', async () => {
    const contests = featureRoutes.get('contests') ?? {};
    expect(CONTEST_ROUTES).toHaveLength(51);
    // The families' 51 plus good-voice's 5, the 4 couplet pages and the 7 works pages (calligraphy and the
    // three single pages; features/contests/routes.test.ts checks those).
    const ownedElsewhere =
      /^(springCouplets|good-voice|handin-works|vote-list|voice-rule|sign-up|qcMegagame|uploadResults|graduation-season|avertising-space|marketPromotion)/;
    expect(
      Object.keys(contests)
        .filter((n) => !ownedElsewhere.test(n))
        .sort(),
    ).toEqual([...CONTEST_ROUTES].sort());
    const comingSoon = (await comingSoonPage()).default;
    const modules = new Set<unknown>();
    for (const name of CONTEST_ROUTES) {
      const page = (await pageImporterFor(name)()).default;
      expect(page, name).not.toBe(comingSoon);
      modules.add(page);
    }
    expect(modules.size).toBe(10);
  });
});
