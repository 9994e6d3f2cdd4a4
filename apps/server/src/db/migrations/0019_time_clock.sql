CREATE TABLE "time_card_periods" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"reopened_by" uuid,
	"reopened_at" timestamp with time zone,
	"reopen_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_card_periods_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "time_clock_settings" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"pay_period" text DEFAULT 'weekly' NOT NULL,
	"start_day" smallint DEFAULT 0 NOT NULL,
	"anchor_date" date NOT NULL,
	"overtime_rule" text NOT NULL,
	"grace_minutes" integer DEFAULT 60 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_clock_settings_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "time_clock_settings_start_day_ck" CHECK ("time_clock_settings"."start_day" BETWEEN 0 AND 6)
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"clock_in" timestamp with time zone NOT NULL,
	"clock_out" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"edited" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"missed_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entries_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "time_entries_out_after_in_ck" CHECK ("time_entries"."clock_out" IS NULL OR "time_entries"."clock_out" > "time_entries"."clock_in")
);
--> statement-breakpoint
CREATE TABLE "time_entry_versions" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"kind" text NOT NULL,
	"clock_in" timestamp with time zone NOT NULL,
	"clock_out" timestamp with time zone,
	"editor_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entry_versions_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "time_card_periods" ADD CONSTRAINT "time_card_periods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_card_periods" ADD CONSTRAINT "time_card_periods_store_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_card_periods" ADD CONSTRAINT "time_card_periods_approved_by_fk" FOREIGN KEY ("tenant_id","approved_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE SET NULL ("approved_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_card_periods" ADD CONSTRAINT "time_card_periods_reopened_by_fk" FOREIGN KEY ("tenant_id","reopened_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE SET NULL ("reopened_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_clock_settings" ADD CONSTRAINT "time_clock_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_clock_settings" ADD CONSTRAINT "time_clock_settings_store_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_store_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry_versions" ADD CONSTRAINT "time_entry_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry_versions" ADD CONSTRAINT "time_entry_versions_entry_id_fk" FOREIGN KEY ("tenant_id","entry_id") REFERENCES "public"."time_entries"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry_versions" ADD CONSTRAINT "time_entry_versions_editor_id_fk" FOREIGN KEY ("tenant_id","editor_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE SET NULL ("editor_id") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "time_card_periods_uq" ON "time_card_periods" USING btree ("tenant_id","store_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "time_clock_settings_store_uq" ON "time_clock_settings" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_one_open_uq" ON "time_entries" USING btree ("tenant_id","employee_id") WHERE "time_entries"."clock_out" IS NULL AND "time_entries"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "time_entries_store_idx" ON "time_entries" USING btree ("tenant_id","store_id","clock_in");--> statement-breakpoint
CREATE INDEX "time_entries_employee_idx" ON "time_entries" USING btree ("tenant_id","employee_id","clock_in");--> statement-breakpoint
CREATE UNIQUE INDEX "time_entry_versions_uq" ON "time_entry_versions" USING btree ("tenant_id","entry_id","version");