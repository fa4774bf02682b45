import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../env.ts';

/** hostname or [IPv6], optional port: what a Host header may be for us to write it into a link. */
const HOST_HEADER = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin every absolute URL the server builds starts with (payment return and notify URLs, cashier
 * pages…). In production it is PUBLIC_BASE_URL (required there) and nothing the client sends can change it.
 * Without one (dev and test) it is the Host header the connection came with, so a laptop or a phone on the LAN
 * comes back to the address it used; X-Forwarded-Host and X-Forwarded-Proto are never read, whatever
 * TRUST_PROXY says.
 */
export function publicOrigin(
  config: Pick<AppConfig, 'publicBaseUrl' | 'port'>,
  request: FastifyRequest,
): string {
  if (config.publicBaseUrl) return config.publicBaseUrl;
  const host = request.headers.host;
  const encrypted = Boolean((request.raw.socket as { encrypted?: boolean } | undefined)?.encrypted);
  const scheme = encrypted ? 'https' : 'http';
  if (typeof host === 'string' && HOST_HEADER.test(host)) return `${scheme}://${host}`;
  return `${scheme}://127.0.0.1:${config.port}`;
}
