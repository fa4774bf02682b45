CREATE TABLE "course_appraisals" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"variant" text NOT NULL,
	"course_rating" integer NOT NULL,
	"teacher_rating" integer NOT NULL,
	"tags" jsonb NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"share_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_appraisals_share_token_unique" UNIQUE("share_token"),
	CONSTRAINT "course_appraisals_customer_course_key" UNIQUE("customer_id","course_id"),
	CONSTRAINT "course_appraisals_course_rating_check" CHECK ("course_appraisals"."course_rating" between 1 and 5),
	CONSTRAINT "course_appraisals_teacher_rating_check" CHECK ("course_appraisals"."teacher_rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "disc_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"attempt_id" text NOT NULL,
	"answers" jsonb NOT NULL,
	"score_d" integer NOT NULL,
	"score_i" integer NOT NULL,
	"score_s" integer NOT NULL,
	"score_c" integer NOT NULL,
	"primary_factor" text NOT NULL,
	"secondary_factor" text,
	"group_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disc_results_attempt_key" UNIQUE("customer_id","attempt_id"),
	CONSTRAINT "disc_results_sum_check" CHECK ("disc_results"."score_d" + "disc_results"."score_i" + "disc_results"."score_s" + "disc_results"."score_c" = 0)
);
--> statement-breakpoint
CREATE TABLE "study_profiles" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"learner_name" text NOT NULL,
	"age_group" text NOT NULL,
	"level" text NOT NULL,
	"goal" text NOT NULL,
	"weekly_hours" integer NOT NULL,
	"preferred_time" text NOT NULL,
	"interests" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_appraisals" ADD CONSTRAINT "course_appraisals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_appraisals" ADD CONSTRAINT "course_appraisals_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disc_results" ADD CONSTRAINT "disc_results_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_profiles" ADD CONSTRAINT "study_profiles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_appraisals_course_idx" ON "course_appraisals" USING btree ("course_id","id");--> statement-breakpoint
CREATE INDEX "disc_results_customer_idx" ON "disc_results" USING btree ("customer_id","id");