import { landingHref } from '@course/domain/landing-funnel';
import { LANDING_VARIANTS } from '@course/domain/landing-variants';
import { describe, expect, it } from 'vitest';
import { routes } from '../features/landing/routes';
import { getHref, routesByName } from './route-catalogue';

// Moved from features/landing/engine/engine.test.ts: it checks the landing variants against the app's catalogue.
describe('the landing variants and the route catalogue', () => {
  it('has a catalogue route, and the landing page, for every variant', async () => {
    const landingPage = await import('../features/landing/pages/landing-page.tsx');
    for (const variant of LANDING_VARIANTS) {
      const entry = routesByName.get(variant.name);
      expect(entry, variant.name).toBeDefined();
      expect(entry!.meta.auth, variant.name).toBe(variant.auth);
      expect(entry!.meta.title, variant.name).toBe(variant.title);
      expect(entry!.meta.titleRule, variant.name).toBe(variant.titleRule);
      expect((await routes[variant.name]!()).default, variant.name).toBe(landingPage.default);
    }
  });

  it('builds the same addresses as the catalogue', () => {
    expect(landingHref.notAvailable({ channel: '1' })).toBe(
      getHref('notAvailable', { query: { channel: '1' } }),
    );
    expect(landingHref.learningCentre(7, 3)).toBe(
      getHref('lesson-center', { params: { id: '7' }, query: { campDataId: '3' } }),
    );
    expect(landingHref.learningCentre(7)).toBe(getHref('center', { params: { id: '7' } }));
    expect(landingHref.complaint({ comFrom: 'x', h5: '1' })).toBe(
      getHref('minicomplaint', { query: { comFrom: 'x', h5: '1' } }),
    );
    expect(landingHref.complaintRecords()).toBe(getHref('complainRecords'));
    expect(landingHref.complaintDetail(5)).toBe(getHref('minicomplaintDetail', { query: { id: '5' } }));
    expect(landingHref.complaintRecordDetail(5)).toBe(
      getHref('complainRecordsDetail', { query: { id: '5' } }),
    );
    expect(landingHref.complaintDetailByTicket('t')).toBe(
      getHref('noAuthcomplaintDetail2', { query: { ticket: 't' } }),
    );
    expect(landingHref.home(12)).toBe(getHref('index', { params: { ts: '12' } }));
  });
});
