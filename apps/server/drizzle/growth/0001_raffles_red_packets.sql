CREATE TABLE "raffle_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"raffle_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"draw_key" text NOT NULL,
	"prize_id" integer,
	"slot" integer NOT NULL,
	"prize_name" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"prize_code" text,
	"beijing_day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raffle_draws_draw_key" UNIQUE("draw_key")
);
--> statement-breakpoint
CREATE TABLE "raffle_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"raffle_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"goods_id" integer,
	"weight" integer NOT NULL,
	"stock" integer,
	CONSTRAINT "raffle_prizes_slot_key" UNIQUE("raffle_id","slot"),
	CONSTRAINT "raffle_prizes_kind_check" CHECK ("raffle_prizes"."kind" in ('cash', 'goods', 'none')),
	CONSTRAINT "raffle_prizes_weight_check" CHECK ("raffle_prizes"."weight" >= 0),
	CONSTRAINT "raffle_prizes_stock_check" CHECK ("raffle_prizes"."stock" is null or "raffle_prizes"."stock" >= 0),
	CONSTRAINT "raffle_prizes_amount_check" CHECK (("raffle_prizes"."kind" = 'cash' and "raffle_prizes"."amount_cents" > 0) or ("raffle_prizes"."kind" <> 'cash' and "raffle_prizes"."amount_cents" = 0)),
	CONSTRAINT "raffle_prizes_goods_check" CHECK (("raffle_prizes"."kind" = 'goods') = ("raffle_prizes"."goods_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "raffles" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"rule" text DEFAULT '' NOT NULL,
	"theme" text DEFAULT 'default' NOT NULL,
	"daily_draws" integer DEFAULT 1 NOT NULL,
	"draws_per_invite" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raffles_code_unique" UNIQUE("code"),
	CONSTRAINT "raffles_draws_check" CHECK ("raffles"."daily_draws" >= 0 and "raffles"."draws_per_invite" >= 0)
);
--> statement-breakpoint
CREATE TABLE "red_packet_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"theme" text DEFAULT 'default' NOT NULL,
	"rule" text DEFAULT '' NOT NULL,
	"min_cents" integer NOT NULL,
	"max_cents" integer NOT NULL,
	"budget_cents" integer NOT NULL,
	"spent_cents" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_packet_activities_code_unique" UNIQUE("code"),
	CONSTRAINT "red_packet_activities_kind_check" CHECK ("red_packet_activities"."kind" in ('once', 'daily')),
	CONSTRAINT "red_packet_activities_amounts_check" CHECK ("red_packet_activities"."min_cents" >= 1 and "red_packet_activities"."max_cents" >= "red_packet_activities"."min_cents" and "red_packet_activities"."budget_cents" >= 0
        and "red_packet_activities"."spent_cents" >= 0 and "red_packet_activities"."spent_cents" <= "red_packet_activities"."budget_cents")
);
--> statement-breakpoint
CREATE TABLE "red_packets" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"packet_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"beijing_day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_packets_packet_key" UNIQUE("packet_key"),
	CONSTRAINT "red_packets_amount_check" CHECK ("red_packets"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_wechat_follows" (
	"app_id" text NOT NULL,
	"openid" text NOT NULL,
	"subscribed" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_wechat_follows_key" UNIQUE("app_id","openid")
);
--> statement-breakpoint
ALTER TABLE "reward_ledger" DROP CONSTRAINT "reward_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "reward_ledger" DROP CONSTRAINT "reward_ledger_sign_check";--> statement-breakpoint
ALTER TABLE "raffle_draws" ADD CONSTRAINT "raffle_draws_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_draws" ADD CONSTRAINT "raffle_draws_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_draws" ADD CONSTRAINT "raffle_draws_prize_id_raffle_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."raffle_prizes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_prizes" ADD CONSTRAINT "raffle_prizes_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_prizes" ADD CONSTRAINT "raffle_prizes_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_packets" ADD CONSTRAINT "red_packets_activity_id_red_packet_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."red_packet_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_packets" ADD CONSTRAINT "red_packets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "raffle_draws_customer_idx" ON "raffle_draws" USING btree ("raffle_id","customer_id","beijing_day");--> statement-breakpoint
CREATE INDEX "raffle_draws_winners_idx" ON "raffle_draws" USING btree ("raffle_id","kind","id");--> statement-breakpoint
CREATE INDEX "red_packets_customer_idx" ON "red_packets" USING btree ("customer_id","id");--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_kind_check" CHECK ("reward_ledger"."kind" in ('reward', 'reversal', 'withdrawal', 'withdrawal_refund', 'expiry', 'raffle_prize', 'red_packet'));--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_sign_check" CHECK (("reward_ledger"."kind" in ('reward', 'withdrawal_refund', 'raffle_prize', 'red_packet') and "reward_ledger"."amount_cents" > 0)
        or ("reward_ledger"."kind" in ('reversal', 'withdrawal', 'expiry') and "reward_ledger"."amount_cents" <= 0));