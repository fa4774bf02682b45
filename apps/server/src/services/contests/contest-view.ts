import {
  CONTEST_STAGES,
  type ContestConfig,
  type ContestStage,
  type ContestView,
  ZContestConfig,
} from '@course/contracts/contests-activity';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { contests } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';

/** A contest row with its configuration checked (a broken configuration is an operator error, never shown). */
export type Contest = typeof contests.$inferSelect & { settings: ContestConfig };

/** The call groups: audio contests answer voice/ calls, video contests video/ calls. */
export type ContestGroup = 'voice' | 'video';

function parsed(row: typeof contests.$inferSelect): Contest {
  const config = ZContestConfig.safeParse(row.config);
  if (!config.success) throw new AppError(5000, '活动配置有误，请联系客服');
  return { ...row, settings: config.data };
}

export async function contestById(db: AppDb, id: number): Promise<Contest | null> {
  const [row] = await db.select().from(contests).where(eq(contests.id, id)).limit(1);
  return row ? parsed(row) : null;
}

export async function findContest(
  db: AppDb,
  brand: string,
  code: string,
  group?: ContestGroup,
): Promise<Contest> {
  const [row] = await db
    .select()
    .from(contests)
    .where(and(eq(contests.code, code), eq(contests.brand, brand)))
    .limit(1);
  if (!row) throw notFound('活动');
  const contest = parsed(row);
  if (group && groupOf(contest) !== group) throw notFound('活动');
  return contest;
}

export const groupOf = (contest: Contest): ContestGroup =>
  contest.settings.entry.kind === 'video' ? 'video' : 'voice';

type StageState = 'upcoming' | 'open' | 'closed';

function stateOf(startsAt: number, endsAt: number, now: number): StageState {
  if (now < startsAt) return 'upcoming';
  return now < endsAt ? 'open' : 'closed';
}

export function stageWindow(contest: Contest, key: ContestStage) {
  const stage = contest.settings.stages.find((s) => s.key === key);
  if (!stage) return null;
  return { startsAt: Date.parse(stage.startsAt), endsAt: Date.parse(stage.endsAt) };
}

/** Refuses (1009) an action of a stage that is not open now, with the stage's dates in the message's words. */
export function requireStageOpen(contest: Contest, key: ContestStage, now: Date, what: string): void {
  const window = stageWindow(contest, key);
  if (!window) throw conflict(`本活动没有${what}环节`);
  const state = stateOf(window.startsAt, window.endsAt, now.getTime());
  if (state === 'upcoming') throw conflict(`${what}还未开始`);
  if (state === 'closed') throw conflict(`${what}已结束`);
}

export function contestView(contest: Contest, now: Date): ContestView {
  const at = now.getTime();
  const s = contest.settings;
  const stages = [...s.stages]
    .sort((a, b) => CONTEST_STAGES.indexOf(a.key) - CONTEST_STAGES.indexOf(b.key))
    .map((stage) => {
      const startsAt = Date.parse(stage.startsAt);
      const endsAt = Date.parse(stage.endsAt);
      return { key: stage.key, title: stage.title, startsAt, endsAt, state: stateOf(startsAt, endsAt, at) };
    });
  const current =
    stages.find((x) => x.state === 'open') ?? stages.find((x) => x.state === 'upcoming') ?? null;
  return {
    id: contest.id,
    code: contest.code,
    family: contest.family,
    title: contest.title,
    subtitle: s.subtitle,
    coverUrl: s.coverUrl,
    startsAt: contest.startsAt.getTime(),
    endsAt: contest.endsAt.getTime(),
    state: stateOf(contest.startsAt.getTime(), contest.endsAt.getTime(), at),
    stages,
    currentStage: current?.key ?? null,
    judgeUserType: s.judgeUserType,
    entry: s.entry,
    vote: s.vote,
    askRegion: s.askRegion,
    prizes: s.prizes,
    rules: s.rules,
    liveUrl: s.liveUrl,
    exercises: s.exercises,
    questions: s.questions,
    materials: s.materials,
    sponsors: s.sponsors,
    serverNow: at,
  };
}
