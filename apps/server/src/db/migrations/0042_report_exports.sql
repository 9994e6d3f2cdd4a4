CREATE TABLE "report_exports" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"format" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"viewer" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"background" boolean DEFAULT true NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_total" integer,
	"error_message" text,
	"file_name" text,
	"file_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "report_exports_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "report_exports" ADD CONSTRAINT "report_exports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_exports" ADD CONSTRAINT "report_exports_report_id_fk" FOREIGN KEY ("tenant_id","report_id") REFERENCES "public"."report_definitions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_exports" ADD CONSTRAINT "report_exports_requested_by_fk" FOREIGN KEY ("tenant_id","requested_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_exports_person_idx" ON "report_exports" USING btree ("tenant_id","requested_by","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "report_exports_pending_uq" ON "report_exports" USING btree ("tenant_id","requested_by","report_id","format","from_date","to_date") WHERE "report_exports"."status" in ('queued', 'running');