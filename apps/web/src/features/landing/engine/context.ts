import { type LandingVariant, landingVariantOfPath } from '@course/domain/landing-variants';
import type { LandingPlace } from './api';

/** What a landing reads from its address: its variant, the template id and the ad channel's query. */
export type LandingContext = {
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

export function readLandingContext(url: { pathname: string; search: string }): LandingContext | null {
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
