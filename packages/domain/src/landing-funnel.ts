/**
 * The group-QR funnel's vocabulary, shared by the server that answers and the page that reacts:
 * live-order check types, sign-up result types, QR-code types, the scene of an enrolment, funnel events,
 * and the few addresses the landing page sends a visitor to.
 */

import { formatCodeNumber } from './code-number.ts';
import { SceneType, type TSceneType } from './scene-types.ts';

/** Live-order check (data.type). The spec's values; any other value leads to sign-up like 1. */
export const LiveOrderType = {
  /** Nothing in the way: sign up and allocate a class. */
  normal: 1,
  /** The learner holds a course this one excludes: show the mutual-exclusion QR, do not sign up. */
  mutualExclusion: 2,
  /** The learner already owns the course (bought or gifted): replace the page with the learning centre. */
  ownsCourse: 5,
} as const;

/**
 * Zero-yuan sign-up and class allocation (data.type). The spec fixes 1 (mutual-exclusion QR) and 'otherwise
 * the normal QR'; 3 and 4 are ours (docs/decisions.md): the page goes to notAvailable or the channel's link.
 */
export const SignUpType = {
  mutualExclusion: 1,
  /** Enrolled (now or before): the answer carries sceneCode, learnNumber, campDateId and groupId. */
  enrolled: 2,
  /** Every class of every open camp is full: the enrolment-full page (notAvailable). */
  full: 3,
  /** The advertising channel is banned: go to its linkUrl. */
  channelBanned: 4,
} as const;

/** Which QR a result shows. It is also the code number's stage digit. */
export const QrCodeType = {
  /** the class group's QR */
  group: 1,
  /** the class teacher's personal QR */
  teacher: 2,
  /** the messaging-app (official) account's QR: fallbacks */
  officialAccount: 3,
} as const;
export type TQrCodeType = (typeof QrCodeType)[keyof typeof QrCodeType];

/**
 * The avatar marquee's line, by what the QR on the page is: the marquee must not say the others join a class
 * group while the page shows the official account's QR (issue 21; docs/decisions.md).
 */
export const MARQUEE_TEXT: Readonly<Record<TQrCodeType, string>> = {
  [QrCodeType.group]: '同学们正在加入班级群',
  [QrCodeType.teacher]: '同学们正在添加老师',
  [QrCodeType.officialAccount]: '同学们正在关注公众号',
};

/** The marquee's line for a QR type from an answer (an unknown type reads as the class group's). */
export function marqueeTextFor(type: number | undefined): string {
  return MARQUEE_TEXT[type as TQrCodeType] ?? MARQUEE_TEXT[QrCodeType.group];
}

/**
 * A camp runs this many days from its start (the demo camps are 21-day camps). The camp's start is its
 * 'camp date' (campDateId is the camp's id); docs/decisions.md.
 */
export const CAMP_DURATION_DAYS = 21;
const DAY_MS = 86_400_000;

/** Scene of an enrolment by its camp's dates: 1 before the start, 4 while it runs, 5 after it ended. */
export function sceneForCamp(startsAt: Date, now: Date): TSceneType {
  const start = startsAt.getTime();
  if (now.getTime() < start) return SceneType.enrolIntoGroup;
  if (now.getTime() < start + CAMP_DURATION_DAYS * DAY_MS) return SceneType.inSession;
  return SceneType.ended;
}

/** The code number shown under a QR: stage = QR type, label = scene, then the learner number. */
export function codeNumberOf(input: {
  qrCodeType: number;
  sceneCode: number;
  learnNumber: string | number | null | undefined;
}): string {
  const stage = Number.isInteger(input.qrCodeType) && input.qrCodeType >= 0 && input.qrCodeType <= 9;
  const label = Number.isInteger(input.sceneCode) && input.sceneCode >= 0 && input.sceneCode <= 99;
  const learn =
    input.learnNumber === null || input.learnNumber === undefined ? '' : String(input.learnNumber);
  return formatCodeNumber({
    stage: stage ? input.qrCodeType : 0,
    label: label ? input.sceneCode : SceneType.other,
    learnNumber: /^[0-9A-Za-z]*$/.test(learn) ? learn : '',
  });
}

/** The cookie that caches a banned channel's params (channel, subChannel, linkUrl) for a day. */
export const BANNED_CHANNEL_COOKIE = 'putinBannedChannel';

/**
 * Where the landing page sends a visitor. The route catalogue of the web app builds the same addresses
 * (a web test checks that both agree); the landing page does not load the catalogue.
 */
export const landingHref = {
  notAvailable: (query: Record<string, string>) => withQuery('/notAvailable', query),
  /** The spec: /lesson-center/{id} with campDataId when a camp date exists, otherwise /center/{id}. */
  learningCentre: (courseId: number, campDateId?: number | null) =>
    campDateId
      ? withQuery(`/lesson-center/${courseId}`, { campDataId: String(campDateId) })
      : `/center/${courseId}`,
  complaint: (query: Record<string, string>) => withQuery('/minicomplaint', query),
  complaintRecords: () => '/complainRecords',
  complaintDetail: (id: number) => withQuery('/minicomplaintDetail', { id: String(id) }),
  complaintRecordDetail: (id: number) => withQuery('/complainRecordsDetail', { id: String(id) }),
  complaintDetailByTicket: (ticket: string) => withQuery('/noAuthcomplaintDetail2', { ticket }),
  home: (now: number) => `/index/${now}`,
};

function withQuery(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
