CREATE TABLE "tool_content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"cover_url" text DEFAULT '' NOT NULL,
	"media_kind" text DEFAULT 'none' NOT NULL,
	"media_url" text,
	"duration_sec" integer DEFAULT 0 NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"facts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"taken_down" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_content_items_code_unique" UNIQUE("code"),
	CONSTRAINT "tool_content_items_views_check" CHECK ("tool_content_items"."views" >= 0 and "tool_content_items"."duration_sec" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tool_content_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"customer_id" integer,
	"asker_name" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"answer" text,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tool_content_reactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_content_reactions_once" UNIQUE("item_id","customer_id","kind")
);
--> statement-breakpoint
CREATE TABLE "tool_mounted_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"frame_code" text NOT NULL,
	"image_url" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tool_content_posts" ADD CONSTRAINT "tool_content_posts_item_id_tool_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."tool_content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_content_posts" ADD CONSTRAINT "tool_content_posts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_content_reactions" ADD CONSTRAINT "tool_content_reactions_item_id_tool_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."tool_content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_content_reactions" ADD CONSTRAINT "tool_content_reactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_mounted_pictures" ADD CONSTRAINT "tool_mounted_pictures_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tool_content_items_family_idx" ON "tool_content_items" USING btree ("family","category","sort");--> statement-breakpoint
CREATE INDEX "tool_content_posts_item_idx" ON "tool_content_posts" USING btree ("item_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "tool_content_posts_customer_idx" ON "tool_content_posts" USING btree ("customer_id","kind","updated_at");--> statement-breakpoint
CREATE INDEX "tool_content_reactions_customer_idx" ON "tool_content_reactions" USING btree ("customer_id","kind");--> statement-breakpoint
CREATE INDEX "tool_mounted_pictures_customer_idx" ON "tool_mounted_pictures" USING btree ("customer_id","created_at");