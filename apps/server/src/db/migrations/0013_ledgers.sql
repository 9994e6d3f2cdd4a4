CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"value" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"store_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"min_spend_cents" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_value_ck" CHECK ("promo_codes"."value" > 0 and ("promo_codes"."type" <> 'percentage' or "promo_codes"."value" <= 10000)),
	CONSTRAINT "promo_codes_dates_ck" CHECK ("promo_codes"."ends_on" is null or "promo_codes"."ends_on" >= "promo_codes"."starts_on"),
	CONSTRAINT "promo_codes_limits_ck" CHECK (coalesce("promo_codes"."usage_limit", 1) > 0 and coalesce("promo_codes"."per_customer_limit", 1) > 0 and "promo_codes"."min_spend_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"promo_code_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"customer_id" uuid,
	"discount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_card_ledger" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_after_cents" integer NOT NULL,
	"invoice_id" uuid,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_ledger_amount_ck" CHECK ("gift_card_ledger"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"number_hash" text NOT NULL,
	"last4" text NOT NULL,
	"initial_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"customer_id" uuid,
	"invoice_id" uuid NOT NULL,
	"invoice_line_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_balance_ck" CHECK ("gift_cards"."balance_cents" >= 0 and "gift_cards"."initial_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "cash_activities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"drawer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"actor_id" uuid,
	"transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_drawers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"register_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_by" uuid,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"float_cents" integer NOT NULL,
	"opening_count" jsonb NOT NULL,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	"closing_count" jsonb,
	"expected_cents" integer,
	"counted_cents" integer,
	"difference_cents" integer,
	"close_note" text,
	CONSTRAINT "cash_drawers_float_ck" CHECK ("cash_drawers"."float_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cash_registers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"drawer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text,
	"invoice_id" uuid,
	"payment_id" uuid,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" uuid,
	"void_reason" text,
	CONSTRAINT "cash_transactions_amount_ck" CHECK ("cash_transactions"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_activities" ADD CONSTRAINT "cash_activities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_activities" ADD CONSTRAINT "cash_activities_drawer_id_cash_drawers_id_fk" FOREIGN KEY ("drawer_id") REFERENCES "public"."cash_drawers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_activities" ADD CONSTRAINT "cash_activities_actor_id_employees_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_drawers" ADD CONSTRAINT "cash_drawers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_drawers" ADD CONSTRAINT "cash_drawers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_drawers" ADD CONSTRAINT "cash_drawers_register_id_cash_registers_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."cash_registers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_drawers" ADD CONSTRAINT "cash_drawers_opened_by_employees_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_drawers" ADD CONSTRAINT "cash_drawers_closed_by_employees_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_registers" ADD CONSTRAINT "cash_registers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_registers" ADD CONSTRAINT "cash_registers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_transactions" ADD CONSTRAINT "cash_transactions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_transactions" ADD CONSTRAINT "cash_transactions_drawer_id_cash_drawers_id_fk" FOREIGN KEY ("drawer_id") REFERENCES "public"."cash_drawers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_transactions" ADD CONSTRAINT "cash_transactions_actor_id_employees_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_transactions" ADD CONSTRAINT "cash_transactions_voided_by_employees_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_uq" ON "promo_codes" USING btree ("tenant_id",upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_invoice_uq" ON "promo_redemptions" USING btree ("tenant_id","invoice_id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_code_idx" ON "promo_redemptions" USING btree ("tenant_id","promo_code_id","customer_id");--> statement-breakpoint
CREATE INDEX "gift_card_ledger_card_idx" ON "gift_card_ledger" USING btree ("tenant_id","gift_card_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_ledger_redeem_payment_uq" ON "gift_card_ledger" USING btree ("tenant_id","payment_id") WHERE "gift_card_ledger"."kind" = 'redeem';--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_number_uq" ON "gift_cards" USING btree ("tenant_id","number_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_invoice_line_uq" ON "gift_cards" USING btree ("tenant_id","invoice_line_id");--> statement-breakpoint
CREATE INDEX "gift_cards_last4_idx" ON "gift_cards" USING btree ("tenant_id","last4");--> statement-breakpoint
CREATE INDEX "cash_activities_drawer_idx" ON "cash_activities" USING btree ("tenant_id","drawer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_drawers_one_open_uq" ON "cash_drawers" USING btree ("tenant_id","register_id") WHERE "cash_drawers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "cash_drawers_store_idx" ON "cash_drawers" USING btree ("tenant_id","store_id","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_registers_name_uq" ON "cash_registers" USING btree ("tenant_id","store_id",lower("name"));--> statement-breakpoint
CREATE INDEX "cash_transactions_drawer_idx" ON "cash_transactions" USING btree ("tenant_id","drawer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_transactions_payment_uq" ON "cash_transactions" USING btree ("tenant_id","payment_id") WHERE "cash_transactions"."kind" = 'cash_payment';