CREATE TABLE "tool_ghosting_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"family" text NOT NULL,
	"character" text NOT NULL,
	"score" integer NOT NULL,
	"precision" integer NOT NULL,
	"recall" integer NOT NULL,
	"iou" integer NOT NULL,
	"strokes" jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_ghosting_results_numbers_check" CHECK ("tool_ghosting_results"."score" between 0 and 100 and "tool_ghosting_results"."precision" between 0 and 100 and "tool_ghosting_results"."recall" between 0 and 100 and "tool_ghosting_results"."iou" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "tool_practice_checkins" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"day_key" text NOT NULL,
	"minutes" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_practice_checkins_minutes_check" CHECK ("tool_practice_checkins"."minutes" between 1 and 600)
);
--> statement-breakpoint
CREATE TABLE "tool_practice_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"template_code" text NOT NULL,
	"title" text NOT NULL,
	"minutes_per_day" integer NOT NULL,
	"total_days" integer NOT NULL,
	"start_day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_practice_plans_numbers_check" CHECK ("tool_practice_plans"."minutes_per_day" > 0 and "tool_practice_plans"."total_days" > 0)
);
--> statement-breakpoint
ALTER TABLE "tool_ghosting_results" ADD CONSTRAINT "tool_ghosting_results_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_practice_checkins" ADD CONSTRAINT "tool_practice_checkins_plan_id_tool_practice_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."tool_practice_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_practice_checkins" ADD CONSTRAINT "tool_practice_checkins_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_practice_plans" ADD CONSTRAINT "tool_practice_plans_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tool_ghosting_results_customer_idx" ON "tool_ghosting_results" USING btree ("customer_id","family","character","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tool_practice_checkins_plan_day_uq" ON "tool_practice_checkins" USING btree ("plan_id","day_key");--> statement-breakpoint
CREATE UNIQUE INDEX "tool_practice_plans_customer_template_uq" ON "tool_practice_plans" USING btree ("customer_id","template_code");