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
  conflict: 1009,
  /** The learner may not open this content (chapter locked, course not bought); msg is the toast text. */
  noAccess: 1010,
  tooManyRequests: 1429,
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
