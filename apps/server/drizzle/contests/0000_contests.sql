CREATE TABLE "contest_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"real_name" text NOT NULL,
	"mobile" text,
	"region" text,
	"status" text DEFAULT 'applied' NOT NULL,
	"media_key" text,
	"media_url" text,
	"media_type" text,
	"duration_seconds" integer,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_entries_one_per_learner" UNIQUE("contest_id","customer_id"),
	CONSTRAINT "contest_entries_votes_check" CHECK ("contest_entries"."vote_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contest_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"customer_id" integer NOT NULL,
	"contest_id" integer,
	"purpose" text NOT NULL,
	"kind" text NOT NULL,
	"declared_type" text NOT NULL,
	"size" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_uploads_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "contest_vote_counters" (
	"contest_id" integer NOT NULL,
	"voter_id" integer NOT NULL,
	"day_key" text NOT NULL,
	"entry_id" integer NOT NULL,
	"votes" integer NOT NULL,
	CONSTRAINT "contest_vote_counters_key" UNIQUE("contest_id","voter_id","day_key","entry_id")
);
--> statement-breakpoint
CREATE TABLE "contest_votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"voter_id" integer NOT NULL,
	"day_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"brand" text NOT NULL,
	"family" text NOT NULL,
	"title" text NOT NULL,
	"config" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contests_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_uploads" ADD CONSTRAINT "contest_uploads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_uploads" ADD CONSTRAINT "contest_uploads_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_vote_counters" ADD CONSTRAINT "contest_vote_counters_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_vote_counters" ADD CONSTRAINT "contest_vote_counters_voter_id_customers_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_votes" ADD CONSTRAINT "contest_votes_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_votes" ADD CONSTRAINT "contest_votes_entry_id_contest_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."contest_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_votes" ADD CONSTRAINT "contest_votes_voter_id_customers_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contest_entries_rank" ON "contest_entries" USING btree ("contest_id","vote_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "contest_uploads_customer" ON "contest_uploads" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "contest_votes_entry" ON "contest_votes" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "contest_votes_voter_day" ON "contest_votes" USING btree ("voter_id","day_key");