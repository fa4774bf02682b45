import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { AppConfig } from '../env.ts';
import { uploadOrigins } from '../integrations/uploads/create-store.ts';

/**
 * The Content-Security-Policy: scripts only from this origin or inline with this response's nonce (no
 * 'unsafe-inline'), images and media only from this origin plus the configured media hosts (MEDIA_HOSTS) and
 * the messaging app's avatar hosts. Styles keep 'unsafe-inline': the UI library sets style attributes, and a
 * style cannot run code.
 *
 * The nonce is new for every response (16 random bytes). The pages we render (the SPA's index, the landing
 * document, the sandbox cashier) put it on their own inline scripts with `withScriptNonce`; markup that
 * reaches a page any other way has no nonce, so a browser does not run it.
 */

/** The messaging app's avatar hosts (learners' avatars come from there). */
export const AVATAR_HOSTS = ['https://thirdwx.qlogo.cn', 'https://wx.qlogo.cn'];

const NONCE = Symbol('cspScriptNonce');
type WithNonce = ServerResponse & { [NONCE]?: string };

const NONCE_BYTES = 16;
/** Random bytes drawn 256 nonces at a time: one call into the system's generator instead of one per response. */
let noncePool = Buffer.alloc(0);
let noncePoolOffset = 0;

function freshNonce(): string {
  if (noncePoolOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString('base64', noncePoolOffset, noncePoolOffset + NONCE_BYTES);
  noncePoolOffset += NONCE_BYTES;
  return nonce;
}

/** This response's script nonce (made on first use; the CSP header and the page ask the same response). */
export function scriptNonceOf(res: ServerResponse): string {
  const holder = res as WithNonce;
  holder[NONCE] ??= freshNonce();
  return holder[NONCE];
}

/** Where a page template's inline scripts take the response's nonce. */
export const NONCE_SLOT = '__CSP_SCRIPT_NONCE__';

/**
 * Marks every attribute-less `<script>` of a template we wrote (index.html's inline scripts, the config script)
 * so that `withScriptNonce` can give it the response's nonce. Only for our own templates, never for content.
 */
export function markInlineScripts(template: string): string {
  return template.replace(/<script>/g, `<script nonce="${NONCE_SLOT}">`);
}

/** A template marked by `markInlineScripts` with this response's nonce filled in. */
export function withScriptNonce(template: string, nonce: string): string {
  return template.split(NONCE_SLOT).join(nonce);
}

/** Where the messaging app's official JS-SDK is served from (share setup, issue 14). */
export const WECHAT_JS_SDK_ORIGIN = 'https://res.wx.qq.com';

type DirectiveValue = string | ((req: unknown, res: ServerResponse) => string);

export function contentSecurityDirectives(
  config: Pick<AppConfig, 'mediaHosts' | 'serviceBaseUrls' | 'fallbackBaseUrl'> &
    Partial<Pick<AppConfig, 'uploads'>>,
): Record<string, DirectiveValue[] | null> {
  // Contests (issue 16): an S3 upload store's origins (the signed PUT, the stored files).
  const uploads = uploadOrigins(config.uploads);
  return {
    defaultSrc: ["'self'"],
    // res.wx.qq.com: the messaging app's official JS-SDK (jweixin), loaded by apps/web/src/lib/wechat-sdk.ts
    scriptSrc: ["'self'", WECHAT_JS_SDK_ORIGIN, (_req, res) => `'nonce-${scriptNonceOf(res)}'`],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...AVATAR_HOSTS, ...config.mediaHosts, ...uploads.read],
    mediaSrc: ["'self'", 'blob:', ...config.mediaHosts, ...uploads.read],
    connectSrc: [
      "'self'",
      ...uploads.put,
      ...Object.values(config.serviceBaseUrls).filter(Boolean),
      config.fallbackBaseUrl,
    ].filter(Boolean),
    frameAncestors: ["'self'"],
    // TLS is the proxy's business; upgrading would break a plain-http deployment on a LAN.
    upgradeInsecureRequests: null,
  };
}
