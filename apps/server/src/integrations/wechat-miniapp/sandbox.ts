import { randomInt } from 'node:crypto';
import type { SchemePort } from './port.ts';

/**
 * The sandbox's generatescheme: a ticket in the real format (`weixin://dl/business/?t=` and 12 letters or
 * digits), made locally. Refuses what the real API refuses first: a path with a query, an empty appId.
 */
const TICKET_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function createSandboxScheme(): SchemePort & { issued: string[] } {
  const issued: string[] = [];
  return {
    kind: 'sandbox',
    issued,
    async generateScheme(app, request) {
      if (!app.appId) throw new Error('sandbox generatescheme: no appId');
      if (request.path.includes('?')) throw new Error('sandbox generatescheme: path must not carry a query');
      const ticket = Array.from(
        { length: 12 },
        () => TICKET_ALPHABET[randomInt(TICKET_ALPHABET.length)],
      ).join('');
      issued.push(ticket);
      return { openlink: `weixin://dl/business/?t=${ticket}` };
    },
  };
}
