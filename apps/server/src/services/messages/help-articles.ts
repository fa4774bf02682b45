import { asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { helpArticles } from '../../db/schema/index.ts';

/** The help articles of one page, in the order customer service set (category, then sort). */
export async function helpArticlesOf(db: AppDb, topic: 'lessonHelp' | 'issue') {
  const rows = await db
    .select({
      id: helpArticles.id,
      category: helpArticles.category,
      question: helpArticles.question,
      answer: helpArticles.answer,
    })
    .from(helpArticles)
    .where(eq(helpArticles.topic, topic))
    .orderBy(asc(helpArticles.sort), asc(helpArticles.id));
  return { list: rows };
}
