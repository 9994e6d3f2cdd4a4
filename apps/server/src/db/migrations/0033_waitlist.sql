CREATE TABLE "waitlist_entries" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"service_ids" uuid[] NOT NULL,
	"cutter_id" uuid,
	"date" text NOT NULL,
	"window_start_minutes" integer NOT NULL,
	"window_end_minutes" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offered_cutter_id" uuid,
	"offered_starts_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"appointment_id" uuid,
	"created_by_employee_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "waitlist_entries_window_ck" CHECK ("waitlist_entries"."window_start_minutes" >= 0 and "waitlist_entries"."window_start_minutes" < "waitlist_entries"."window_end_minutes" and "waitlist_entries"."window_end_minutes" <= 1440),
	CONSTRAINT "waitlist_entries_offer_ck" CHECK ((status = 'offered') = ("waitlist_entries"."offered_starts_at" is not null and "waitlist_entries"."offer_expires_at" is not null and "waitlist_entries"."offered_cutter_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_store_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_customer_id_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_cutter_id_fk" FOREIGN KEY ("tenant_id","cutter_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_appointment_id_fk" FOREIGN KEY ("tenant_id","appointment_id") REFERENCES "public"."appointments"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_store_date_idx" ON "waitlist_entries" USING btree ("tenant_id","store_id","date","status");--> statement-breakpoint
CREATE INDEX "waitlist_entries_customer_idx" ON "waitlist_entries" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_offer_uq" ON "waitlist_entries" USING btree ("tenant_id","offered_cutter_id","offered_starts_at") WHERE status = 'offered';