CREATE TABLE "spring_couplet_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"rules" jsonb NOT NULL,
	"per_day" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spring_couplet_activities_brand_unique" UNIQUE("brand")
);
--> statement-breakpoint
CREATE TABLE "spring_couplet_first_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"first_line" text NOT NULL,
	"banner" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spring_couplet_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"couplet_id" integer,
	"day_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spring_couplet_shares_once_a_day" UNIQUE("activity_id","customer_id","day_key")
);
--> statement-breakpoint
CREATE TABLE "spring_couplets" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"first_line_id" integer NOT NULL,
	"first_line" text NOT NULL,
	"second_line" text NOT NULL,
	"banner" text NOT NULL,
	"image_key" text NOT NULL,
	"image_url" text NOT NULL,
	"day_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contest_entries" ADD COLUMN "poster_url" text;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "spring_couplet_first_lines" ADD CONSTRAINT "spring_couplet_first_lines_activity_id_spring_couplet_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."spring_couplet_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spring_couplet_shares" ADD CONSTRAINT "spring_couplet_shares_activity_id_spring_couplet_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."spring_couplet_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spring_couplet_shares" ADD CONSTRAINT "spring_couplet_shares_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spring_couplet_shares" ADD CONSTRAINT "spring_couplet_shares_couplet_id_spring_couplets_id_fk" FOREIGN KEY ("couplet_id") REFERENCES "public"."spring_couplets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spring_couplets" ADD CONSTRAINT "spring_couplets_activity_id_spring_couplet_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."spring_couplet_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spring_couplets" ADD CONSTRAINT "spring_couplets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spring_couplets" ADD CONSTRAINT "spring_couplets_first_line_id_spring_couplet_first_lines_id_fk" FOREIGN KEY ("first_line_id") REFERENCES "public"."spring_couplet_first_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spring_couplet_first_lines_activity" ON "spring_couplet_first_lines" USING btree ("activity_id","sort");--> statement-breakpoint
CREATE INDEX "spring_couplets_customer" ON "spring_couplets" USING btree ("customer_id","created_at");