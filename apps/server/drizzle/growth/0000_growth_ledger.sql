CREATE TABLE "growth_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"registration_reward_cents" integer DEFAULT 0 NOT NULL,
	"first_purchase_reward_cents" integer DEFAULT 0 NOT NULL,
	"daily_reward_cap" integer DEFAULT 20 NOT NULL,
	"min_withdraw_cents" integer DEFAULT 100 NOT NULL,
	"daily_withdraw_count" integer DEFAULT 3 NOT NULL,
	"review_threshold_cents" integer DEFAULT 20000 NOT NULL,
	"rule" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "growth_activities_code_unique" UNIQUE("code"),
	CONSTRAINT "growth_activities_amounts_check" CHECK ("growth_activities"."registration_reward_cents" >= 0 and "growth_activities"."first_purchase_reward_cents" >= 0 and "growth_activities"."daily_reward_cap" >= 0
        and "growth_activities"."min_withdraw_cents" >= 30 and "growth_activities"."daily_withdraw_count" >= 0 and "growth_activities"."review_threshold_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invite_bindings" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"inviter_id" integer NOT NULL,
	"invitee_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_bindings_invitee_key" UNIQUE("invitee_id"),
	CONSTRAINT "invite_bindings_not_self_check" CHECK ("invite_bindings"."inviter_id" <> "invite_bindings"."invitee_id")
);
--> statement-breakpoint
CREATE TABLE "reward_balances" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"balance_cents" integer DEFAULT 0 NOT NULL,
	"earned_cents" integer DEFAULT 0 NOT NULL,
	"withdrawn_cents" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_balances_balance_check" CHECK ("reward_balances"."balance_cents" >= 0),
	CONSTRAINT "reward_balances_withdrawn_check" CHECK ("reward_balances"."withdrawn_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_after_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"entry_key" text NOT NULL,
	"activity_id" integer,
	"invitee_id" integer,
	"order_id" integer,
	"withdrawal_id" integer,
	"reverses_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_ledger_entry_key" UNIQUE("entry_key"),
	CONSTRAINT "reward_ledger_kind_check" CHECK ("reward_ledger"."kind" in ('reward', 'reversal', 'withdrawal', 'withdrawal_refund', 'expiry')),
	CONSTRAINT "reward_ledger_sign_check" CHECK (("reward_ledger"."kind" in ('reward', 'withdrawal_refund') and "reward_ledger"."amount_cents" > 0)
        or ("reward_ledger"."kind" in ('reversal', 'withdrawal', 'expiry') and "reward_ledger"."amount_cents" <= 0)),
	CONSTRAINT "reward_ledger_balance_after_check" CHECK ("reward_ledger"."balance_after_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"out_bill_no" text NOT NULL,
	"customer_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"state" text NOT NULL,
	"beijing_day" text NOT NULL,
	"transfer_bill_no" text,
	"package_info" text,
	"fail_reason" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "withdrawals_out_bill_no_key" UNIQUE("out_bill_no"),
	CONSTRAINT "withdrawals_amount_check" CHECK ("withdrawals"."amount_cents" > 0),
	CONSTRAINT "withdrawals_state_check" CHECK ("withdrawals"."state" in ('REVIEWING', 'CREATING', 'WAIT_USER_CONFIRM', 'SUCCESS', 'FAIL', 'CANCELLED', 'REJECTED'))
);
--> statement-breakpoint
ALTER TABLE "invite_bindings" ADD CONSTRAINT "invite_bindings_activity_id_growth_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."growth_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_bindings" ADD CONSTRAINT "invite_bindings_inviter_id_customers_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_bindings" ADD CONSTRAINT "invite_bindings_invitee_id_customers_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_balances" ADD CONSTRAINT "reward_balances_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_activity_id_growth_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."growth_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_invitee_id_customers_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invite_bindings_inviter_idx" ON "invite_bindings" USING btree ("inviter_id","id");--> statement-breakpoint
CREATE INDEX "reward_ledger_customer_idx" ON "reward_ledger" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "reward_ledger_order_idx" ON "reward_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "withdrawals_customer_idx" ON "withdrawals" USING btree ("customer_id","id");