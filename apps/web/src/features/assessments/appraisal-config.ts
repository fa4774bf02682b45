/**
 * The appraisal pages are one engine (pages/appraisal.tsx) with per-route configuration (issue 18): which
 * ratings the form asks, in stars or in five words (很差 … 超赞), whether it offers tags, and where the share card opens.
 */
export type AppraisalConfig = {
  variant: 'v0' | 'v1' | 'v2';
  /** a separate rating of the teacher (else the course rating stands for both) */
  teacherRating: boolean;
  scale: 'stars' | 'faces';
  tags: boolean;
  shareRoute: 'shareAppraisal' | 'shareAppraisalV1';
};

export const APPRAISAL_ROUTES: Record<string, AppraisalConfig> = {
  toAppraisal: {
    variant: 'v0',
    teacherRating: false,
    scale: 'stars',
    tags: false,
    shareRoute: 'shareAppraisal',
  },
  toAppraisalV1: {
    variant: 'v1',
    teacherRating: true,
    scale: 'stars',
    tags: true,
    shareRoute: 'shareAppraisalV1',
  },
  toAppraisalV2: {
    variant: 'v2',
    teacherRating: false,
    scale: 'faces',
    tags: true,
    shareRoute: 'shareAppraisal',
  },
};

/** shareAppraisal: a card; shareAppraisalV1: a poster-style card. */
export const SHARE_ROUTES: Record<string, { layout: 'card' | 'poster' }> = {
  shareAppraisal: { layout: 'card' },
  shareAppraisalV1: { layout: 'poster' },
};

export const FACE_LABELS = ['很差', '较差', '一般', '满意', '超赞'] as const;
