CREATE TABLE "channel_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"sub_channel" text NOT NULL,
	"page_template_id" integer NOT NULL,
	"chain_type" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funnel_daily" (
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"sub_channel" text NOT NULL,
	"page_template_id" integer NOT NULL,
	"kind" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "funnel_daily_day_channel_sub_channel_page_template_id_kind_pk" PRIMARY KEY("day","channel","sub_channel","page_template_id","kind")
);
--> statement-breakpoint
CREATE TABLE "funnel_rollup" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_event_id" bigint DEFAULT 0 NOT NULL,
	"rolled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "channel_links" ADD CONSTRAINT "channel_links_page_template_id_page_templates_id_fk" FOREIGN KEY ("page_template_id") REFERENCES "public"."page_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_links_key" ON "channel_links" USING btree ("channel","sub_channel","page_template_id","chain_type");