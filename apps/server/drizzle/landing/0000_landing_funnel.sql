CREATE SEQUENCE "public"."landing_learn_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000000 CACHE 1;--> statement-breakpoint
CREATE TABLE "complaint_reasons" (
	"code" text PRIMARY KEY NOT NULL,
	"desc" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket" text NOT NULL,
	"customer_id" integer,
	"reason_code" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"mobile" text,
	"app_id" text DEFAULT '' NOT NULL,
	"com_from" text DEFAULT '' NOT NULL,
	"page_url" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_ticket_unique" UNIQUE("ticket"),
	CONSTRAINT "complaints_status_check" CHECK ("complaints"."status" in ('submitted', 'processing', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "course_exclusions" (
	"course_id" integer NOT NULL,
	"excluded_course_id" integer NOT NULL,
	"qr_url" text DEFAULT '' NOT NULL,
	"qr_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_exclusions_course_id_excluded_course_id_pk" PRIMARY KEY("course_id","excluded_course_id"),
	CONSTRAINT "course_exclusions_not_self_check" CHECK ("course_exclusions"."course_id" <> "course_exclusions"."excluded_course_id")
);
--> statement-breakpoint
CREATE TABLE "landing_enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"camp_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"page_template_id" integer,
	"group_code_page" text DEFAULT '' NOT NULL,
	"channel" text DEFAULT '' NOT NULL,
	"sub_channel" text DEFAULT '' NOT NULL,
	"chain_type" text DEFAULT '' NOT NULL,
	"putin_one_id" text DEFAULT '' NOT NULL,
	"mobile" text,
	"other_info" text,
	"joined_group_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landing_enrolments_customer_course_unique" UNIQUE("customer_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "landing_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"page_template_id" integer,
	"group_code_page" text DEFAULT '' NOT NULL,
	"channel" text DEFAULT '' NOT NULL,
	"sub_channel" text DEFAULT '' NOT NULL,
	"chain_type" text DEFAULT '' NOT NULL,
	"customer_id" integer,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landing_events_kind_check" CHECK (kind in ('view', 'qr_shown', 'long_press', 'feedback', 'signup', 'full', 'qr_identify_fail', 'mutual_exclusion_not_register'))
);
--> statement-breakpoint
CREATE TABLE "tracking_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"customer_id" integer,
	"channel" text DEFAULT '' NOT NULL,
	"sub_channel" text DEFAULT '' NOT NULL,
	"chain_type" text DEFAULT '' NOT NULL,
	"group_code_page" text DEFAULT '' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_records_kind_check" CHECK (kind in ('return_info', 'monitor_follow', 'channel_click_id', 'customer_option', 'click_log'))
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_reason_code_complaint_reasons_code_fk" FOREIGN KEY ("reason_code") REFERENCES "public"."complaint_reasons"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_exclusions" ADD CONSTRAINT "course_exclusions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_exclusions" ADD CONSTRAINT "course_exclusions_excluded_course_id_courses_id_fk" FOREIGN KEY ("excluded_course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_enrolments" ADD CONSTRAINT "landing_enrolments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_enrolments" ADD CONSTRAINT "landing_enrolments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_enrolments" ADD CONSTRAINT "landing_enrolments_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_enrolments" ADD CONSTRAINT "landing_enrolments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_enrolments" ADD CONSTRAINT "landing_enrolments_page_template_id_page_templates_id_fk" FOREIGN KEY ("page_template_id") REFERENCES "public"."page_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_events" ADD CONSTRAINT "landing_events_page_template_id_page_templates_id_fk" FOREIGN KEY ("page_template_id") REFERENCES "public"."page_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_events" ADD CONSTRAINT "landing_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_records" ADD CONSTRAINT "tracking_records_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_customer_created_idx" ON "complaints" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "course_exclusions_excluded_course_id_idx" ON "course_exclusions" USING btree ("excluded_course_id");--> statement-breakpoint
CREATE INDEX "landing_enrolments_class_id_idx" ON "landing_enrolments" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "landing_enrolments_course_created_idx" ON "landing_enrolments" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "landing_events_funnel_idx" ON "landing_events" USING btree ("page_template_id","channel","sub_channel","kind");--> statement-breakpoint
CREATE INDEX "landing_events_created_at_idx" ON "landing_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tracking_records_kind_created_idx" ON "tracking_records" USING btree ("kind","created_at");