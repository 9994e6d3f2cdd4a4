CREATE TABLE "daily_sales" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"day" date NOT NULL,
	"cutter_id" uuid,
	"services_cents" integer DEFAULT 0 NOT NULL,
	"products_cents" integer DEFAULT 0 NOT NULL,
	"packages_cents" integer DEFAULT 0 NOT NULL,
	"gift_card_sales_cents" integer DEFAULT 0 NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"tip_cents" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	"service_tickets" integer DEFAULT 0 NOT NULL,
	"service_tickets_with_retail" integer DEFAULT 0 NOT NULL,
	"refunds_cents" integer DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"card_cents" integer DEFAULT 0 NOT NULL,
	"saved_card_cents" integer DEFAULT 0 NOT NULL,
	"cash_cents" integer DEFAULT 0 NOT NULL,
	"gift_card_cents" integer DEFAULT 0 NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_sales_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "daily_sales_uq" UNIQUE NULLS NOT DISTINCT("tenant_id","store_id","day","cutter_id"),
	CONSTRAINT "daily_sales_ck" CHECK ("daily_sales"."sales" >= 0 and "daily_sales"."tickets" >= 0 and "daily_sales"."refunds" >= 0 and "daily_sales"."payments" >= 0)
);
--> statement-breakpoint
ALTER TABLE "daily_sales" ADD CONSTRAINT "daily_sales_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_sales" ADD CONSTRAINT "daily_sales_store_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;