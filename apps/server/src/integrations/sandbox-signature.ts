import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { headerOf } from './wechat-pay-v3.ts';

/**
 * How the sandbox providers (payment and merchant transfer) sign their notifications, like the messaging app's
 * own: HMAC-SHA256 with the sandbox key over `timestamp\nnonce\nbody\n`, in three headers, 5-minute freshness.
 */

export const SANDBOX_HEADERS = {
  timestamp: 'sandbox-timestamp',
  nonce: 'sandbox-nonce',
  signature: 'sandbox-signature',
} as const;

export const SANDBOX_FRESHNESS_MS = 5 * 60_000;

function signature(key: string, timestamp: string, nonce: string, body: string): string {
  return createHmac('sha256', key).update(`${timestamp}\n${nonce}\n${body}\n`).digest('base64');
}

/** The headers and body to POST to a notification endpoint. */
export function signSandboxBody(
  key: string,
  body: unknown,
  now: number,
): { headers: Record<string, string>; rawBody: string } {
  const rawBody = JSON.stringify(body);
  const timestamp = String(Math.floor(now / 1000));
  const nonce = randomBytes(12).toString('hex');
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_HEADERS.timestamp]: timestamp,
      [SANDBOX_HEADERS.nonce]: nonce,
      [SANDBOX_HEADERS.signature]: signature(key, timestamp, nonce, rawBody),
    },
  };
}

/** Why a sandbox-signed body does not hold (missing headers, stale, wrong signature), or null when it does. */
export function sandboxSignatureProblem(
  key: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  now: number,
): string | null {
  const timestamp = headerOf(headers, SANDBOX_HEADERS.timestamp);
  const nonce = headerOf(headers, SANDBOX_HEADERS.nonce);
  const given = headerOf(headers, SANDBOX_HEADERS.signature);
  if (!timestamp || !nonce || !given || !/^\d{9,11}$/.test(timestamp))
    return 'missing sandbox signature headers';
  if (Math.abs(now - Number(timestamp) * 1000) > SANDBOX_FRESHNESS_MS) return 'stale sandbox notification';
  const expected = Buffer.from(signature(key, timestamp, nonce, rawBody));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
    return 'sandbox signature does not match';
  return null;
}
