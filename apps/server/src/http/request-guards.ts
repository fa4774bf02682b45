import { ResponseCode } from '@course/domain/response-codes';
import { PAYLOAD_MAX_DEPTH, SIGN_TIMESTAMP_WINDOW_MS } from '@course/domain/sign';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * The shared request layer's guards, in the order a request meets them:
 * 1. the JSON body parser refuses nesting deeper than PAYLOAD_MAX_DEPTH (1004) before anything parses it,
 *    so no deep value reaches the sign check or a handler (the body size is Fastify's bodyLimit);
 * 2. after the sign check, a text field (value or key, body, query or path) with a NUL character or a lone
 *    UTF-16 surrogate is refused (1001) before validation: PostgreSQL cannot store either;
 * 3. a call that changes data (any method but GET) is refused (1007) when its sign was already accepted
 *    within the timestamp window: signs are remembered in the key-value store, shared by all processes.
 */

/**
 * The deepest nesting of `{` and `[` in a JSON text (outside strings), counted without parsing; stops
 * counting as soon as `max` is passed.
 */
export function jsonNestingExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      depth++;
      if (depth > max) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--;
  }
  return false;
}

export const tooDeep = () =>
  new AppError(ResponseCode.malformedBody, `请求内容嵌套过深（最多 ${PAYLOAD_MAX_DEPTH} 层）`, 400);

/**
 * Replaces the JSON body parser with one that checks the nesting depth first, then parses with Fastify's
 * own parser (which refuses `__proto__` and `constructor` poisoning).
 */
export function installBoundedJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonNestingExceeds(text, PAYLOAD_MAX_DEPTH)) {
      done(tooDeep(), undefined);
      return;
    }
    parse(request, text, done);
  });
}

/** A NUL character, or a UTF-16 surrogate without its pair. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this looks for.
const ILLEGAL_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasIllegalText = (text: string): boolean => ILLEGAL_TEXT.test(text);

/**
 * The path (`a.b[2]`) of the first string, or object key, holding a NUL or a lone surrogate; null when
 * there is none. Iterative, so a deep value cannot overflow the stack.
 */
export function findIllegalText(value: unknown, root = ''): string | null {
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (hasIllegalText(current)) return path || '请求内容';
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        stack.push([item, `${path}[${index}]`]);
      });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const keyPath = path ? `${path}.${key}` : key;
        if (hasIllegalText(key)) return keyPath;
        stack.push([item, keyPath]);
      }
    }
  }
  return null;
}

/** A field path fit for a message: the offending characters shown as `?`. */
const printable = (path: string): string =>
  Array.from(path, (ch) => (ch === '\u0000' || hasIllegalText(ch) ? '?' : ch)).join('');

/** Refuses a request whose body, query or path parameters carry text PostgreSQL cannot store. */
export function refuseIllegalText(request: FastifyRequest): void {
  for (const part of [request.params, request.query, request.body]) {
    const field = findIllegalText(part);
    if (field !== null) {
      throw new AppError(
        ResponseCode.invalidParams,
        `参数错误：${printable(field)} 含有无法识别的字符（空字符或残缺的表情字符），请删除后重试`,
      );
    }
  }
}

/**
 * Accepts a verified sign once. The key lives until the request's timestamp leaves the window
 * (timestamp + window, at most twice the window from now), after which the sign is refused as stale anyway.
 */
export async function refuseReplay(
  request: FastifyRequest,
  sign: string,
  timestamp: number,
  now: number,
): Promise<void> {
  const ttlMs = Math.max(1000, timestamp + SIGN_TIMESTAMP_WINDOW_MS - now + 1000);
  const first = await request.server.deps.kv.setIfAbsent(`sign-seen:${sign}`, '1', ttlMs);
  if (!first) {
    throw new AppError(ResponseCode.replayedRequest, '请求重复提交，已忽略。请刷新页面后重试');
  }
}
