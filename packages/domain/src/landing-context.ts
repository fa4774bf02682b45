import { md5 } from 'js-md5';
import { type LandingVariant, landingVariantOfPath } from './landing-variants.ts';

/**
 * What a landing reads from its address: its variant, the template id and the ad channel's query. One reading
 * for the page's engine (apps/web/src/features/landing/engine/context.ts) and for the server that answers the
 * landing call into the landing document (apps/server/src/services/landing/landing-boot.ts), so that both send
 * the same liveLanding request for the same address.
 */

/** The landing's context fields of the liveLanding request. */
export type LandingPlace = {
  groupCodePage: string;
  addGroupPageId?: number;
  channel?: string;
  subChannel?: string;
  chainType?: string;
};

export type LandingAddress = {
  variant: LandingVariant;
  query: URLSearchParams;
  /** The page template: query addGroupPageId, else the route's optional :id segment. */
  addGroupPageId: number | undefined;
  channel: string | undefined;
  subChannel: string | undefined;
  putinOneId: string | undefined;
  chainType: string | undefined;
  place: LandingPlace;
};

const text = (query: URLSearchParams, key: string, max: number): string | undefined => {
  const value = query.get(key)?.trim();
  return value ? value.slice(0, max) : undefined;
};

const positiveId = (value: string | null | undefined): number | undefined => {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
};

export function readLandingAddress(url: { pathname: string; search: string }): LandingAddress | null {
  const match = landingVariantOfPath(url.pathname);
  if (!match) return null;
  const query = new URLSearchParams(url.search);
  const addGroupPageId =
    positiveId(query.get('addGroupPageId')) ??
    (match.variant.kind === 'group-qr' ? positiveId(match.id) : undefined);
  const channel = text(query, 'channel', 32);
  const subChannel = text(query, 'subChannel', 32);
  const chainType = text(query, 'chainType', 16);
  const place: LandingPlace = { groupCodePage: match.variant.name };
  if (addGroupPageId) place.addGroupPageId = addGroupPageId;
  if (channel) place.channel = channel;
  if (subChannel) place.subChannel = subChannel;
  if (chainType) place.chainType = chainType;
  return {
    variant: match.variant,
    query,
    addGroupPageId,
    channel,
    subChannel,
    putinOneId: text(query, 'putinOneId', 64),
    chainType,
    place,
  };
}

/**
 * The liveLanding request the page sends first for its address (without the client fields wechatType and
 * productCode, which the request layer adds).
 */
export function firstLandingRequest(address: LandingAddress): LandingPlace & { putinOneId?: string } {
  return { ...address.place, ...(address.putinOneId ? { putinOneId: address.putinOneId } : {}) };
}

/** The variants whose page is drawn from the liveLanding answer (the engine's funnel). */
export const callsLiveLanding = (variant: LandingVariant): boolean =>
  variant.kind === 'group-qr' || variant.kind === 'official-qr' || variant.kind === 'diversion';

/**
 * The tag that ties a landing answer written into the page to the token it was resolved for: the page compares
 * it with the tag of the token it holds and ignores an answer that is not its learner's. One-way (MD5 of a
 * prefixed 256-bit random token), so the page's text does not give the token away.
 */
export const landingBootTag = (token: string): string => md5(`landing-boot:${token}`);
