import { type FeatureRoutes, type PageImporter, pagesOf } from '../../lib/pages';
import { DETAIL_ROUTES, LIST_ROUTES } from './content-config';
import { type GhostingSubpage, ghostingRoute, ghostingRouteNames } from './ghosting-config';
import { DICTIONARY_ROUTES, KNOWLEDGE_ROUTES, QUESTIONNAIRE_ROUTES, REPORT_ROUTES } from './page-config';

/**
 * The tools pages (issue 19): route name -> its page module, loaded lazily. One engine per kind of tool: the
 * dictionary's three entries share one page configured per route (page-config.ts). hanzi-writer is imported
 * only by the pages that draw a character, so it never reaches the landing bundle.
 */
export const routes: FeatureRoutes = {
  toolIndex: () => import('./pages/tool-index.tsx'),
  checkToolPermission: () => import('./pages/check-tool-permission.tsx'),
  emptyPage: () => import('./pages/empty-page.tsx'),
  takeDown: () => import('./pages/take-down.tsx'),
  ...pagesOf(() => import('./pages/dictionary.tsx'), Object.keys(DICTIONARY_ROUTES)),
  calligraphyDictionary404: () => import('./pages/dictionary-404.tsx'),
  searchDetails: () => import('./pages/search-details.tsx'),
  beginnerGuidance: () => import('./pages/beginner-guidance.tsx'),
  mobileExercise: () => import('./pages/mobile-exercise.tsx'),
  mobileExerciseDetail: () => import('./pages/mobile-exercise-detail.tsx'),
  ...pagesOf(() => import('./pages/questionnaire.tsx'), Object.keys(QUESTIONNAIRE_ROUTES)),
  ...pagesOf(() => import('./pages/questionnaire-report.tsx'), Object.keys(REPORT_ROUTES)),
  dsAwait: () => import('./pages/ds-await.tsx'),
  sixDimensions: () => import('./pages/six-dimensions.tsx'),
  ...pagesOf(() => import('./pages/health-share.tsx'), ['healthShare', 'healthShareNew']),
  ...pagesOf(() => import('./pages/health-knowledge.tsx'), Object.keys(KNOWLEDGE_ROUTES)),
  // intelligent diagnosis: one engine for the ghosting and ghosting5 families (ghosting-config.ts)
  ...pagesOf(
    () => import('./pages/ghosting-home.tsx'),
    ghostingRouteNames().filter((n) => !n.includes('-')),
  ),
  ...ghostingPages('curriculum', () => import('./pages/ghosting-curriculum.tsx')),
  ...ghostingPages('search', () => import('./pages/ghosting-search.tsx')),
  ...ghostingPages('details', () => import('./pages/ghosting-details.tsx')),
  ...ghostingPages('capture', () => import('./pages/ghosting-capture.tsx')),
  ...ghostingPages('shear', () => import('./pages/ghosting-shear.tsx')),
  ...ghostingPages('dragAndDrop', () => import('./pages/ghosting-drag-and-drop.tsx')),
  ...ghostingPages('dragAndDplayer', () => import('./pages/ghosting-drag-and-dplayer.tsx')),
  // piano tools
  piano_tools: () => import('./pages/piano-tools.tsx'),
  piano_practice: () => import('./pages/piano-practice.tsx'),
  demonstration_video: () => import('./pages/piano-videos.tsx'),
  demonstration_video_detail: () => import('./pages/piano-video-detail.tsx'),
  extracurricular_expansion: () => import('./pages/piano-expansion.tsx'),
  promote: () => import('./pages/piano-promote.tsx'),
  customizedPlan: () => import('./pages/piano-plans.tsx'),
  customizedPlanDetails: () => import('./pages/piano-plan-detail.tsx'),
  // content half: the chronic-disease programme (on the learning engine), the content list and detail engines
  ...pagesOf(() => import('./pages/chronic-home.tsx'), ['chronicDisease', 'qcChronic']),
  chronicDiseaseMy: () => import('./pages/chronic-my.tsx'),
  chronicDiseaseChapterCourse: () => import('./pages/chronic-chapters.tsx'),
  chronicDiseaseChapterDetail: () => import('./pages/chronic-chapter-detail.tsx'),
  ...pagesOf(() => import('./pages/content-list.tsx'), Object.keys(LIST_ROUTES)),
  ...pagesOf(() => import('./pages/content-detail.tsx'), Object.keys(DETAIL_ROUTES)),
  courseNotes: () => import('./pages/content-notes.tsx'),
  questionDetail: () => import('./pages/content-question.tsx'),
  pictureMounting: () => import('./pages/picture-mounting.tsx'),
};

function ghostingPages(page: GhostingSubpage, importer: PageImporter) {
  return pagesOf(importer, [ghostingRoute('ghosting', page), ghostingRoute('ghosting5', page)]);
}
