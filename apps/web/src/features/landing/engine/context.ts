import { type LandingAddress, readLandingAddress } from '@course/domain/landing-context';

/**
 * What a landing reads from its address: its variant, the template id and the ad channel's query
 * (packages/domain/src/landing-context.ts, the same reading the server makes for the landing document).
 */
export type LandingContext = LandingAddress;

export const readLandingContext = readLandingAddress;
