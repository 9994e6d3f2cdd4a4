CREATE TABLE "client_visit_facts" (
	"tenant_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"prev_served_at" timestamp with time zone,
	"next_served_at" timestamp with time zone,
	"rebooked" boolean NOT NULL,
	CONSTRAINT "client_visit_facts_pkey" PRIMARY KEY("tenant_id","appointment_id")
);
--> statement-breakpoint
ALTER TABLE "client_visit_facts" ADD CONSTRAINT "client_visit_facts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_visit_facts" ADD CONSTRAINT "client_visit_facts_appointment_id_fk" FOREIGN KEY ("tenant_id","appointment_id") REFERENCES "public"."appointments"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_visit_facts_store_time_idx" ON "client_visit_facts" USING btree ("tenant_id","store_id","starts_at");--> statement-breakpoint
CREATE INDEX "client_visit_facts_customer_idx" ON "client_visit_facts" USING btree ("tenant_id","customer_id");