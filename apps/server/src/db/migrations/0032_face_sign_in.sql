CREATE TABLE "face_templates" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"embedding" jsonb NOT NULL,
	"policy_version" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"consented_by" uuid,
	"last_used_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "face_templates_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "time_clock_settings" ADD COLUMN "face_match_threshold" smallint DEFAULT 550 NOT NULL;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "face_score" smallint;--> statement-breakpoint
ALTER TABLE "face_templates" ADD CONSTRAINT "face_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_templates" ADD CONSTRAINT "face_templates_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_templates" ADD CONSTRAINT "face_templates_consented_by_fk" FOREIGN KEY ("tenant_id","consented_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE set null ("consented_by") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "face_templates_employee_uq" ON "face_templates" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE INDEX "face_templates_last_used_idx" ON "face_templates" USING btree ("last_used_at");