import { addDaysToDayKey, beijingDayKey } from '@course/domain/beijing-time';
import { ResponseCode } from '@course/domain/response-codes';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { toolPracticeCheckins, toolPracticePlans } from '../../db/schema/index.ts';
import { AppError, invalidParams, notFound } from '../../http/app-error.ts';
import { requireToolAccess } from './permissions.ts';
import { PIANO_TOOL_CODE } from './piano.ts';

/**
 * customizedPlan: practice plans with daily check-ins. Days are Beijing days ('YYYY-MM-DD' keys); a plan has at
 * most one check-in per day, held by the unique key (plan, day) so two racing check-ins give one row and one
 * 2501. Starting a template twice gives back the running plan (unique key customer + template).
 */

type Template = {
  code: string;
  title: string;
  intro: string;
  minutesPerDay: number;
  tasks: string[];
  days: number;
};

export const PLAN_TEMPLATES: readonly Template[] = [
  {
    code: 'beginner-21',
    title: '零基础 21 天入门计划',
    intro: '每天 20 分钟：手型、五指原位、节奏，三周弹下《小星星》',
    minutesPerDay: 20,
    days: 21,
    tasks: [
      '放松手型：手心握空球，五指自然弯曲，单手各弹 C–G 五次',
      '五指原位练习：右手 C D E F G 上行下行，节拍器 60',
      '认识节拍：跟节拍器拍手，四分音符与八分音符交替',
      '左手五指原位：C B A G F，慢速均匀',
      '《小星星》右手前两句，边弹边唱音名',
      '《小星星》左手低音 C G 伴奏',
      '复习与录音：把本周最满意的一段录下来',
    ],
  },
  {
    code: 'rhythm-14',
    title: '节奏稳定 14 天计划',
    intro: '每天 15 分钟跟节拍器，从 60 拍练到 96 拍',
    minutesPerDay: 15,
    days: 14,
    tasks: [
      '节拍器 60：四分音符音阶 C 大调',
      '节拍器 66：八分音符音阶',
      '节拍器 72：附点节奏练习',
      '节拍器 80：双手同步音阶',
      '节拍器 88：《欢乐颂》右手',
      '节拍器 96：《欢乐颂》双手慢合',
      '关掉节拍器，自己数拍完整弹一遍',
    ],
  },
  {
    code: 'elise-30',
    title: '《致爱丽丝》30 天挑战',
    intro: '每天 30 分钟，分段攻克主题段落',
    minutesPerDay: 30,
    days: 30,
    tasks: [
      '听三遍示范，标出右手 E–D♯ 的位置',
      '右手第 1–4 小节，慢速',
      '左手分解和弦 A–E–A，慢速',
      '双手合第 1–4 小节',
      '右手第 5–8 小节',
      '双手合第 5–8 小节',
      '完整主题段落，节拍器 60 → 72',
    ],
  },
];

const templateOf = (code: string) => PLAN_TEMPLATES.find((t) => t.code === code);

/** Days from one day key to another (both 'YYYY-MM-DD'). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

type PlanRow = typeof toolPracticePlans.$inferSelect;

/** The plan's numbers on `today` from its checked day keys. */
export function planSummary(plan: PlanRow, checked: ReadonlySet<string>, today: string) {
  const dayIndex = daysBetween(plan.startDay, today) + 1;
  const checkedToday = checked.has(today);
  let streak = 0;
  let day = checkedToday ? today : addDaysToDayKey(today, -1);
  while (checked.has(day)) {
    streak++;
    day = addDaysToDayKey(day, -1);
  }
  return {
    id: plan.id,
    templateCode: plan.templateCode,
    title: plan.title,
    minutesPerDay: plan.minutesPerDay,
    totalDays: plan.totalDays,
    startDay: plan.startDay,
    dayIndex,
    checkedDays: checked.size,
    streak,
    checkedToday,
    ended: dayIndex > plan.totalDays,
  };
}

async function checkinsOf(db: AppDb, planIds: number[]) {
  if (planIds.length === 0) return new Map<number, Map<string, number>>();
  const rows = await db
    .select()
    .from(toolPracticeCheckins)
    .where(inArray(toolPracticeCheckins.planId, planIds));
  const byPlan = new Map<number, Map<string, number>>();
  for (const r of rows) {
    const days = byPlan.get(r.planId) ?? new Map<string, number>();
    days.set(r.dayKey, r.minutes);
    byPlan.set(r.planId, days);
  }
  return byPlan;
}

async function summaryOf(db: AppDb, plan: PlanRow, now: Date) {
  const days = (await checkinsOf(db, [plan.id])).get(plan.id) ?? new Map();
  return planSummary(plan, new Set(days.keys()), beijingDayKey(now));
}

