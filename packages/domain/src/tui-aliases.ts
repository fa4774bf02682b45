/** The spec's aliases of /tui: the ad channels' own paths to the same landing. */
export const TUI_ALIASES: readonly string[] = [
  'adservingby',
  'throwingby',
  'groupingby',
  'pandaby',
  'flamingoby',
];
