import { type FeatureRoutes, pagesOf } from '../../lib/pages';
import { DETAIL_ROUTES, LIST_ROUTES } from './content-config';
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
