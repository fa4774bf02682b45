/**
 * Per-route configuration of the tools pages that several routes share: one engine per kind of tool, each route
 * only says how it introduces it.
 */

export const KIND_ICON = {
  dictionary: '字',
  exercise: '练',
  questionnaire: '测',
  programme: '康',
  content: '藏',
  picture: '图',
} as const;

export type DictionaryConfig = { heading: string; hint: string };

export const DICTIONARY_ROUTES: Record<string, DictionaryConfig> = {
  calligraphyDictionary: {
    heading: '书法字典',
    hint: '输入想查的字，看笔顺动画、拼音和部首',
  },
  calligraphyDictionarySearch: { heading: '字典搜索', hint: '一次可以查多个字' },
  dictionarySearch: { heading: '字典搜索', hint: '一次可以查多个字' },
};

/** The configuration of the current route, else the first one of the table. */
export function configOf<T>(table: Record<string, T>, name: string | undefined): T {
  return (name ? table[name] : undefined) ?? (Object.values(table)[0] as T);
}

/** The one Han character of a query value, or null. */
export function hanCharOf(value: string | null): string | null {
  const first = value ? [...value.trim()][0] : undefined;
  return first && /^\p{Script=Han}$/u.test(first) ? first : null;
}

/** The newer health self-test (docs/decisions.md: what "New" means). */
export const HEALTH_V2 = 'health-self-test-v2';

/** The questionnaire engine's routes: which questionnaire, and where its answers lead. */
export type QuestionnaireConfig = { code: string; toolCode: string; resultRoute: string };

export const QUESTIONNAIRE_ROUTES: Record<string, QuestionnaireConfig> = {
  healthTool: { code: 'health-self-test', toolCode: 'health-self-test', resultRoute: 'healthResult' },
  // "New": the newer version of the self-test (its own questions and weighted scoring, reports kept apart)
  healthToolNew: { code: HEALTH_V2, toolCode: 'health-self-test', resultRoute: 'healthResultNew' },
  dsquestionnaire: { code: 'chronic-care', toolCode: 'chronic-care', resultRoute: 'dsAwait' },
  calligraphyQuestionnaire: {
    code: 'calligraphy-level',
    toolCode: 'calligraphy-level',
    resultRoute: 'calligraphyQuestionnaireResult',
  },
};

/** The report pages: a short result (score, level, the way on) or the full report (dimensions and advice). */
export type ReportConfig = {
  code: string;
  toolCode: string;
  mode: 'result' | 'report';
  reportRoute: string;
  shareRoute: string;
  retakeRoute: string;
};

const health = (suffix: '' | 'New', mode: ReportConfig['mode']): ReportConfig => ({
  code: suffix === 'New' ? HEALTH_V2 : 'health-self-test',
  toolCode: 'health-self-test',
  mode,
  reportRoute: `healthReport${suffix}`,
  shareRoute: `healthShare${suffix}`,
  retakeRoute: `healthTool${suffix}`,
});

export const REPORT_ROUTES: Record<string, ReportConfig> = {
  healthResult: health('', 'result'),
  healthResultNew: health('New', 'result'),
  healthReport: health('', 'report'),
  healthReportNew: health('New', 'report'),
  dsReport: {
    code: 'chronic-care',
    toolCode: 'chronic-care',
    mode: 'report',
    reportRoute: 'dsReport',
    shareRoute: 'healthShare',
    retakeRoute: 'dsquestionnaire',
  },
  calligraphyQuestionnaireResult: {
    code: 'calligraphy-level',
    toolCode: 'calligraphy-level',
    mode: 'result',
    reportRoute: 'sixDimensions',
    shareRoute: 'healthShare',
    retakeRoute: 'calligraphyQuestionnaire',
  },
};

export const KNOWLEDGE_ROUTES: Record<string, { code: string; toolCode: string; quizRoute: string }> = {
  healthKnowledge: { code: 'health-self-test', toolCode: 'health-self-test', quizRoute: 'healthTool' },
  healthKnowledgeNew: { code: HEALTH_V2, toolCode: 'health-self-test', quizRoute: 'healthToolNew' },
};

/**
 * A shared report follows the questionnaire it came from, whichever share route opened it: the page's title and
 * where 我也测一测 leads.
 */
export type ShareConfig = { title: string; quizRoute: string };

export const SHARE_BY_QUESTIONNAIRE: Record<string, ShareConfig> = {
  'health-self-test': { title: '健康分享', quizRoute: 'healthTool' },
  [HEALTH_V2]: { title: '健康分享（新版自测）', quizRoute: 'healthToolNew' },
  'chronic-care': { title: '生活方式报告分享', quizRoute: 'dsquestionnaire' },
  'calligraphy-level': { title: '书法测评分享', quizRoute: 'calligraphyQuestionnaire' },
};

/** The share configuration of a questionnaire; an unknown one (a newer server) falls back to the share route's own. */
export function shareConfigOf(code: string, routeName: string | undefined): ShareConfig {
  return (
    SHARE_BY_QUESTIONNAIRE[code] ??
    (routeName === 'healthShareNew'
      ? (SHARE_BY_QUESTIONNAIRE[HEALTH_V2] as ShareConfig)
      : (SHARE_BY_QUESTIONNAIRE['health-self-test'] as ShareConfig))
  );
}
