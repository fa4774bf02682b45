import { FEEDBACK_TYPES } from '@course/contracts/messages-feedback';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { customers } from './foundation.ts';

/**
 * Tables owned by the messages module: site messages to a learner and the learner's messages to customer
 * service. Migrations: `npm run db:generate -w @course/server -- messages <change-name>` into
 * `drizzle/messages/`. May reference tables of the modules applied before it (see ../migrate.ts).
 *
 * customer_messages was created by the courses (now catalogue) module's migrations and customer_feedback by
 * the identity module's; the messages history adopted them (a no-op migration) so existing databases keep
 * their data.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Site messages to a learner (siteInformation): welcome, unlock and certificate notices. */
export const customerMessages = pgTable(
  'customer_messages',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** A dedupe key ('welcome:course:3'), so an event sends its message once. */
    dedupeKey: text('dedupe_key'),
    /** Where the message leads in the app (a path, '/qiyu-common'), or null for a message that is all there is. */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_messages_customer_idx').on(t.customerId, t.createdAt),
    unique('customer_messages_customer_dedupe_key').on(t.customerId, t.dedupeKey),
  ],
);

/** A learner's message to customer service (客服留言) and the operator's reply. */
export const customerFeedback = pgTable(
  'customer_feedback',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type', { enum: FEEDBACK_TYPES }).notNull(),
    content: text('content').notNull(),
    reply: text('reply'),
    createdAt: createdAt(),
    repliedAt: at('replied_at'),
  },
  (t) => [
    index('customer_feedback_customer_idx').on(t.customerId, t.id),
    check(
      'customer_feedback_type_check',
      sql`${t.type} in ('course', 'order', 'account', 'suggestion', 'other')`,
    ),
    check('customer_feedback_reply_check', sql`(${t.reply} is null) = (${t.repliedAt} is null)`),
  ],
);

/** Which page shows a help article: lessonHelp (studying a lesson) or issue (常见问题 above the report form). */
export const HELP_ARTICLE_TOPICS = ['lessonHelp', 'issue'] as const;

/** A help article (question and answer) customer service keeps for the learner's self-help pages. */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    topic: text('topic', { enum: HELP_ARTICLE_TOPICS }).notNull(),
    /** A group heading inside the page (播放问题, 学习进度 …). */
    category: text('category').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('help_articles_topic_idx').on(t.topic, t.sort),
    check('help_articles_topic_check', sql`${t.topic} in ('lessonHelp', 'issue')`),
  ],
);
