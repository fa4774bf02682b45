CREATE TABLE "course_lives" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"teacher_name" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"cover_url" text DEFAULT '' NOT NULL,
	"audience" text DEFAULT 'owners' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"stream_url" text NOT NULL,
	"replay_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_lives_schedule_check" CHECK ("course_lives"."starts_at" < "course_lives"."ends_at"),
	CONSTRAINT "course_lives_audience_check" CHECK ("course_lives"."audience" in ('owners', 'public'))
);
--> statement-breakpoint
CREATE TABLE "live_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_subscriptions_live_customer" UNIQUE("live_id","customer_id")
);
--> statement-breakpoint
ALTER TABLE "learner_questions" ADD COLUMN "is_public" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_questions" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "learner_questions" ADD COLUMN "answer_video_url" text;--> statement-breakpoint
ALTER TABLE "learner_questions" ADD COLUMN "answered_by_teacher_id" integer;--> statement-breakpoint
ALTER TABLE "learner_questions" ADD COLUMN "answered_by_name" text;--> statement-breakpoint
ALTER TABLE "course_lives" ADD CONSTRAINT "course_lives_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_subscriptions" ADD CONSTRAINT "live_subscriptions_live_id_course_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."course_lives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_subscriptions" ADD CONSTRAINT "live_subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_lives_course_idx" ON "course_lives" USING btree ("course_id","starts_at");--> statement-breakpoint
CREATE INDEX "learner_questions_course_idx" ON "learner_questions" USING btree ("course_id","created_at");