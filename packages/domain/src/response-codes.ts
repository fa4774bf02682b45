/** Application codes of the `{ code, msg, data }` envelope. docs/api.md lists them with their meaning. */
export const ResponseCode = {
  ok: 0,
  notLoggedIn: 3,
  tokenExpired: 4,
  invalidParams: 1001,
  badSign: 1002,
  staleTimestamp: 1003,
  malformedBody: 1004,
  notFound: 1005,
  methodNotAllowed: 1006,
  /** A call that changes data arrived again with a sign already accepted within the timestamp window. */
  replayedRequest: 1007,
  conflict: 1009,
  /** The learner may not open this content (chapter locked, course not bought); msg is the toast text. */
  noAccess: 1010,
  tooManyRequests: 1429,
  /** The messaging app refused the authorization code (invalid, expired or already used). */
  authCodeInvalid: 1501,
  /** An outside service (messaging-app API, SMS provider) failed or is not configured. */
  upstreamFailure: 1502,
  /** SMS code: wrong code (the message says how many tries are left). */
  smsCodeWrong: 1601,
  /** SMS code: older than 5 minutes. */
  smsCodeExpired: 1602,
  /** SMS code: voided after 5 wrong tries. */
  smsCodeVoided: 1603,
  /** SMS code: none was sent to this mobile for this purpose, or it was used. */
  smsCodeMissing: 1604,
  /** Account: the mobile is bound to another account, or this account already has one. */
  mobileTaken: 1701,
  /** Account: an action needs a bound mobile first. */
  mobileRequired: 1702,
  /** Account: the credentials do not match (teacher login, mobile login of an unknown mobile). */
  badCredentials: 1703,
  /** The payment provider refused or could not be reached when creating the payment (issue 6). */
  paymentFailed: 2001,
  /** Buying again what the learner already owns (a course, every course of a package, an e-book) (issue 21). */
  alreadyOwned: 2101,
  /** Paying again an order that is already paid (issue 21). */
  alreadyPaid: 2102,
  /** Group-buying: the team has no seat left (issue 15); the learner is never charged. */
  teamFull: 2201,
  /** Study tour: no place left on the tour (issue 18); the learner is never charged. */
  studyTourFull: 2301,
  /** Uploads: the file is not of an accepted type (by its content), too large, or its duration is out of range (issue 16). */
  uploadRefused: 2401,
  /** Content check: the moderation service refused the image or text (issue 16). */
  contentRefused: 2402,
  /** Contests: the voter's daily vote limit (per entry or in all) is reached (issue 16). */
  voteLimitReached: 2403,
  /** Membership: a member-only course (会员专享) cannot be bought; a running membership opens it (issue 18). */
  memberOnly: 2651,
  internalError: 5000,
  accountBlocked: 9997,
  serviceUnavailable: 9998,
  pageNotAccessible: 9999,
} as const;

export type TResponseCode = (typeof ResponseCode)[keyof typeof ResponseCode];

export const isLoginRequiredCode = (code: number): boolean =>
  code === ResponseCode.notLoggedIn || code === ResponseCode.tokenExpired;

export const isFullPageErrorCode = (code: number): boolean =>
  code === ResponseCode.serviceUnavailable || code === ResponseCode.accountBlocked;

export type Envelope<T = unknown> = { code: number; msg: string; data: T };