export async function planListOf(db: AppDb, customerId: number, now: Date) {
  await requireToolAccess(db, customerId, PIANO_TOOL_CODE, now);
  const plans = await db
    .select()
    .from(toolPracticePlans)
    .where(eq(toolPracticePlans.customerId, customerId))
    .orderBy(asc(toolPracticePlans.id));
  const checkins = await checkinsOf(
    db,
    plans.map((p) => p.id),
  );
  const today = beijingDayKey(now);
  const started = new Set(plans.map((p) => p.templateCode));
  return {
    templates: PLAN_TEMPLATES.map((t) => ({
      code: t.code,
      title: t.title,
      intro: t.intro,
      minutesPerDay: t.minutesPerDay,
      totalDays: t.days,
      started: started.has(t.code),
    })),
    plans: plans.map((p) => planSummary(p, new Set(checkins.get(p.id)?.keys() ?? []), today)),
  };
}

async function ownPlan(db: AppDb, customerId: number, planId: number) {
  const [plan] = await db
    .select()
    .from(toolPracticePlans)
    .where(and(eq(toolPracticePlans.id, planId), eq(toolPracticePlans.customerId, customerId)))
    .limit(1);
  if (!plan) throw notFound('练习计划');
  return plan;
}

/** Starts a template today; an ended plan of the same template starts over (its check-ins go with it). */
export async function startPlan(db: AppDb, customerId: number, templateCode: string, now: Date) {
  await requireToolAccess(db, customerId, PIANO_TOOL_CODE, now);
  const template = templateOf(templateCode);
  if (!template) throw invalidParams('没有这个练习计划');
  const today = beijingDayKey(now);
  const values = {
    customerId,
    templateCode,
    title: template.title,
    minutesPerDay: template.minutesPerDay,
    totalDays: template.days,
    startDay: today,
  };
  await db.insert(toolPracticePlans).values(values).onConflictDoNothing();
  const [plan] = await db
    .select()
    .from(toolPracticePlans)
    .where(
      and(eq(toolPracticePlans.customerId, customerId), eq(toolPracticePlans.templateCode, templateCode)),
    )
    .limit(1);
  let current = plan as PlanRow;
  if (planSummary(current, new Set(), today).ended) {
    await db.delete(toolPracticeCheckins).where(eq(toolPracticeCheckins.planId, current.id));
    const [restarted] = await db
      .update(toolPracticePlans)
      .set({ startDay: today })
      .where(eq(toolPracticePlans.id, current.id))
      .returning();
    current = restarted as PlanRow;
  }
  return summaryOf(db, current, now);
}

export async function planDetailOf(db: AppDb, customerId: number, planId: number, now: Date) {
  await requireToolAccess(db, customerId, PIANO_TOOL_CODE, now);
  const plan = await ownPlan(db, customerId, planId);
  const days = (await checkinsOf(db, [plan.id])).get(plan.id) ?? new Map<string, number>();
  const tasks = templateOf(plan.templateCode)?.tasks ?? [];
  return {
    ...planSummary(plan, new Set(days.keys()), beijingDayKey(now)),
    days: Array.from({ length: plan.totalDays }, (_, i) => {
      const dayKey = addDaysToDayKey(plan.startDay, i);
      return {
        index: i + 1,
        dayKey,
        task: tasks.length > 0 ? (tasks[i % tasks.length] as string) : `练习 ${plan.minutesPerDay} 分钟`,
        checked: days.has(dayKey),
        minutes: days.get(dayKey) ?? null,
      };
    }),
  };
}

export async function checkInPlan(
  db: AppDb,
  customerId: number,
  input: { planId: number; minutes: number; note?: string | undefined },
  now: Date,
) {
  await requireToolAccess(db, customerId, PIANO_TOOL_CODE, now);
  const plan = await ownPlan(db, customerId, input.planId);
  const today = beijingDayKey(now);
  if (planSummary(plan, new Set(), today).ended) {
    throw new AppError(ResponseCode.planEnded, '这个计划已经结束了，可以在计划列表重新开始');
  }
  const inserted = await db
    .insert(toolPracticeCheckins)
    .values({ planId: plan.id, customerId, dayKey: today, minutes: input.minutes, note: input.note ?? '' })
    .onConflictDoNothing()
    .returning({ id: toolPracticeCheckins.id });
  if (inserted.length === 0)
    throw new AppError(ResponseCode.planCheckedInToday, '今天已经打过卡了，明天再来');
  return summaryOf(db, plan, now);
}
