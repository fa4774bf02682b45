import type { LandingPlace } from '../services/landing/sign-up-group.ts';

/** Where the landing tests' sign-ups come from: the template layout, channel 1001/100101, chain LL20027. */
export const testLandingPlace = (pageTemplateId: number | null): LandingPlace => ({
  pageTemplateId,
  groupCodePage: 'pageTemplate',
  channel: '1001',
  subChannel: '100101',
  chainType: 'LL20027',
  putinOneId: 'p1',
});
