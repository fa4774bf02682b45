import { type FeatureRoutes, pagesOf } from '../../lib/pages';

/** The catalogue pages: route name -> its page module, loaded lazily (app/page-registry.ts gathers every feature's). */
export const routes: FeatureRoutes = {
  ...pagesOf(() => import('./pages/home.tsx'), ['index']),
  ...pagesOf(() => import('./pages/mall.tsx'), ['shoppingMall']),
  ...pagesOf(() => import('./pages/course-detail.tsx'), ['detail', 'payCourseDetail', 'courseDetail']),
  ...pagesOf(
    () => import('./pages/course-list.tsx'),
    ['excellent-course', 'selectedCourses', 'choicenessCourse'],
  ),
  ...pagesOf(() => import('./pages/packages.tsx'), ['packageCourseList', 'packageDetail']),
  courseLose: () => import('./pages/course-lose.tsx'),
};
