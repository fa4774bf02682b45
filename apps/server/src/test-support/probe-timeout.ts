/**
 * How long a test waits to learn whether PostgreSQL or Redis is there. A local server that runs answers in
 * milliseconds and one that does not refuses at once, so this bounds only a hung connect. At the start of a run,
 * though, three Vitest workers load the app on two saturated cores: a fresh clone's CI run once saw every probe of
 * a worker expire at one second, and CI=true turned that into failures.
 */
export const PROBE_TIMEOUT_MS = 10_000;
