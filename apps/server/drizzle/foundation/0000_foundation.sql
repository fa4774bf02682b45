CREATE TABLE "brands" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"template" text NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"subscription_qr_url" text DEFAULT '' NOT NULL,
	"project_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"elephant_id" text DEFAULT '' NOT NULL,
	"show_wechat_shadow_box_img" boolean DEFAULT false NOT NULL,
	"is_qc_app" boolean DEFAULT false NOT NULL,
	"is_single_page_jump" boolean DEFAULT false NOT NULL,
	"mini_black_list_url" text DEFAULT '' NOT NULL,
	"is_open_black_list_intercept" boolean DEFAULT false NOT NULL,
	"tour_show" text DEFAULT 'hide' NOT NULL,
	"data_project" text DEFAULT '' NOT NULL,
	"partner_code" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_tour_show_check" CHECK ("brands"."tour_show" in ('show', 'hide'))
);
--> statement-breakpoint
CREATE TABLE "camps" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"channel" text NOT NULL,
	"sub_channel" text NOT NULL,
	"name" text NOT NULL,
	"banned" boolean DEFAULT false NOT NULL,
	"link_url" text,
	CONSTRAINT "channels_channel_sub_channel_pk" PRIMARY KEY("channel","sub_channel")
);
--> statement-breakpoint
CREATE TABLE "chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"unlock_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"camp_id" integer NOT NULL,
	"name" text NOT NULL,
	"teacher_name" text DEFAULT '' NOT NULL,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"group_qr_url" text DEFAULT '' NOT NULL,
	"teacher_qr_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classes_capacity_check" CHECK ("classes"."capacity" > 0),
	CONSTRAINT "classes_seats_taken_check" CHECK ("classes"."seats_taken" >= 0 and "classes"."seats_taken" <= "classes"."capacity")
);
--> statement-breakpoint
CREATE TABLE "config_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"cover_url" text DEFAULT '' NOT NULL,
	"teacher_name" text DEFAULT '' NOT NULL,
	"teacher_avatar_url" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"original_price_cents" integer,
	"is_zero_yuan" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_price_cents_check" CHECK ("courses"."price_cents" >= 0),
	CONSTRAINT "courses_original_price_cents_check" CHECK ("courses"."original_price_cents" is null or "courses"."original_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"openid" text NOT NULL,
	"wechat_type" integer NOT NULL,
	"unionid" text,
	"nickname" text,
	"avatar_url" text,
	"mobile" text,
	"learn_number" text,
	"is_black" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_learn_number_unique" UNIQUE("learn_number"),
	CONSTRAINT "customers_wechat_type_openid_key" UNIQUE("wechat_type","openid")
);
--> statement-breakpoint
CREATE TABLE "feedback_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"desc" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "feedback_reasons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "front_error_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"error_code" integer NOT NULL,
	"error_type" integer NOT NULL,
	"exception_type" integer NOT NULL,
	"exception_page_url" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"level" integer NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"reason_code" text NOT NULL,
	"group_id" text,
	"mobile" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"component_json" jsonb NOT NULL,
	"course_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"chapter_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"media_url" text,
	"duration_sec" integer DEFAULT 0 NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"content" text,
	CONSTRAINT "sections_kind_check" CHECK ("sections"."kind" in ('audio', 'video', 'text')),
	CONSTRAINT "sections_duration_sec_check" CHECK ("sections"."duration_sec" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"customer_id" integer NOT NULL,
	"wechat_type" integer,
	"kind" text DEFAULT 'customer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "sessions_kind_check" CHECK ("sessions"."kind" in ('customer', 'teacher'))
);
--> statement-breakpoint
CREATE TABLE "wechat_apps" (
	"wechat_type" integer PRIMARY KEY NOT NULL,
	"brand_code" text NOT NULL,
	"app_id" text NOT NULL,
	"name" text NOT NULL,
	"auth_domain_front" text DEFAULT '' NOT NULL,
	"auth_domain_back" text DEFAULT '' NOT NULL,
	"qrcode_url" text DEFAULT '' NOT NULL,
	"app_secret_ref" text,
	CONSTRAINT "wechat_apps_app_id_unique" UNIQUE("app_id")
);
--> statement-breakpoint
ALTER TABLE "camps" ADD CONSTRAINT "camps_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "front_error_reports" ADD CONSTRAINT "front_error_reports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_feedbacks" ADD CONSTRAINT "group_feedbacks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_feedbacks" ADD CONSTRAINT "group_feedbacks_reason_code_feedback_reasons_code_fk" FOREIGN KEY ("reason_code") REFERENCES "public"."feedback_reasons"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_templates" ADD CONSTRAINT "page_templates_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_templates" ADD CONSTRAINT "page_templates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_apps" ADD CONSTRAINT "wechat_apps_brand_code_brands_code_fk" FOREIGN KEY ("brand_code") REFERENCES "public"."brands"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "camps_course_id_idx" ON "camps" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "chapters_course_id_idx" ON "chapters" USING btree ("course_id","sort");--> statement-breakpoint
CREATE INDEX "classes_camp_id_idx" ON "classes" USING btree ("camp_id");--> statement-breakpoint
CREATE INDEX "courses_brand_status_sort_idx" ON "courses" USING btree ("brand","status","sort");--> statement-breakpoint
CREATE INDEX "front_error_reports_created_at_idx" ON "front_error_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "group_feedbacks_created_at_idx" ON "group_feedbacks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sections_chapter_id_idx" ON "sections" USING btree ("chapter_id","sort");--> statement-breakpoint
CREATE INDEX "sections_course_id_idx" ON "sections" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "sessions_customer_id_idx" ON "sessions" USING btree ("customer_id");