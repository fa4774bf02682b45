CREATE TABLE "group_buy_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"brand" text NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"team_price_cents" integer NOT NULL,
	"team_size" integer NOT NULL,
	"deadline_hours" integer NOT NULL,
	"leader_benefit" text DEFAULT 'none' NOT NULL,
	"leader_price_cents" integer,
	"system_fill" boolean DEFAULT false NOT NULL,
	"allow_multiple_teams" boolean DEFAULT false NOT NULL,
	"words" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rule" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_buy_activities_code_unique" UNIQUE("code"),
	CONSTRAINT "group_buy_activities_amounts_check" CHECK ("group_buy_activities"."team_price_cents" > 0 and "group_buy_activities"."team_size" between 2 and 50 and "group_buy_activities"."deadline_hours" between 1 and 720
        and ("group_buy_activities"."leader_benefit" <> 'discount' or "group_buy_activities"."leader_price_cents" between 0 and "group_buy_activities"."team_price_cents")),
	CONSTRAINT "group_buy_activities_benefit_check" CHECK ("group_buy_activities"."leader_benefit" in ('none', 'discount', 'free'))
);
--> statement-breakpoint
CREATE TABLE "group_buy_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"live_activity_id" integer,
	"paid_too_late" boolean DEFAULT false NOT NULL,
	"refund_claimed_at" timestamp with time zone,
	"refund_no" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_buy_members_order_key" UNIQUE("order_id"),
	CONSTRAINT "group_buy_members_live_key" UNIQUE("live_activity_id","customer_id"),
	CONSTRAINT "group_buy_members_status_check" CHECK ("group_buy_members"."status" in ('reserved', 'paid', 'released', 'refund_due', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "group_buy_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_no" text NOT NULL,
	"activity_id" integer NOT NULL,
	"leader_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"seats" integer NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"system_filled" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_buy_teams_team_no_unique" UNIQUE("team_no"),
	CONSTRAINT "group_buy_teams_status_check" CHECK ("group_buy_teams"."status" in ('pending', 'open', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "group_buy_activities" ADD CONSTRAINT "group_buy_activities_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_members" ADD CONSTRAINT "group_buy_members_team_id_group_buy_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."group_buy_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_members" ADD CONSTRAINT "group_buy_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_members" ADD CONSTRAINT "group_buy_members_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_teams" ADD CONSTRAINT "group_buy_teams_activity_id_group_buy_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."group_buy_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_teams" ADD CONSTRAINT "group_buy_teams_leader_id_customers_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_buy_members_customer_idx" ON "group_buy_members" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "group_buy_members_status_idx" ON "group_buy_members" USING btree ("status");--> statement-breakpoint
CREATE INDEX "group_buy_teams_due_idx" ON "group_buy_teams" USING btree ("status","deadline_at");--> statement-breakpoint
CREATE INDEX "group_buy_teams_activity_idx" ON "group_buy_teams" USING btree ("activity_id","status");