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
  /** Contests: the learner's entry was approved and can no longer be replaced by a new upload (issue 16). */
  entryApprovedFinal: 2450,
  /** Practice plans: today's check-in of this plan is done already (issue 19). */
  planCheckedInToday: 2501,
  /** Practice plans: the plan's last day has passed; start it again from the list (issue 19). */
  planEnded: 2502,
  /** Content tools: the item was taken down by an operator (issue 19, content half). */
  contentTakenDown: 2551,
  /** Content tools: claiming something that is not a benefit (issue 19, content half). */
  contentNotClaimable: 2552,
  /** pictureMounting: the saved picture is not a JPEG/PNG image of a sensible size (issue 19, content half). */
  pictureRefused: 2553,
  /** Spring couplets: the learner made as many couplets today as the activity allows (issue 16). */
  coupletDailyLimit: 2404,
  /** Console courses: the course cannot go on sale yet (no section, or a media section without its file) (issue 17). */
  courseNotReady: 2801,
  /** Console courses: the prices do not fit together (zero-yuan with a price, list price below the sale price) (issue 17). */
  coursePriceInvalid: 2802,
  /** Console courses: a reorder does not name exactly the course's chapters and sections (issue 17). */
  outlineMismatch: 2803,
  /** Console refunds: the amount is more than the order can still give back (paid minus refunded) (issue 17). */
  refundAmountExceeded: 2901,
  /** Console camps: a group QR's expiry in the past or more than 7 days after it is set (issue 17). */
  groupQrExpiryInvalid: 2902,
  /** Q&A: the learner's daily question limit is reached (issue 18). */
  questionDailyLimit: 2601,
  /** Q&A: answering needs a signed-in teacher (the teacherToken of teacherLogin) (issue 18). */
  teacherRequired: 2602,
  /** Voice comments (commentVoice): the learner's daily limit of voice comments is reached (issue 18). */
  voiceCommentDailyLimit: 2620,
  /** Voice comments: only a learner who owns the lesson's course may publish one (issue 18). */
  voiceCommentOwnersOnly: 2621,
  /** Voice comments: a learner may delete only their own voice comment (issue 18). */
  voiceCommentNotYours: 2622,
  /** Study tour: checking in at a station needs a paid booking of the tour (issue 18). */
  stationNeedsBooking: 2610,
  /** Screen recording: the session already stored its cap of bytes; further batches are refused (issue 18). */
  recordingCapReached: 2701,
  /** Membership: a member-only course (会员专享) cannot be bought; a running membership opens it (issue 18). */
  memberOnly: 2651,
  internalError: 5000,
  /**
   * The database was too busy to answer in time (a lock waited longer than its limit, a statement ran over its
   * limit, a deadlock): the request's transaction was rolled back; trying again is safe.
   */
  databaseBusy: 5003,
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
