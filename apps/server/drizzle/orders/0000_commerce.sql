CREATE TABLE "customer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"receiver" text NOT NULL,
	"mobile" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"detail" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_entitlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"source_order_id" integer NOT NULL,
	"claimed_order_id" integer,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_entitlements_source_goods" UNIQUE("source_order_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"cover_url" text DEFAULT '' NOT NULL,
	"video_url" text,
	"detail" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"original_price_cents" integer,
	"stock" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"gift_of_course_id" integer,
	"status" text DEFAULT 'on_sale' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_price_cents_check" CHECK ("goods"."price_cents" >= 0),
	CONSTRAINT "goods_stock_check" CHECK ("goods"."stock" >= 0),
	CONSTRAINT "goods_kind_check" CHECK ("goods"."kind" in ('physical', 'virtual'))
);
--> statement-breakpoint
CREATE TABLE "goods_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"nickname" text NOT NULL,
	"rating" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_reviews_rating_check" CHECK ("goods_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"title_type" text NOT NULL,
	"title" text NOT NULL,
	"tax_no" text,
	"email" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_invoice_no_unique" UNIQUE("invoice_no"),
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"type" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"actor" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"customer_id" integer NOT NULL,
	"brand" text NOT NULL,
	"business_code" text NOT NULL,
	"kind" text NOT NULL,
	"course_id" integer,
	"goods_id" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"cover_url" text DEFAULT '' NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"goods_amount_cents" integer NOT NULL,
	"freight_cents" integer DEFAULT 0 NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"pay_amount_cents" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"needs_refund" boolean DEFAULT false NOT NULL,
	"pay_type" integer,
	"instalment_periods" integer,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"address" jsonb,
	"fulfilment" text DEFAULT 'none' NOT NULL,
	"logistics_company" text,
	"logistics_no" text,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"camp_id" integer,
	"camp_chosen_at" timestamp with time zone,
	"camp_changes" integer DEFAULT 0 NOT NULL,
	"channel" text,
	"sub_channel" text,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('created', 'paid', 'closed', 'refunding', 'refunded')),
	CONSTRAINT "orders_kind_check" CHECK ("orders"."kind" in ('course', 'goods', 'gift')),
	CONSTRAINT "orders_item_check" CHECK (("orders"."kind" = 'course' and "orders"."course_id" is not null and "orders"."goods_id" is null) or ("orders"."kind" <> 'course' and "orders"."goods_id" is not null and "orders"."course_id" is null)),
	CONSTRAINT "orders_quantity_check" CHECK ("orders"."quantity" between 1 and 99),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."unit_price_cents" >= 0 and "orders"."goods_amount_cents" >= 0 and "orders"."freight_cents" >= 0 and "orders"."discount_cents" >= 0 and "orders"."pay_amount_cents" = "orders"."goods_amount_cents" + "orders"."freight_cents" - "orders"."discount_cents" and "orders"."pay_amount_cents" >= 0),
	CONSTRAINT "orders_paid_at_check" CHECK ("orders"."status" not in ('paid', 'refunding', 'refunded') or "orders"."paid_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "pay_channel_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"business_code" text DEFAULT '' NOT NULL,
	"pay_type" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"default_channel" boolean DEFAULT false NOT NULL,
	"icon_url" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"min_amount_cents" integer DEFAULT 0 NOT NULL,
	"periods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "pay_channel_configs_brand_business_type" UNIQUE("brand","business_code","pay_type")
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"pay_type" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_trade_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_attempts_payment_no_unique" UNIQUE("payment_no"),
	CONSTRAINT "payment_attempts_amount_check" CHECK ("payment_attempts"."amount_cents" > 0),
	CONSTRAINT "payment_attempts_status_check" CHECK ("payment_attempts"."status" in ('pending', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"notify_id" text,
	"payment_no" text,
	"provider_trade_no" text,
	"amount_cents" integer,
	"outcome" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"reason" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "refunds_refund_no_unique" UNIQUE("refund_no"),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipment_traces" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_entitlements" ADD CONSTRAINT "gift_entitlements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_entitlements" ADD CONSTRAINT "gift_entitlements_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_entitlements" ADD CONSTRAINT "gift_entitlements_source_order_id_orders_id_fk" FOREIGN KEY ("source_order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_entitlements" ADD CONSTRAINT "gift_entitlements_claimed_order_id_orders_id_fk" FOREIGN KEY ("claimed_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_gift_of_course_id_courses_id_fk" FOREIGN KEY ("gift_of_course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_reviews" ADD CONSTRAINT "goods_reviews_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_traces" ADD CONSTRAINT "shipment_traces_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_id_idx" ON "customer_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_one_default" ON "customer_addresses" USING btree ("customer_id") WHERE "customer_addresses"."is_default" and "customer_addresses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gift_entitlements_customer_idx" ON "gift_entitlements" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "goods_brand_status_sort_idx" ON "goods" USING btree ("brand","status","sort");--> statement-breakpoint
CREATE INDEX "goods_reviews_goods_id_idx" ON "goods_reviews" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "invoices_customer_id_idx" ON "invoices" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "order_events_order_id_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_customer_created_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_expires_idx" ON "orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_order_id_idx" ON "payment_attempts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_notifications_payment_no_idx" ON "payment_notifications" USING btree ("payment_no");--> statement-breakpoint
CREATE INDEX "payment_notifications_created_at_idx" ON "payment_notifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "refunds_order_id_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_open_per_order" ON "refunds" USING btree ("order_id") WHERE "refunds"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "shipment_traces_order_id_idx" ON "shipment_traces" USING btree ("order_id","time");