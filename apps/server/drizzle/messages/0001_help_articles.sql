CREATE TABLE "help_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"category" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_articles_topic_check" CHECK ("help_articles"."topic" in ('lessonHelp', 'issue'))
);
--> statement-breakpoint
CREATE INDEX "help_articles_topic_idx" ON "help_articles" USING btree ("topic","sort");