import { expect, it } from 'vitest';

/**
 * Runs only in the TZ rerun projects (vitest.config.ts): proves that their files really run in the zone they set,
 * so that the date-sensitive tests beside it are checked against a process zone other than Beijing's.
 */
it('runs in the zone the TZ rerun set, not in Beijing time', () => {
  expect(process.env.EXPECTED_TZ).toBe('America/New_York');
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(process.env.EXPECTED_TZ);
  // 2026-01-15 12:00 UTC is 07:00 in New York (UTC−5 in winter)
  expect(new Date(Date.UTC(2026, 0, 15, 12)).getHours()).toBe(7);
});
