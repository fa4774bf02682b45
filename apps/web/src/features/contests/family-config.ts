import { judgeUserType, videoJudgeUserType } from '@course/contracts/contests-activity';
import { type FamilyCalls, videoCalls, voiceCalls } from '@course/contracts/contests-entry';

/**
 * The contest engine's per-route configuration (issue 16): which family a route belongs to and which stage
 * page it is. The three families (memory, shortVideo, apac) open the same stage pages; a family only names
 * its routes, its default contest, its call group (voice/ for audio contests, video/ for video ones) and its
 * words. Nothing here is copied per family: the route tables are built from one list of stage pages.
 */

export const STAGE_PAGES = [
  'activity',
  'apply',
  'applySuccess',
  'outDate',
  'transfer',
  'preliminary',
  'prelive',
  'exercise',
  'upload',
  'questions',
  'pdf',
  'rank',
  'topRank',
  'vote',
  'inviteVote',
  'voteResult',
] as const;
/** Pages only some families have: the apac invitations, the rules, and the works contests' own pages. */
export const OWN_PAGES = [
  'invite',
  'inviteApply',
  'inviteSuccess',
  'rules',
  'uploadSuccess',
  'sponsors',
  'promotion',
] as const;
export type StagePage = (typeof STAGE_PAGES)[number] | (typeof OWN_PAGES)[number];

export type ContestFamilyConfig = {
  family: 'memory' | 'shortVideo' | 'apac' | 'goodVoice' | 'calligraphy' | 'graduation';
  /** `media`: the audio/video pages; `works`: the photo-of-a-work pages (calligraphy, graduation-season). */
  engine: 'media' | 'works';
  /** The contest a page opens without ?activityCode. */
  defaultCode: string;
  calls: FamilyCalls;
  judge: typeof judgeUserType;
  /** What an entry is called on the pages. */
  entryWord: string;
  accept: string;
  routes: Record<StagePage, string | null>;
  /** More route names opening a stage page (qcMegagameH5: the contest home for browsers outside the app). */
  aliases?: Record<string, StagePage>;
  /** A family with only some pages of its own (goodVoice) opens the others as this family's, with its code. */
  borrowsFrom?: ContestFamilyConfig['family'];
};

const noPages = (pages: readonly StagePage[]) =>
  Object.fromEntries(pages.map((page) => [page, null])) as Record<StagePage, null>;

const cap = (page: string) => page[0]!.toUpperCase() + page.slice(1);

/** `memory` + `rank` → `memoryRank`, except the names the spec gives without the family prefix. */
function familyRoutes(
  prefix: string,
  own: Partial<Record<StagePage, string | null>>,
): Record<StagePage, string | null> {
  const routes = Object.fromEntries(STAGE_PAGES.map((page) => [page, `${prefix}${cap(page)}`])) as Record<
    StagePage,
    string | null
  >;
  return { ...routes, ...noPages(OWN_PAGES), ...own };
}

export const FAMILIES: Record<ContestFamilyConfig['family'], ContestFamilyConfig> = {
  memory: {
    family: 'memory',
    defaultCode: 'memory-2026',
    engine: 'media',
    calls: voiceCalls,
    judge: judgeUserType,
    entryWord: '参赛音频',
    accept: 'audio/*',
    routes: familyRoutes('memory', { applySuccess: 'applySuccess', outDate: 'outDate' }),
  },
  shortVideo: {
    family: 'shortVideo',
    defaultCode: 'short-video-2026',
    engine: 'media',
    calls: videoCalls,
    judge: videoJudgeUserType,
    entryWord: '参赛视频',
    accept: 'video/*',
    routes: familyRoutes('shortVideo', {}),
  },
  apac: {
    family: 'apac',
    defaultCode: 'apac-2026',
    engine: 'media',
    calls: voiceCalls,
    judge: judgeUserType,
    entryWord: '参赛音频',
    accept: 'audio/*',
    routes: familyRoutes('apac', {
      invite: 'apacInvite',
      inviteApply: 'apacInviteApply',
      inviteSuccess: 'apacInviteSuccess',
    }),
  },
  // The single pages of a voice contest (好声音): good-voice is its home, sign-up the apply stage, handin-works
  // the upload stage, vote-list the rank, voice-rule the rules; its other stages open the memory pages.
  goodVoice: {
    family: 'goodVoice',
    defaultCode: 'good-voice-2026',
    engine: 'media',
    calls: voiceCalls,
    judge: judgeUserType,
    entryWord: '参赛音频',
    accept: 'audio/*',
    routes: {
      ...noPages([...STAGE_PAGES, ...OWN_PAGES]),
      activity: 'good-voice',
      apply: 'sign-up',
      upload: 'handin-works',
      rank: 'vote-list',
      rules: 'voice-rule',
    },
    borrowsFrom: 'memory',
  },
  // The calligraphy contest (书法大赛): a photo of the work, cropped and rotated on the phone, reviewed by an
  // operator. Image contests answer the voice/ calls (everything not video). qcMegagame's sub-paths open the
  // home's sections; avertising-space (sponsors) and marketPromotion (promotion) show any contest by
  // ?activityCode, this one by default.
  calligraphy: {
    family: 'calligraphy',
    defaultCode: 'calligraphy-2026',
    engine: 'works',
    calls: voiceCalls,
    judge: judgeUserType,
    entryWord: '书法作品',
    accept: 'image/*',
    routes: {
      ...noPages([...STAGE_PAGES, ...OWN_PAGES]),
      activity: 'qcMegagame',
      upload: 'uploadResults',
      uploadSuccess: 'uploadResultsSuccess',
      sponsors: 'avertising-space',
      promotion: 'marketPromotion',
    },
    aliases: { qcMegagameH5: 'activity' },
  },
  // graduation-season: the seasonal works showcase, the same works pages on its own contest.
  graduation: {
    family: 'graduation',
    defaultCode: 'graduation-2026',
    engine: 'works',
    calls: voiceCalls,
    judge: judgeUserType,
    entryWord: '毕业作品',
    accept: 'image/*',
    routes: { ...noPages([...STAGE_PAGES, ...OWN_PAGES]), activity: 'graduation-season' },
    borrowsFrom: 'calligraphy',
  },
};

export type ContestRoute = { family: ContestFamilyConfig; page: StagePage };

/** Every contest route name of the three families → its family and stage page. */
export const CONTEST_ROUTES: ReadonlyMap<string, ContestRoute> = new Map(
  Object.values(FAMILIES).flatMap((family) =>
    [
      ...(Object.entries(family.routes) as [StagePage, string | null][]),
      ...Object.entries(family.aliases ?? {}).map(([name, page]) => [page, name] as [StagePage, string]),
    ].flatMap(([page, name]) => (name ? [[name, { family, page }] as const] : [])),
  ),
);

/** The contest a page shows: ?activityCode when well-formed, else the family's default. */
export function activityCodeOf(params: URLSearchParams, family: ContestFamilyConfig): string {
  const code = params.get('activityCode');
  return code && /^[a-z0-9-]{1,40}$/.test(code) ? code : family.defaultCode;
}

export const STAGE_TITLES: Record<string, string> = {
  apply: '报名',
  preliminary: '初赛',
  live: '赛前直播',
  exercise: '赛前练习',
  upload: '上传作品',
  questions: '大赛题目',
  rank: '排行榜',
  vote: '投票',
  result: '结果公布',
};

/** Contest data changes with every vote: read fresh on each visit. */
export const LIVE = 0;
