/**
 * Scene types returned with a code number (sceneCode). They tell why a learner sees the QR code they see.
 *
 * 1–16 are as the spec lists them. The spec names the 94–99 cases but not which number is which;
 * our mapping, used by the server when it issues a fallback and by the client when it reports one:
 *   94 the visitor refused the phone-number authorisation
 *   95 the phone-number authorisation balance (paid quota) ran out
 *   96 fallback after a mutual-exclusion error
 *   97 fallback after an enrolment (sign-up) error; matches FALLBACK_LEARN_NUMBER 97 of code-number.ts
 *   98 fallback after a class-assignment error
 *   99 generic fallback: the official-account QR is shown
 * (The client's own fallback after a failed live-order check or sign-up uses scene 3 with learn number 97,
 * as the spec says; a failed new-QR flow shows the official-account QR with scene 3 or 99.)
 */

export const SceneType = {
  enrolIntoGroup: 1,
  reEnrol: 2,
  waitingToStart: 3,
  inSession: 4,
  ended: 5,
  groupInvalid: 6,
  enrolmentExpired: 7,
  waitingForEnrolment: 9,
  advancedStage: 10,
  blacklist: 11,
  other: 13,
  groupAbnormal: 14,
  nonTargetUser: 15,
  channelBanned: 16,
  phoneAuthRefused: 94,
  phoneAuthBalanceInsufficient: 95,
  mutualExclusionFallback: 96,
  enrolmentFallback: 97,
  classAssignmentFallback: 98,
  genericFallback: 99,
} as const;

export type TSceneType = (typeof SceneType)[keyof typeof SceneType];

export const SCENE_DESCRIPTIONS: Readonly<Record<TSceneType, string>> = {
  1: 'enrol normally into group',
  2: 're-enrol / re-class',
  3: 'waiting to start',
  4: 'in session',
  5: 'ended',
  6: 'group invalid',
  7: 'enrolment expired',
  9: 'waiting for enrolment',
  10: 'advanced stage',
  11: 'blacklist',
  13: 'other',
  14: 'group abnormal',
  15: 'non-target user',
  16: 'channel banned',
  94: 'refused phone authorisation',
  95: 'insufficient phone-authorisation balance',
  96: 'mutual-exclusion error fallback',
  97: 'enrolment error fallback',
  98: 'class-assignment fallback',
  99: 'generic fallback (official-account QR)',
};

const KNOWN = new Set<number>(Object.values(SceneType));

export function isKnownScene(scene: number): scene is TSceneType {
  return KNOWN.has(scene);
}

/** 94–99: the learner got a fallback or refusal rather than a real class group. */
export function isFallbackScene(scene: number): boolean {
  return Number.isInteger(scene) && scene >= 94 && scene <= 99;
}

export type LessonCenterInput = {
  scene: number | string | null | undefined;
  /** Server flags may arrive as 0/1. */
  isJoinGroup: boolean | number | null | undefined;
  isToLessonCenter: boolean | number | null | undefined;
};

/**
 * The learner goes to the lesson centre instead of seeing a QR code when jumping is allowed and either
 * they enrolled normally and already joined the group (scene 1), or the course has ended (scene 5).
 */
export function shouldGoToLessonCenter({ scene, isJoinGroup, isToLessonCenter }: LessonCenterInput): boolean {
  if (!isToLessonCenter) return false;
  const code = Number(scene);
  return (code === SceneType.enrolIntoGroup && Boolean(isJoinGroup)) || code === SceneType.ended;
}
