/**
 * Per-route configuration of the content tools (issue 19, content half): one list engine and one detail engine
 * serve the video tools and the content families; each route only says which family / category it shows and
 * how. The chronic-disease pages are one programme over a catalogue course.
 */

export type ContentFamily =
  | 'video'
  | 'sentence'
  | 'notice'
  | 'brand'
  | 'plan'
  | 'benefit'
  | 'treasure'
  | 'expansion';

export type ListLayout = 'hub' | 'list' | 'rank' | 'grid' | 'quote' | 'notice';

export type ListConfig = {
  family: ContentFamily;
  /** Fixed category; without it the page shows the family's category tabs. */
  category?: string;
  sort: 'default' | 'hot' | 'new';
  layout: ListLayout;
  /** The detail route an item opens. */
  detailRoute: string;
  /** The tool whose access rule gates the page (none: the brand's open information). */
  toolCode?: string;
  /** A line under the header. */
  intro: string;
  /** The hub's heading. */
  heading?: string;
};

const video = (over: Partial<ListConfig>): ListConfig => ({
  family: 'video',
  sort: 'default',
  layout: 'list',
  detailRoute: 'resourceDetail',
  toolCode: 'video-tools',
  intro: '',
  ...over,
});

export const LIST_ROUTES: Record<string, ListConfig> = {
  videoToolHome: video({
    layout: 'hub',
    heading: '视频工具',
    intro: '教学视频、模板、资料和直播回放，都在这里',
  }),
  treasureChest: video({ layout: 'hub', heading: '百宝箱', intro: '学员最常用的视频、模板和资料' }),
  videoTool: video({ intro: '按分类查看全部视频和资料' }),
  videoHome: video({ category: 'lesson', sort: 'new', intro: '老师录制的教学视频，跟着一步步练' }),
  hotList: video({ layout: 'rank', sort: 'hot', intro: '按学员观看和点赞排序' }),
  templateVideo: video({
    category: 'template',
    layout: 'grid',
    detailRoute: 'videoMountingDetail',
    intro: '选择一个模板，按提示放入素材就能做出视频',
  }),
  treasureBook: video({ category: 'material', intro: '讲义、字帖和练习表，随时查看' }),
  goldenSentence: {
    family: 'sentence',
    sort: 'default',
    layout: 'quote',
    detailRoute: 'goldenSentenceDetail',
    toolCode: 'golden-sentence',
    intro: '每天一句，读一读，抄一抄',
  },
  suspendClasses: {
    family: 'notice',
    sort: 'new',
    layout: 'notice',
    detailRoute: 'suspendClassesDetail',
    intro: '停课、调课与复课安排',
  },
  treasure: {
    family: 'treasure',
    sort: 'default',
    layout: 'list',
    detailRoute: 'treasureDetail',
    toolCode: 'treasure',
    intro: '学员都在用的练习工具和方法宝典',
  },
};

export type DetailConfig = {
  family: ContentFamily;
  /** Without an id in the link: the first item of this category. */
  category?: string;
  toolCode?: string;
  like: boolean;
  favorite: boolean;
  notes: boolean;
  questions: boolean;
  /** Draw the item as a share image (golden sentences). */
  share: boolean;
  /** A benefit the learner claims once. */
  claim: boolean;
  /** The template's call to action (use it in pictureMounting). */
  useTemplate: boolean;
  /** Another item of the family opens on this route. */
  relatedRoute: string;
  /** The list this page belongs to ('更多'). */
  listRoute?: string;
};

const detail = (
  over: Partial<DetailConfig> & Pick<DetailConfig, 'family' | 'relatedRoute'>,
): DetailConfig => ({
  like: false,
  favorite: false,
  notes: false,
  questions: false,
  share: false,
  claim: false,
  useTemplate: false,
  ...over,
});

const videoDetail = (over: Partial<DetailConfig> = {}): DetailConfig =>
  detail({
    family: 'video',
    toolCode: 'video-tools',
    like: true,
    favorite: true,
    notes: true,
    questions: true,
    relatedRoute: 'resourceDetail',
    listRoute: 'videoTool',
    ...over,
  });

export const DETAIL_ROUTES: Record<string, DetailConfig> = {
  resourceDetail: videoDetail(),
  videoPlayback: videoDetail({ category: 'replay', relatedRoute: 'videoPlayback' }),
  videoPlayback1: videoDetail({ category: 'replay', relatedRoute: 'videoPlayback1' }),
  videoMountingDetail: videoDetail({
    category: 'template',
    notes: false,
    questions: false,
    useTemplate: true,
    relatedRoute: 'videoMountingDetail',
    listRoute: 'templateVideo',
  }),
  welfareInfo: videoDetail({
    category: 'welfare',
    notes: false,
    questions: false,
    favorite: false,
    relatedRoute: 'resourceDetail',
  }),
  goldenSentenceDetail: detail({
    family: 'sentence',
    toolCode: 'golden-sentence',
    like: true,
    favorite: true,
    share: true,
    relatedRoute: 'goldenSentenceDetail',
    listRoute: 'goldenSentence',
  }),
  suspendClassesDetail: detail({
    family: 'notice',
    relatedRoute: 'suspendClassesDetail',
    listRoute: 'suspendClasses',
  }),
  treasureDetail: detail({
    family: 'treasure',
    toolCode: 'treasure',
    like: true,
    favorite: true,
    relatedRoute: 'treasureDetail',
    listRoute: 'treasure',
  }),
  brandInfoBook: detail({ family: 'brand', category: 'book', relatedRoute: 'brandInfoBook' }),
  salesPlan: detail({ family: 'plan', category: 'sales', relatedRoute: 'salesPlan' }),
  salesPlanV1: detail({ family: 'plan', category: 'sales', relatedRoute: 'salesPlanV1', favorite: true }),
  planBook: detail({ family: 'plan', category: 'book', relatedRoute: 'planBook', favorite: true }),
  reachWelfare: detail({ family: 'benefit', category: 'reach', claim: true, relatedRoute: 'reachWelfare' }),
  arrivalBenefit: detail({
    family: 'benefit',
    category: 'arrival',
    claim: true,
    relatedRoute: 'arrivalBenefit',
  }),
};

/**
 * extracurricular_expansion: the piano tools' reading and listening, the library's `expansion` family; an item
 * (`?id=`) opens on the same route through the detail engine.
 */
export const EXPANSION_DETAIL: DetailConfig = detail({
  family: 'expansion',
  toolCode: 'piano-practice',
  like: true,
  favorite: true,
  relatedRoute: 'extracurricular_expansion',
  listRoute: 'extracurricular_expansion',
});

/** The chronic-disease programme's pages (qcChronic is the tools app's entry to the same overview). */
export const CHRONIC_TOOL = 'chronic-disease';

/** Seconds as 分:秒 (a video's length on a card). */
export function durationText(sec: number): string {
  if (sec <= 0) return '';
  const m = Math.floor(sec / 60);
  const s = sec % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
