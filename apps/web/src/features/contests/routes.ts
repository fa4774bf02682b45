import { type FeatureRoutes, type PageImporter, pagesOf } from '../../lib/pages';
import { CONTEST_ROUTES, type StagePage } from './family-config';

/**
 * The contests pages: one module per stage page, opened by every family's route of that stage
 * (family-config.ts maps each route name to its family and stage).
 */
const PAGE_MODULES: Record<StagePage, PageImporter> = {
  activity: () => import('./pages/contest-home.tsx'),
  transfer: () => import('./pages/contest-home.tsx'),
  apply: () => import('./pages/contest-apply.tsx'),
  inviteApply: () => import('./pages/contest-apply.tsx'),
  applySuccess: () => import('./pages/apply-success.tsx'),
  inviteSuccess: () => import('./pages/apply-success.tsx'),
  outDate: () => import('./pages/out-date.tsx'),
  preliminary: () => import('./pages/contest-stage.tsx'),
  prelive: () => import('./pages/contest-stage.tsx'),
  exercise: () => import('./pages/contest-stage.tsx'),
  questions: () => import('./pages/contest-stage.tsx'),
  pdf: () => import('./pages/contest-stage.tsx'),
  upload: () => import('./pages/contest-upload.tsx'),
  rank: () => import('./pages/contest-rank.tsx'),
  topRank: () => import('./pages/contest-rank.tsx'),
  vote: () => import('./pages/contest-vote.tsx'),
  inviteVote: () => import('./pages/contest-vote.tsx'),
  voteResult: () => import('./pages/vote-result.tsx'),
  invite: () => import('./pages/contest-invite.tsx'),
  rules: () => import('./pages/contest-stage.tsx'),
  uploadSuccess: () => import('./pages/apply-success.tsx'),
  sponsors: () => import('./pages/contest-sponsors.tsx'),
  promotion: () => import('./pages/contest-promotion.tsx'),
};

/** The works contests (calligraphy, graduation-season): their home and upload pages hold a photo of a work. */
const WORKS_MODULES: Partial<Record<StagePage, PageImporter>> = {
  activity: () => import('./pages/works-home.tsx'),
  upload: () => import('./pages/works-upload.tsx'),
  uploadSuccess: () => import('./pages/works-upload-success.tsx'),
};

/** The spring-couplet pages (their own frame, not the contest engine's). */
const COUPLET_PAGES: [PageImporter, string[]][] = [
  [() => import('./pages/couplet-home.tsx'), ['springCouplets', 'springCoupletsHome']],
  [() => import('./pages/couplet-make.tsx'), ['springCoupletsMake']],
  [() => import('./pages/couplet-history.tsx'), ['springCoupletsHistory']],
];

export const routes: FeatureRoutes = Object.assign(
  {},
  ...[...CONTEST_ROUTES].map(([name, { family, page }]) =>
    pagesOf((family.engine === 'works' && WORKS_MODULES[page]) || PAGE_MODULES[page], [name]),
  ),
  ...COUPLET_PAGES.map(([importer, names]) => pagesOf(importer, names)),
);
