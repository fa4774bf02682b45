import type { AppDb } from '../../db/client.ts';

/**
 * Hooks on a learner's learning events, so that areas above learning (growth: the class-task reward) react
 * without learning importing them. `sectionLearned` fires when a section becomes learned for the first time
 * (its learned_at is set by this report). Listeners are keyed by name (registering again replaces), run after
 * the learn record is written, one after another, each in its own try: a failing listener is handed to
 * `onError` and never fails the learner's report. A listener must be idempotent (its own unique keys): a
 * report that races another may fire twice.
 */

export type SectionLearned = { customerId: number; courseId: number; sectionId: number };
export type SectionLearnedHook = (db: AppDb, event: SectionLearned, now: Date) => Promise<void>;

const sectionLearnedHooks = new Map<string, SectionLearnedHook>();

export function onSectionLearned(name: string, hook: SectionLearnedHook): void {
  sectionLearnedHooks.set(name, hook);
}

export async function emitSectionLearned(
  db: AppDb,
  event: SectionLearned,
  now: Date,
  onError: (hook: string, error: unknown) => void = () => {},
): Promise<void> {
  for (const [name, hook] of sectionLearnedHooks) {
    try {
      await hook(db, event, now);
    } catch (error) {
      onError(name, error);
    }
  }
}
