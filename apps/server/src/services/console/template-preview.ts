import { createHmac } from 'node:crypto';
import { validateLayout } from '@course/domain/landing-layout';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { pageTemplateVersions } from '../../db/schema/index.ts';
import { secretsEqual } from '../../security/keys.ts';
import { versionOf } from './templates.ts';

/**
 * Preview links of template versions: the learners' landing route with `preview=<token>`, where the token is
 * `<versionId>.<expiry ms>.<HMAC-SHA256>` under the server's template-preview key (security/keys.ts) and bound to
 * the template id. The landing document (http/spa.ts) then inlines that version's layout instead of the live
 * one; everything else on the page (the call, the QR, the sign-up) is the real landing. A wrong, forged,
 * expired or other template's token shows the live layout: the token opens nothing but a layout the console
 * already validated.
 */

/** How long a preview link works. */
export const PREVIEW_TTL_MS = 24 * 3_600_000;

const previewMac = (key: string, payload: string) =>
  createHmac('sha256', key).update(`template-preview:${payload}`).digest('base64url');

/** A preview token for one version: `<versionId>.<expiry ms>.<HMAC>`, bound to the template id too. */
export function previewToken(key: string, templateId: number, versionId: number, expiresAt: Date): string {
  const payload = `${versionId}.${expiresAt.getTime()}`;
  return `${payload}.${previewMac(key, `${templateId}.${payload}`)}`;
}

/** The version id a preview token opens for this template, or null (malformed, forged, other template, expired). */
export function versionOfPreviewToken(
  key: string,
  templateId: number,
  token: string,
  now: Date,
): number | null {
  const match = /^(\d{1,12})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, versionText, expiresText, mac] = match;
  if (!secretsEqual(mac, previewMac(key, `${templateId}.${versionText}.${expiresText}`))) return null;
  if (Number(expiresText) <= now.getTime()) return null;
  return Number(versionText);
}

export async function previewLink(
  db: AppDb,
  key: string,
  origin: string,
  input: { templateId: number; versionId: number },
  now: Date,
) {
  await versionOf(db, input.templateId, input.versionId);
  const expiresAt = new Date(now.getTime() + PREVIEW_TTL_MS);
  const token = previewToken(key, input.templateId, input.versionId, expiresAt);
  const url = `${origin}/pageTemplate?addGroupPageId=${input.templateId}&preview=${token}`;
  return { url, expiresAt: expiresAt.toISOString() };
}

/** The layout a valid preview token shows (JSON text), or null: the landing document then uses the live one. */
export async function previewLayout(
  db: AppDb,
  key: string,
  templateId: number,
  token: string,
  now: Date,
): Promise<string | null> {
  const versionId = versionOfPreviewToken(key, templateId, token, now);
  if (versionId === null) return null;
  const [row] = await db
    .select({ componentJson: pageTemplateVersions.componentJson })
    .from(pageTemplateVersions)
    .where(and(eq(pageTemplateVersions.id, versionId), eq(pageTemplateVersions.templateId, templateId)))
    .limit(1);
  if (!row) return null;
  const checked = validateLayout(row.componentJson);
  return checked.ok ? JSON.stringify(checked.layout) : null;
}
