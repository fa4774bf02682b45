import { randomBytes } from 'node:crypto';
import type { SchemePort } from './port.ts';

/**
 * The sandbox's generatescheme: a ticket in the real format (`weixin://dl/business/?t=` and 12 characters),
 * made locally. Refuses what the real API refuses first: a path with a query, an empty appId.
 */
export function createSandboxScheme(): SchemePort & { issued: string[] } {
  const issued: string[] = [];
  return {
    kind: 'sandbox',
    issued,
    async generateScheme(app, request) {
      if (!app.appId) throw new Error('sandbox generatescheme: no appId');
      if (request.path.includes('?')) throw new Error('sandbox generatescheme: path must not carry a query');
      const ticket = randomBytes(9).toString('base64url').slice(0, 12);
      issued.push(ticket);
      return { openlink: `weixin://dl/business/?t=${ticket}` };
    },
  };
}
