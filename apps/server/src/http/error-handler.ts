import { ResponseCode } from '@course/domain/response-codes';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseBusy } from '../db/errors.ts';
import { AppError } from './app-error.ts';

export const DATABASE_BUSY_TEXT = '系统繁忙，请稍后再试';

const API_PREFIXES = [
  '/putin/',
  '/user/',
  '/course/',
  '/course-market/',
  '/activity/',
  '/api/',
  '/imgCheck/',
  // the operator console's calls (issue 17): an unknown one answers 404 in the envelope, not the learner SPA
  '/admin/api/',
];
export const isApiPath = (url: string): boolean => API_PREFIXES.some((prefix) => url.startsWith(prefix));

const fail = (code: number, msg: string) => ({ code, msg, data: null });

/** Maps every error to the envelope; internals go to the log, never to the client. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.httpStatus).send(fail(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation
        .slice(0, 3)
        .map((issue) => {
          const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
          return field ? `${field} ${issue.message}` : issue.message;
        })
        .join('；');
      return reply.status(200).send(fail(ResponseCode.invalidParams, `参数错误：${details}`));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its contract');
      return reply
        .status(500)
        .send(fail(ResponseCode.internalError, `服务器开小差了，请稍后再试（${request.id}）`));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.status(413).send(fail(ResponseCode.malformedBody, '请求内容过大'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.status(415).send(fail(ResponseCode.malformedBody, '请求格式不支持，请以 JSON 提交'));
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return reply.status(400).send(fail(ResponseCode.malformedBody, '请求内容不是合法的 JSON'));
    }
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return reply.status(400).send(fail(ResponseCode.malformedBody, '请求内容不是合法的 JSON'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(fail(ResponseCode.malformedBody, '请求无法处理'));
    }
    if (isDatabaseBusy(error)) {
      request.log.warn({ err: error }, 'database busy: the request was rolled back');
      return reply.status(200).send(fail(ResponseCode.databaseBusy, DATABASE_BUSY_TEXT));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(fail(ResponseCode.internalError, `服务器开小差了，请稍后再试（${request.id}）`));
  });
}

/**
 * Fastify's `frameworkErrors`: errors the router raises before any route or hook runs (FST_ERR_BAD_URL for
 * a malformed percent-encoding, FST_ERR_MAX_PARAM_LENGTH for a path parameter over maxParamLength,
 * FST_ERR_ASYNC_CONSTRAINT). Without it Fastify answers its own JSON.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return reply.status(400).send(fail(ResponseCode.malformedBody, '请求地址无效：含有无法解码的字符'));
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return reply.status(414).send(fail(ResponseCode.invalidParams, '参数错误：请求地址中的参数过长'));
    default:
      return reply.status(400).send(fail(ResponseCode.malformedBody, '请求无法处理'));
  }
}

export function apiNotFound() {
  return fail(ResponseCode.notFound, '接口不存在');
}
