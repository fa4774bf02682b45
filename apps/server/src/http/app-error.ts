import { ResponseCode } from '@course/domain/response-codes';

/** The one error a service throws: a code of docs/api.md and a message a person can read. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = 200,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notLoggedIn = () => new AppError(ResponseCode.notLoggedIn, '请先登录');
export const tokenExpired = () => new AppError(ResponseCode.tokenExpired, '登录已过期，请重新登录');
export const invalidParams = (detail: string) =>
  new AppError(ResponseCode.invalidParams, `参数错误：${detail}`);
export const notFound = (what: string) => new AppError(ResponseCode.notFound, `${what}不存在`);
export const conflict = (message: string) => new AppError(ResponseCode.conflict, message);
