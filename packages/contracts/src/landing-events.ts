/**
 * Funnel events, one row each (no zod here: the landing page imports this). The server writes `view` (the
 * landing asked for its data), `signup` (a new enrolment), `full` (refused: enrolment full) and `feedback`;
 * the page reports the rest (CLIENT_EVENT_KINDS).
 */
export const LANDING_EVENT_KINDS = [
  'view',
  'qr_shown',
  'long_press',
  'feedback',
  'signup',
  'full',
  'qr_identify_fail',
  'mutual_exclusion_not_register',
] as const;
export type LandingEventKind = (typeof LANDING_EVENT_KINDS)[number];

export const CLIENT_EVENT_KINDS = [
  'qr_shown',
  'long_press',
  'qr_identify_fail',
  'mutual_exclusion_not_register',
] as const satisfies readonly LandingEventKind[];
export type ClientEventKind = (typeof CLIENT_EVENT_KINDS)[number];
