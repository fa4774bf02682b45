CREATE TABLE "camp_members" (
	"customer_id" integer NOT NULL,
	"camp_id" integer NOT NULL,
	"class_id" integer,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "camp_members_customer_id_camp_id_pk" PRIMARY KEY("customer_id","camp_id")
);
--> statement-breakpoint
CREATE TABLE "category_module_courses" (
	"module_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "category_module_courses_module_id_course_id_pk" PRIMARY KEY("module_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "category_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"layout" text DEFAULT 'list' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "category_modules_layout_check" CHECK ("category_modules"."layout" in ('banner', 'list', 'grid', 'audio'))
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"kind" text NOT NULL,
	"serial_no" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_serial_no_unique" UNIQUE("serial_no"),
	CONSTRAINT "certificates_customer_course_kind_key" UNIQUE("customer_id","course_id","kind"),
	CONSTRAINT "certificates_kind_check" CHECK ("certificates"."kind" in ('citation', 'diploma'))
);
--> statement-breakpoint
CREATE TABLE "chapter_unlock_rules" (
	"chapter_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"days" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chapter_unlock_rules_kind_check" CHECK ("chapter_unlock_rules"."kind" in ('days_after_grant', 'after_previous')),
	CONSTRAINT "chapter_unlock_rules_days_check" CHECK ("chapter_unlock_rules"."days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "clock_ins" (
	"customer_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"day" date NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clock_ins_customer_id_course_id_day_pk" PRIMARY KEY("customer_id","course_id","day")
);
--> statement-breakpoint
CREATE TABLE "course_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"name" text NOT NULL,
	"icon_text" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '#FF5330' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_categories_brand_name_key" UNIQUE("brand","name")
);
--> statement-breakpoint
CREATE TABLE "course_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "course_offers_price_check" CHECK ("course_offers"."price_cents" >= 0),
	CONSTRAINT "course_offers_window_check" CHECK ("course_offers"."ends_at" > "course_offers"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "course_package_items" (
	"package_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_package_items_package_id_course_id_pk" PRIMARY KEY("package_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "course_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"title" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"cover_url" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"original_price_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_welfares" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"gift_course_id" integer,
	CONSTRAINT "course_welfares_course_id_unique" UNIQUE("course_id")
);
--> statement-breakpoint
CREATE TABLE "customer_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"dedupe_key" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_messages_customer_dedupe_key" UNIQUE("customer_id","dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "exam_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"kind" text NOT NULL,
	"stem" text NOT NULL,
	"options" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"score" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exam_questions_kind_check" CHECK ("exam_questions"."kind" in ('single', 'multiple', 'judge')),
	CONSTRAINT "exam_questions_score_check" CHECK ("exam_questions"."score" > 0)
);
--> statement-breakpoint
CREATE TABLE "exam_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"passed" boolean NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_results_exam_customer_key" UNIQUE("exam_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"pass_score" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homework_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"homework_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"answer" text NOT NULL,
	"score" integer,
	"comment" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homework_submissions_homework_customer_key" UNIQUE("homework_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "homeworks" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"chapter_id" integer,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"analysis" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learn_milestones" (
	"customer_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"milestone" integer NOT NULL,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learn_milestones_customer_id_section_id_milestone_pk" PRIMARY KEY("customer_id","section_id","milestone"),
	CONSTRAINT "learn_milestones_milestone_check" CHECK ("learn_milestones"."milestone" in (5, 10, 30, 60, 80, 100))
);
--> statement-breakpoint
CREATE TABLE "learn_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"is_learned" boolean DEFAULT false NOT NULL,
	"max_percent" integer DEFAULT 0 NOT NULL,
	"position_sec" integer DEFAULT 0 NOT NULL,
	"duration_sec" integer DEFAULT 0 NOT NULL,
	"learned_at" timestamp with time zone,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learn_records_customer_section_key" UNIQUE("customer_id","section_id"),
	CONSTRAINT "learn_records_max_percent_check" CHECK ("learn_records"."max_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "learner_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"section_id" integer,
	"is_live" boolean DEFAULT false NOT NULL,
	"content" text NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"section_id" integer,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "section_browse_logs" (
	"customer_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"day" date NOT NULL,
	"stay_ms" integer DEFAULT 0 NOT NULL,
	"os_name" text DEFAULT '' NOT NULL,
	CONSTRAINT "section_browse_logs_customer_id_section_id_day_pk" PRIMARY KEY("customer_id","section_id","day")
);
--> statement-breakpoint
CREATE TABLE "section_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "camp_members" ADD CONSTRAINT "camp_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_members" ADD CONSTRAINT "camp_members_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_members" ADD CONSTRAINT "camp_members_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_module_courses" ADD CONSTRAINT "category_module_courses_module_id_category_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."category_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_module_courses" ADD CONSTRAINT "category_module_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_modules" ADD CONSTRAINT "category_modules_category_id_course_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."course_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_unlock_rules" ADD CONSTRAINT "chapter_unlock_rules_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_ins" ADD CONSTRAINT "clock_ins_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_ins" ADD CONSTRAINT "clock_ins_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_offers" ADD CONSTRAINT "course_offers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_package_items" ADD CONSTRAINT "course_package_items_package_id_course_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."course_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_package_items" ADD CONSTRAINT "course_package_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_welfares" ADD CONSTRAINT "course_welfares_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_welfares" ADD CONSTRAINT "course_welfares_gift_course_id_courses_id_fk" FOREIGN KEY ("gift_course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_messages" ADD CONSTRAINT "customer_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD CONSTRAINT "homework_submissions_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD CONSTRAINT "homework_submissions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_milestones" ADD CONSTRAINT "learn_milestones_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_milestones" ADD CONSTRAINT "learn_milestones_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_records" ADD CONSTRAINT "learn_records_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_records" ADD CONSTRAINT "learn_records_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_records" ADD CONSTRAINT "learn_records_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_questions" ADD CONSTRAINT "learner_questions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_questions" ADD CONSTRAINT "learner_questions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_questions" ADD CONSTRAINT "learner_questions_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_browse_logs" ADD CONSTRAINT "section_browse_logs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_browse_logs" ADD CONSTRAINT "section_browse_logs_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_comments" ADD CONSTRAINT "section_comments_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_comments" ADD CONSTRAINT "section_comments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_modules_category_id_idx" ON "category_modules" USING btree ("category_id","sort");--> statement-breakpoint
CREATE INDEX "course_offers_course_id_idx" ON "course_offers" USING btree ("course_id","ends_at");--> statement-breakpoint
CREATE INDEX "customer_messages_customer_idx" ON "customer_messages" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "exam_questions_exam_id_idx" ON "exam_questions" USING btree ("exam_id","sort");--> statement-breakpoint
CREATE INDEX "exams_course_id_idx" ON "exams" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "homeworks_course_id_idx" ON "homeworks" USING btree ("course_id","sort");--> statement-breakpoint
CREATE INDEX "learn_records_customer_course_idx" ON "learn_records" USING btree ("customer_id","course_id","last_at");--> statement-breakpoint
CREATE INDEX "learner_questions_customer_idx" ON "learner_questions" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "notes_customer_course_idx" ON "notes" USING btree ("customer_id","course_id","created_at");--> statement-breakpoint
CREATE INDEX "section_comments_section_idx" ON "section_comments" USING btree ("section_id","created_at");