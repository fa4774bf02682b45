CREATE TABLE "tool_catalog" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"route_name" text NOT NULL,
	"access" text DEFAULT 'free' NOT NULL,
	"course_id" integer,
	"taken_down" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_catalog_code_unique" UNIQUE("code"),
	CONSTRAINT "tool_catalog_course_access_check" CHECK ("tool_catalog"."access" <> 'course' or "tool_catalog"."course_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "tool_exercise_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"character" text NOT NULL,
	"stroke_count" integer NOT NULL,
	"mistakes" integer NOT NULL,
	"score" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_exercise_results_numbers_check" CHECK ("tool_exercise_results"."stroke_count" > 0 and "tool_exercise_results"."mistakes" >= 0 and "tool_exercise_results"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "tool_questionnaire_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"questionnaire_code" text NOT NULL,
	"answers" jsonb NOT NULL,
	"report" jsonb NOT NULL,
	"share_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_questionnaire_submissions_share_token_unique" UNIQUE("share_token")
);
--> statement-breakpoint
ALTER TABLE "tool_catalog" ADD CONSTRAINT "tool_catalog_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_exercise_results" ADD CONSTRAINT "tool_exercise_results_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_questionnaire_submissions" ADD CONSTRAINT "tool_questionnaire_submissions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tool_exercise_results_customer_idx" ON "tool_exercise_results" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "tool_questionnaire_submissions_customer_idx" ON "tool_questionnaire_submissions" USING btree ("customer_id","questionnaire_code");