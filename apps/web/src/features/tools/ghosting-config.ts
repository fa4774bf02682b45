import type { GHOSTING_FAMILIES } from '@course/contracts/tools-ghosting';

/**
 * Intelligent diagnosis: ONE engine for two families. Every page serves both `ghosting` and `ghosting5`
 * (`{family}` home, `{family}-{page}` sub-pages); the family is the route name's first part. `ghosting`
 * diagnoses single characters lesson by lesson (田字格); `ghosting5` is the 5-grid variant: each lesson is a
 * five-character line of a classical poem shown as a row of five grids, each character diagnosed on its own and
 * scored more strictly (see docs/decisions.md).
 */

export type GhostingFamily = (typeof GHOSTING_FAMILIES)[number];
export const GHOSTING_SUBPAGES = [
  'curriculum',
  'search',
  'details',
  'capture',
  'shear',
  'dragAndDrop',
  'dragAndDplayer',
] as const;
export type GhostingSubpage = (typeof GHOSTING_SUBPAGES)[number];

export type GhostingConfig = {
  family: GhostingFamily;
  toolCode: string;
  heading: string;
  hint: string;
  /** The grid drawn under the model and the photo. */
  grid: 'tian' | 'mi';
  /** How the curriculum shows a lesson: a wrap of single characters, or one 5-grid row. */
  lessonLayout: 'wrap' | 'row5';
};

export const GHOSTING_FAMILY_CONFIG: Record<GhostingFamily, GhostingConfig> = {
  ghosting: {
    family: 'ghosting',
    toolCode: 'ghosting',
    heading: '智能诊断',
    hint: '拍下你写的字，与范字重叠对比，逐笔找出差距',
    grid: 'tian',
    lessonLayout: 'wrap',
  },
  ghosting5: {
    family: 'ghosting5',
    toolCode: 'ghosting5',
    heading: '五字格诊断',
    hint: '古诗五字一行，逐字拍照诊断，评分更严格',
    grid: 'mi',
    lessonLayout: 'row5',
  },
};

/** The family of a route name ('ghosting5-shear' → ghosting5); ghosting when unknown. */
export function ghostingFamilyOf(routeName: string | undefined): GhostingConfig {
  const family = routeName?.split('-')[0];
  return family === 'ghosting5' ? GHOSTING_FAMILY_CONFIG.ghosting5 : GHOSTING_FAMILY_CONFIG.ghosting;
}

/** The route name of a sub-page of the family ('ghosting5', 'shear' → 'ghosting5-shear'). */
export const ghostingRoute = (family: GhostingFamily, page?: GhostingSubpage) =>
  page ? `${family}-${page}` : family;

export const ghostingRouteNames = (): string[] =>
  (['ghosting', 'ghosting5'] as const).flatMap((f) => [
    f,
    ...GHOSTING_SUBPAGES.map((p) => ghostingRoute(f, p)),
  ]);
