import { randomBytes } from 'node:crypto';
import type { questionnaireReport, questionnaireSubmit } from '@course/contracts/tools-questionnaire';
import { and, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { customers, toolQuestionnaireSubmissions } from '../../db/schema/index.ts';
import { invalidParams, notFound } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';
import { requireToolAccess } from './permissions.ts';
import { QUESTIONNAIRES } from './questionnaire-data.ts';
import { type ComputedReport, computeReport, type QuestionnaireDef } from './questionnaire-engine.ts';

/** Questionnaires: the definition for the page, submitting answers (scored here), reports and shared reports. */

function definitionOf(code: string): QuestionnaireDef {
  const def = QUESTIONNAIRES.get(code);
  if (!def) throw notFound('问卷');
  return def;
}

export async function questionnaireDefinition(db: AppDb, customerId: number, code: string, now: Date) {
  const def = definitionOf(code);
  await requireToolAccess(db, customerId, def.toolCode, now);
  return {
    code: def.code,
    title: def.title,
    intro: def.intro,
    disclaimer: def.disclaimer,
    questions: def.questions.map((q) => ({
      id: q.id,
      text: q.text,
      hint: q.hint,
      options: q.options.map((o) => ({ id: o.id, text: o.text, ...(o.next ? { next: o.next } : {}) })),
    })),
    knowledge: def.knowledge,
  };
}

export async function submitQuestionnaire(
  db: AppDb,
  customerId: number,
  input: CallInput<typeof questionnaireSubmit>,
  now: Date,
) {
  const def = definitionOf(input.code);
  await requireToolAccess(db, customerId, def.toolCode, now);
  const report = computeReport(def, input.answers);
  const [row] = await db
    .insert(toolQuestionnaireSubmissions)
    .values({
      customerId,
      questionnaireCode: def.code,
      answers: input.answers,
      report,
      shareToken: randomBytes(16).toString('hex'),
    })
    .returning({ id: toolQuestionnaireSubmissions.id, shareToken: toolQuestionnaireSubmissions.shareToken });
  return row as { id: number; shareToken: string };
}

type SubmissionRow = typeof toolQuestionnaireSubmissions.$inferSelect;

function toReport(row: SubmissionRow) {
  const def = definitionOf(row.questionnaireCode);
  return {
    id: row.id,
    code: def.code,
    title: def.title,
    ...(row.report as ComputedReport),
    disclaimer: def.disclaimer,
    shareToken: row.shareToken,
    at: row.createdAt.getTime(),
  };
}

export async function reportOf(db: AppDb, customerId: number, input: CallInput<typeof questionnaireReport>) {
  if (input.id === undefined && input.code === undefined) throw invalidParams('id 或 code 必填其一');
  // with both, the report must be of that questionnaire: each version's pages show only their own reports
  const conditions = [eq(toolQuestionnaireSubmissions.customerId, customerId)];
  if (input.id !== undefined) conditions.push(eq(toolQuestionnaireSubmissions.id, input.id));
  if (input.code !== undefined)
    conditions.push(eq(toolQuestionnaireSubmissions.questionnaireCode, input.code));
  const [row] = await db
    .select()
    .from(toolQuestionnaireSubmissions)
    .where(and(...conditions))
    .orderBy(desc(toolQuestionnaireSubmissions.createdAt), desc(toolQuestionnaireSubmissions.id))
    .limit(1);
  if (!row) throw notFound('报告');
  return toReport(row);
}

export async function sharedReportOf(db: AppDb, shareToken: string) {
  const [row] = await db
    .select({ submission: toolQuestionnaireSubmissions, nickname: customers.nickname })
    .from(toolQuestionnaireSubmissions)
    .innerJoin(customers, eq(customers.id, toolQuestionnaireSubmissions.customerId))
    .where(eq(toolQuestionnaireSubmissions.shareToken, shareToken))
    .limit(1);
  if (!row) throw notFound('分享的报告');
  return { ...toReport(row.submission), nickname: row.nickname ?? '' };
}
