import {
  CONSOLE_CSRF_HEADER,
  type ConsoleCallContract,
  type ConsoleRequestOf,
  type ConsoleResponseOf,
} from '@course/contracts/console-call';
import { CONSOLE_COURSE_UPLOAD_PATH } from '@course/contracts/console-courses';
import { CONSOLE_UPLOAD_PATH } from '@course/contracts/console-templates';
import { ResponseCode } from '@course/domain/response-codes';
import type { z } from 'zod';

/**
 * The console's one way to the server: a call's contract gives its method and path; GET sends the input as the
 * query, POST as JSON with the session's CSRF token (the session cookie itself is httpOnly and goes by itself).
 * The answer is the `{ code, msg, data }` envelope: code 0 gives data, anything else throws ConsoleError with
 * the server's Chinese message.
 */

export class ConsoleError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
  get notLoggedIn(): boolean {
    return this.code === ResponseCode.notLoggedIn || this.code === ResponseCode.tokenExpired;
  }
}

let csrfToken = '';
/**
 * Counts the login and me answers: a call refused for a lost session that was sent before the latest of them
 * (the operator has signed in again meanwhile) does not report the session lost a second time.
 */
let sessionEpoch = 0;
/** Set from the login and me answers. */
export function setCsrfToken(token: string): void {
  csrfToken = token;
  sessionEpoch += 1;
}

type Envelope = { code: number; msg: string; data: unknown };

/**
 * The session ended behind the page's back (expired, logged out elsewhere, account disabled): every answer saying
 * so is reported here, so the session gate can ask for the password again over the page instead of leaving each
 * screen at 请先登录 with a retry that cannot work.
 */
type SessionLostListener = () => void;
const sessionLostListeners = new Set<SessionLostListener>();
export function onSessionLost(listener: SessionLostListener): () => void {
  sessionLostListeners.add(listener);
  return () => {
    sessionLostListeners.delete(listener);
  };
}

async function readEnvelope(response: Response, sentInEpoch: number): Promise<unknown> {
  let body: Envelope;
  try {
    body = (await response.json()) as Envelope;
  } catch {
    throw new ConsoleError(ResponseCode.internalError, `服务器无响应（HTTP ${response.status}）`);
  }
  if (body.code !== ResponseCode.ok) {
    const error = new ConsoleError(body.code, body.msg || '请求失败');
    if (error.notLoggedIn && sentInEpoch === sessionEpoch)
      for (const listener of sessionLostListeners) listener();
    throw error;
  }
  return body.data;
}

export type CallInput<C extends ConsoleCallContract> = z.input<C['request']>;

export async function callConsole<C extends ConsoleCallContract>(
  contract: C,
  input: CallInput<C> = {} as CallInput<C>,
): Promise<z.output<C['response']>> {
  const sentInEpoch = sessionEpoch;
  let response: Response;
  try {
    if (contract.method === 'GET') {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
        if (value !== undefined && value !== null) query.set(key, String(value));
      }
      const search = query.toString();
      response = await fetch(search ? `${contract.path}?${search}` : contract.path, {
        credentials: 'same-origin',
      });
    } else {
      response = await fetch(contract.path, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', [CONSOLE_CSRF_HEADER]: csrfToken },
        body: JSON.stringify(input),
      });
    }
  } catch {
    throw new ConsoleError(ResponseCode.internalError, '网络错误，请检查网络后重试');
  }
  return (await readEnvelope(response, sentInEpoch)) as z.output<C['response']>;
}

/** Uploads one image (multipart) to the server's local folder; returns its URL on this site. */
export async function uploadImage(file: File): Promise<{ url: string; bytes: number }> {
  const sentInEpoch = sessionEpoch;
  const form = new FormData();
  form.append('file', file);
  const response = await fetch(CONSOLE_UPLOAD_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { [CONSOLE_CSRF_HEADER]: csrfToken },
    body: form,
  });
  return (await readEnvelope(response, sentInEpoch)) as { url: string; bytes: number };
}

export type { ConsoleRequestOf, ConsoleResponseOf };

/**
 * Uploads a course cover (image) or a section's media (audio/video, attached to `sectionId`) through the
 * course upload route; the server checks the file by its content and answers its address and duration.
 */
export async function uploadCourseFile(
  file: File,
  kind: 'image' | 'audio' | 'video',
  sectionId?: number,
): Promise<{ url: string; bytes: number; durationSec: number | null; sectionId: number | null }> {
  const sentInEpoch = sessionEpoch;
  const form = new FormData();
  form.append('file', file);
  const query = new URLSearchParams({ kind, ...(sectionId ? { sectionId: String(sectionId) } : {}) });
  let response: Response;
  try {
    response = await fetch(`${CONSOLE_COURSE_UPLOAD_PATH}?${query}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { [CONSOLE_CSRF_HEADER]: csrfToken },
      body: form,
    });
  } catch {
    throw new ConsoleError(ResponseCode.internalError, '网络错误，请检查网络后重试');
  }
  return (await readEnvelope(response, sentInEpoch)) as {
    url: string;
    bytes: number;
    durationSec: number | null;
    sectionId: number | null;
  };
}
