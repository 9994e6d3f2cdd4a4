CREATE TABLE "booking_charges" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"kept_cents" integer DEFAULT 0 NOT NULL,
	"gateway_key" text NOT NULL,
	"charge_id" text,
	"saved_card_id" uuid NOT NULL,
	"brand" text,
	"last4" text,
	"message" text,
	"applied_invoice_id" uuid,
	"actor_type" text NOT NULL,
	"actor_id" uuid,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_charges_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "booking_charges_money_ck" CHECK ("booking_charges"."amount_cents" > 0 and "booking_charges"."refunded_cents" >= 0 and "booking_charges"."kept_cents" >= 0 and "booking_charges"."refunded_cents" + "booking_charges"."kept_cents" <= "booking_charges"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "booking_policies" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"service_id" uuid,
	"requirement" text NOT NULL,
	"deposit_kind" text NOT NULL,
	"deposit_fixed_cents" integer DEFAULT 0 NOT NULL,
	"deposit_basis_points" integer DEFAULT 0 NOT NULL,
	"cancellation_window_minutes" integer DEFAULT 0 NOT NULL,
	"late_cancel_fee_cents" integer DEFAULT 0 NOT NULL,
	"no_show_fee_cents" integer DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_policies_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "booking_policies_money_ck" CHECK ("booking_policies"."deposit_fixed_cents" >= 0 and "booking_policies"."deposit_basis_points" between 0 and 10000 and "booking_policies"."late_cancel_fee_cents" >= 0 and "booking_policies"."no_show_fee_cents" >= 0 and "booking_policies"."cancellation_window_minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "booking_policy" jsonb;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "policy_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_charges" ADD CONSTRAINT "booking_charges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_charges" ADD CONSTRAINT "booking_charges_appointment_id_fk" FOREIGN KEY ("tenant_id","appointment_id") REFERENCES "public"."appointments"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_charges" ADD CONSTRAINT "booking_charges_customer_id_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_policies" ADD CONSTRAINT "booking_policies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_policies" ADD CONSTRAINT "booking_policies_store_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_policies" ADD CONSTRAINT "booking_policies_service_id_fk" FOREIGN KEY ("tenant_id","service_id") REFERENCES "public"."services"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_charges_live_uq" ON "booking_charges" USING btree ("tenant_id","appointment_id","kind") WHERE status <> 'failed';--> statement-breakpoint
CREATE UNIQUE INDEX "booking_charges_gateway_key_uq" ON "booking_charges" USING btree ("tenant_id","gateway_key");--> statement-breakpoint
CREATE INDEX "booking_charges_appointment_idx" ON "booking_charges" USING btree ("tenant_id","appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_policies_store_uq" ON "booking_policies" USING btree ("tenant_id","store_id") WHERE service_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_policies_service_uq" ON "booking_policies" USING btree ("tenant_id","store_id","service_id") WHERE service_id is not null;