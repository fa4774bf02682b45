CREATE TABLE "goods_ownerships" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "goods_ownerships_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "virtual_goods_profiles" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valid_days" integer,
	"delivery_note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_kind_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_item_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "package_id" integer;--> statement-breakpoint
ALTER TABLE "goods_ownerships" ADD CONSTRAINT "goods_ownerships_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_ownerships" ADD CONSTRAINT "goods_ownerships_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_ownerships" ADD CONSTRAINT "goods_ownerships_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_goods_profiles" ADD CONSTRAINT "virtual_goods_profiles_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_ownerships_customer_goods_idx" ON "goods_ownerships" USING btree ("customer_id","goods_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_package_id_course_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."course_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_check" CHECK ("orders"."kind" in ('course', 'goods', 'gift', 'package'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_item_check" CHECK (("orders"."kind" = 'course' and "orders"."course_id" is not null and "orders"."goods_id" is null and "orders"."package_id" is null) or ("orders"."kind" = 'package' and "orders"."package_id" is not null and "orders"."course_id" is null and "orders"."goods_id" is null) or ("orders"."kind" in ('goods', 'gift') and "orders"."goods_id" is not null and "orders"."course_id" is null and "orders"."package_id" is null));