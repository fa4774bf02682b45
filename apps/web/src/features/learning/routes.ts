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
  ...pagesOf(() => import('./pages/lesson-centre.tsx'), ['lesson-center']),
  ...pagesOf(() => import('./pages/my-courses.tsx'), ['MyCourse']),
  ...pagesOf(() => import('./pages/audio-list.tsx'), ['mp3-list', 'audioList']),
  ...pagesOf(() => import('./pages/section-search.tsx'), ['lesson-section-search']),
  ...pagesOf(() => import('./pages/materials.tsx'), ['teachingMaterials']),
  ...pagesOf(
    () => import('./pages/chapter.tsx'),
    ['chapterDetail', 'chapterDetailNew', 'commodityChapterDetail'],
  ),
  ...pagesOf(() => import('./pages/homework.tsx'), ['homework', 'homework-jie']),
  ...pagesOf(() => import('./pages/exam.tsx'), ['exam', 'exam-jie']),
  ...pagesOf(() => import('./pages/notes.tsx'), ['note']),
  ...pagesOf(() => import('./pages/certificates.tsx'), ['citation', 'get-citation', 'diploma']),
  ...pagesOf(() => import('./pages/admission.tsx'), ['learn-notice', 'admission-letter', 'admission']),
  ...pagesOf(
    () => import('./pages/study-report.tsx'),
    ['studyReport', 'study-report', 'report-wx', 'phaseReport', 'guideReport'],
  ),
  ...pagesOf(() => import('./pages/question.tsx'), ['question', 'live-question']),
  ...pagesOf(() => import('./pages/clock-in.tsx'), ['practiceClockingIn']),
  ...pagesOf(() => import('./pages/plan.tsx'), ['learn-plan', 'mySchedule']),
  ...pagesOf(() => import('./pages/my-class.tsx'), ['myclass', 'teacher']),
  // live lessons (issue 18): the notice, and the live-stream page with its app-diversion variant (one engine)
  liveNoticeDetail: () => import('./pages/live-notice.tsx'),
  ...pagesOf(() => import('./pages/live-room.tsx'), ['qiniu-stream', 'qiniuAppDiversion']),
  // Q&A (issue 18)
  allQueAnswer: () => import('./pages/qa-all.tsx'),
  queAnswer: () => import('./pages/qa-ask.tsx'),
  queAnswerDetail: () => import('./pages/qa-detail.tsx'),
  queAnswerVideo: () => import('./pages/qa-video.tsx'),
  // voice comments on a lesson (issue 18)
  commentVoice: () => import('./pages/comment-voice.tsx'),
};
