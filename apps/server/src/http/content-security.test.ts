import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { scriptNonceOf } from './content-security.ts';

const response = () => ({}) as ServerResponse;

describe('script nonces', () => {
  it('are 16 random bytes in base64, one per response, asked twice the same', () => {
    const res = response();
    const nonce = scriptNonceOf(res);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    expect(scriptNonceOf(res)).toBe(nonce);
  });

  it('never repeat across responses, also past a refill of the random pool', () => {
    // 256 nonces per pool: 2000 responses draw from eight pools
    const nonces = Array.from({ length: 2000 }, () => scriptNonceOf(response()));
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
