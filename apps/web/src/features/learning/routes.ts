import { type FeatureRoutes, pagesOf } from '../../lib/pages';

/** The learning pages: route name -> its page module, loaded lazily (app/page-registry.ts gathers every feature's). */
export const routes: FeatureRoutes = {
  ...pagesOf(
    () => import('./pages/lesson-list.tsx'),
    ['lession-list', 'sectionList', 'commoditySectionList', 'lession-list-teacher'],
  ),
  ...pagesOf(
    () => import('./pages/lesson.tsx'),
    [
      'lession-detail',
      'lesson-detail',
      'lession-detail1',
      'new-lession-detail',
      'video-detail',
      'video-detail-new',
      'lession-video-detail',
      'resoureDetail',
      'recordedVideoDetail',
    ],
  ),
  ...pagesOf(() => import('./pages/audio-detail.tsx'), ['audioDetail', 'listenbook-detail']),
  ...pagesOf(() => import('./pages/centre.tsx'), ['center', 'center-old', 'centerCheck', 'classInfoCenter']),
  ...pagesOf(
    () => import('./pages/centre.tsx').then((m) => ({ default: m.LessonCentrePage })),
    ['lesson-center'],
  ),
  ...pagesOf(() => import('./pages/lists.tsx').then((m) => ({ default: m.MyCoursesPage })), ['MyCourse']),
  ...pagesOf(
    () => import('./pages/lists.tsx').then((m) => ({ default: m.AudioListPage })),
    ['mp3-list', 'audioList'],
  ),
  ...pagesOf(
    () => import('./pages/lists.tsx').then((m) => ({ default: m.SectionSearchPage })),
    ['lesson-section-search'],
  ),
  ...pagesOf(
    () => import('./pages/lists.tsx').then((m) => ({ default: m.MaterialsPage })),
    ['teachingMaterials'],
  ),
  ...pagesOf(
    () => import('./pages/lists.tsx').then((m) => ({ default: m.ChapterPage })),
    ['chapterDetail', 'chapterDetailNew', 'commodityChapterDetail'],
  ),
  ...pagesOf(() => import('./pages/study.tsx'), ['homework', 'homework-jie']),
  ...pagesOf(() => import('./pages/study.tsx').then((m) => ({ default: m.ExamPage })), ['exam', 'exam-jie']),
  ...pagesOf(() => import('./pages/study.tsx').then((m) => ({ default: m.NotesPage })), ['note']),
  ...pagesOf(
    () => import('./pages/study.tsx').then((m) => ({ default: m.CertificatesPage })),
    ['citation', 'get-citation', 'diploma'],
  ),
  ...pagesOf(
    () => import('./pages/study.tsx').then((m) => ({ default: m.AdmissionPage })),
    ['learn-notice', 'admission-letter', 'admission'],
  ),
  ...pagesOf(
    () => import('./pages/study.tsx').then((m) => ({ default: m.StudyReportPage })),
    ['studyReport', 'study-report', 'report-wx', 'phaseReport', 'guideReport'],
  ),
  ...pagesOf(
    () => import('./pages/study.tsx').then((m) => ({ default: m.QuestionPage })),
    ['question', 'live-question'],
  ),
  ...pagesOf(
    () => import('./pages/study.tsx').then((m) => ({ default: m.ClockInPage })),
    ['practiceClockingIn'],
  ),
  ...pagesOf(
    () => import('./pages/study.tsx').then((m) => ({ default: m.PlanPage })),
    ['learn-plan', 'mySchedule'],
  ),
  ...pagesOf(
    () => import('./pages/study.tsx').then((m) => ({ default: m.MyClassPage })),
    ['myclass', 'teacher'],
  ),
};
