CREATE TABLE "account_closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"mobile" text,
	"reason" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_profiles" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"real_name" text,
	"gender" text,
	"birthday" text,
	"province" text,
	"city" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_profiles_gender_check" CHECK ("customer_profiles"."gender" is null or "customer_profiles"."gender" in ('male', 'female'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_oauth_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"openid" text NOT NULL,
	"scope" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"scene" text NOT NULL,
	"code" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_wechat_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"openid" text NOT NULL,
	"unionid" text NOT NULL,
	"nickname" text NOT NULL,
	"avatar_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_wechat_identities_openid_unique" UNIQUE("openid")
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"scene" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"client_ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "sms_codes_scene_check" CHECK ("sms_codes"."scene" in ('new', 'current', 'login')),
	CONSTRAINT "sms_codes_attempts_check" CHECK ("sms_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "super_fan_links" (
	"short_param_id" text PRIMARY KEY NOT NULL,
	"corp_id" text DEFAULT '' NOT NULL,
	"link_type" integer NOT NULL,
	"param" text NOT NULL,
	"invent_addition_id" text DEFAULT '' NOT NULL,
	"mobile_encrypt" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teachers" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"mobile" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teachers_customer_id_unique" UNIQUE("customer_id"),
	CONSTRAINT "teachers_mobile_unique" UNIQUE("mobile")
);
--> statement-breakpoint
ALTER TABLE "account_closures" ADD CONSTRAINT "account_closures_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD CONSTRAINT "customer_profiles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_sms_messages_mobile_idx" ON "sandbox_sms_messages" USING btree ("mobile","id");--> statement-breakpoint
CREATE INDEX "sandbox_wechat_identities_app_id_idx" ON "sandbox_wechat_identities" USING btree ("app_id","id");--> statement-breakpoint
CREATE INDEX "sms_codes_mobile_scene_idx" ON "sms_codes" USING btree ("mobile","scene","id");