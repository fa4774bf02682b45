CREATE TABLE "goods_profiles" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"line" text DEFAULT 'shop' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"detail_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_poster_url" text,
	"spec_group" text,
	"spec_name" text,
	CONSTRAINT "goods_profiles_line_check" CHECK ("goods_profiles"."line" in ('shop', 'zqt', 'prize'))
);
--> statement-breakpoint
CREATE TABLE "goods_review_sources" (
	"review_id" integer PRIMARY KEY NOT NULL,
	"order_id" integer,
	"customer_id" integer,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prize_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"brand" text NOT NULL,
	"goods_id" integer NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_by" integer,
	"redeemed_order_id" integer,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prize_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "prize_codes_redeemed_order_id_unique" UNIQUE("redeemed_order_id")
);
--> statement-breakpoint
ALTER TABLE "goods_profiles" ADD CONSTRAINT "goods_profiles_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_review_sources" ADD CONSTRAINT "goods_review_sources_review_id_goods_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."goods_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_review_sources" ADD CONSTRAINT "goods_review_sources_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_review_sources" ADD CONSTRAINT "goods_review_sources_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_codes" ADD CONSTRAINT "prize_codes_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_codes" ADD CONSTRAINT "prize_codes_redeemed_by_customers_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_codes" ADD CONSTRAINT "prize_codes_redeemed_order_id_orders_id_fk" FOREIGN KEY ("redeemed_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_profiles_spec_group_idx" ON "goods_profiles" USING btree ("spec_group");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_review_sources_one_per_order" ON "goods_review_sources" USING btree ("order_id") WHERE "goods_review_sources"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "prize_codes_redeemed_by_idx" ON "prize_codes" USING btree ("redeemed_by");