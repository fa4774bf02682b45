import { CHAIN_TYPES, type ChainTypeCode } from './chain-type.ts';
import type { LandingVariant } from './landing-variants.ts';

/**
 * What the chain-type table says about a landing variant (kept apart from the variants so that the landing
 * page, which does not need the table, does not load it).
 */

/** Whether a group-qr variant collects the visitor's phone first: its free chain-type row says isGetInfo. */
export function collectsPhone(variant: LandingVariant): boolean {
  return CHAIN_TYPES.some((row) => row.isGetInfo && !row.isPay && row.pages.includes(variant.name));
}

/**
 * The chain type a landing sends when its link carries none: the page's free row (with its get-info flag),
 * else its paid row (the sku and sale pages exist only as paid funnels); null when the table has no row.
 */
export function chainTypeOfVariant(variant: LandingVariant): ChainTypeCode | null {
  const rows = CHAIN_TYPES.filter((row) => row.pages.includes(variant.name));
  const free = rows.find((row) => !row.isPay && row.isGetInfo === collectsPhone(variant));
  return (free ?? rows[0])?.code ?? null;
}
