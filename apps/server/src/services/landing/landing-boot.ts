import type { ResponseOf } from '@course/contracts/define-call';
import { liveLanding } from '@course/contracts/landing-live';
import { DEFAULT_WECHAT_TYPE } from '@course/domain/constants';
import {
  callsLiveLanding,
  firstLandingRequest,
  landingBootTag,
  readLandingAddress,
} from '@course/domain/landing-context';
import { type LandingQr, landingOutcome } from '@course/domain/landing-outcome';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findIllegalText } from '../../http/request-guards.ts';
import { clearSessionCookie, sessionCookieOf } from '../../http/session-cookie.ts';
import { resolveSession } from '../../http/session-store.ts';
import { answerLiveLanding } from './landing-routes.ts';
import { qrAddressesOf } from './qr-images.ts';

/**
 * The landing document carries the answer (docs/decisions.md): for a request with a valid session cookie, the
 * server sends the liveLanding request the page would send first for this address (the same reading of the
 * address, packages/domain/src/landing-context.ts) through the same function the call runs
 * (answerLiveLanding), and the document carries the answer in `window.__LANDING_BOOT__`. The page uses it
 * instead of calling when it is its learner's (the tag of the token it holds) and of its wechatType.
 */

export type LandingBootAnswer = {
  /** landingBootTag of the cookie's token: which token the answer was resolved for. */
  tag: string;
  /** The wechatType the answer was resolved with (the session's): the page's stored one must be the same. */
  wechatType: number;
  answer: ResponseOf<typeof liveLanding>;
};

/**
 * The answer for the landing document at `url`, or null when the page must call as it always did: not a page
 * drawn from liveLanding, no or an unknown/expired cookie (an unknown one is cleared), an address the page
 * hands to the app for authorization (a login code, ticket or token in it, another wechatType), or a request
 * the call would refuse, a HEAD or a prefetch.
 */
export async function landingBootAnswer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  url: URL,
): Promise<LandingBootAnswer | null> {
  // only a navigation signs up: not a HEAD, not a browser's speculative prefetch of a link
  if (
    request.method !== 'GET' ||
    /prefetch/i.test(String(request.headers['sec-purpose'] ?? request.headers.purpose ?? ''))
  )
    return null;
  const token = sessionCookieOf(request);
  if (!token) return null;
  const address = readLandingAddress(url);
  if (!address || !callsLiveLanding(address.variant)) return null;
  const { query } = address;
  if (query.has('code') || query.has('ticket') || query.has('token')) return null;
  const session = await resolveSession(app.deps.database.db, token);
  if (typeof session !== 'object') {
    clearSessionCookie(reply, app.config);
    return null;
  }
  const wechatType = session.wechatType ?? DEFAULT_WECHAT_TYPE;
  const asked = query.get('wechatType');
  if (asked && asked !== String(wechatType)) return null;
  // what the call's request checks would refuse (text PostgreSQL cannot store, the schema) is left to the call
  const firstRequest = firstLandingRequest(address);
  if (findIllegalText(firstRequest) !== null) return null;
  const parsed = liveLanding.request.safeParse(firstRequest);
  if (!parsed.success) return null;
  const answer = await answerLiveLanding(app, {
    body: { ...parsed.data, wechatType },
    customer: session,
    log: request.log,
  });
  return { tag: landingBootTag(token), wechatType, answer };
}

/**
 * The QR the page will show first for an answer, for the document to draw where the page shows it (its data
 * URL, or its address). The page's own rule decides (landingOutcome, packages/domain/src/landing-outcome.ts):
 * null when the page shows no QR first (it navigates, asks for a phone, or falls back by itself).
 */
export function firstQrOf(
  answer: ResponseOf<typeof liveLanding>,
): { url: string; dataUrl: string | null; qr: LandingQr } | null {
  const outcome = landingOutcome(answer);
  if (outcome.kind !== 'qr' || !qrAddressesOf(answer).includes(outcome.qr.url)) return null;
  return { url: outcome.qr.url, dataUrl: answer.qrImages[outcome.qr.url] ?? null, qr: outcome.qr };
}
