CREATE TABLE "customer_notes" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"body" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_notes_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "phone_digits_rev" text GENERATED ALWAYS AS (reverse(regexp_replace(coalesce(phone_number, ''), '[^0-9]', '', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name)) STORED;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_last_name" text GENERATED ALWAYS AS (lower(last_name)) STORED;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_email" text GENERATED ALWAYS AS (lower(email)) STORED;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "merged_into_id" uuid;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "merged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_customer_id_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_author_id_fk" FOREIGN KEY ("tenant_id","author_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE SET NULL ("author_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_notes_customer_idx" ON "customer_notes" USING btree ("tenant_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "customers_phone_digits_idx" ON "customers" USING btree ("tenant_id","phone_digits_rev" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_full_name_idx" ON "customers" USING btree ("tenant_id","search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_last_name_idx" ON "customers" USING btree ("tenant_id","search_last_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_email_search_idx" ON "customers" USING btree ("tenant_id","search_email" text_pattern_ops);