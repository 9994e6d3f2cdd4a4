CREATE TABLE "accounting_connections" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"status" text NOT NULL,
	"state_hash" text,
	"state_expires_at" timestamp with time zone,
	"realm_id" text,
	"company_name" text,
	"access_token_sealed" text,
	"refresh_token_sealed" text,
	"access_expires_at" timestamp with time zone,
	"refresh_expires_at" timestamp with time zone,
	"connected_at" timestamp with time zone,
	"connected_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_connections_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "accounting_entries" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"export_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"day" date NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"request_id" text NOT NULL,
	"doc_number" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"status" text NOT NULL,
	"remote_id" text,
	"sync_token" text,
	"posted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_entries_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "accounting_exports" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"stages" jsonb NOT NULL,
	"error_message" text,
	"error_category" text,
	"posted" integer DEFAULT 0 NOT NULL,
	"adjustments" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "accounting_exports_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "accounting_gl_mappings" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"category" text NOT NULL,
	"account_id" text,
	"account_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_gl_mappings_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "accounting_group_stores" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_group_stores_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "accounting_store_groups" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"location_kind" text DEFAULT 'class' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_store_groups_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "accounting_connections" ADD CONSTRAINT "accounting_connections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_connections" ADD CONSTRAINT "accounting_connections_group_id_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."accounting_store_groups"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_connections" ADD CONSTRAINT "accounting_connections_connected_by_fk" FOREIGN KEY ("tenant_id","connected_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE SET NULL ("connected_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_entries" ADD CONSTRAINT "accounting_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_entries" ADD CONSTRAINT "accounting_entries_export_id_fk" FOREIGN KEY ("tenant_id","export_id") REFERENCES "public"."accounting_exports"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_entries" ADD CONSTRAINT "accounting_entries_group_id_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."accounting_store_groups"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_entries" ADD CONSTRAINT "accounting_entries_store_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_exports" ADD CONSTRAINT "accounting_exports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_exports" ADD CONSTRAINT "accounting_exports_group_id_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."accounting_store_groups"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_exports" ADD CONSTRAINT "accounting_exports_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_gl_mappings" ADD CONSTRAINT "accounting_gl_mappings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_gl_mappings" ADD CONSTRAINT "accounting_gl_mappings_group_id_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."accounting_store_groups"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_group_stores" ADD CONSTRAINT "accounting_group_stores_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_group_stores" ADD CONSTRAINT "accounting_group_stores_group_id_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."accounting_store_groups"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_group_stores" ADD CONSTRAINT "accounting_group_stores_store_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_store_groups" ADD CONSTRAINT "accounting_store_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_connections_group_uq" ON "accounting_connections" USING btree ("tenant_id","group_id");--> statement-breakpoint
CREATE INDEX "accounting_connections_state_idx" ON "accounting_connections" USING btree ("tenant_id","state_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_entries_version_uq" ON "accounting_entries" USING btree ("tenant_id","group_id","store_id","day","version") WHERE kind <> 'offline';--> statement-breakpoint
CREATE INDEX "accounting_entries_export_idx" ON "accounting_entries" USING btree ("tenant_id","export_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_exports_running_uq" ON "accounting_exports" USING btree ("tenant_id","group_id") WHERE status in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "accounting_exports_group_idx" ON "accounting_exports" USING btree ("tenant_id","group_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_gl_mappings_uq" ON "accounting_gl_mappings" USING btree ("tenant_id","group_id","category");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_group_stores_store_uq" ON "accounting_group_stores" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE INDEX "accounting_group_stores_group_idx" ON "accounting_group_stores" USING btree ("tenant_id","group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_store_groups_name_uq" ON "accounting_store_groups" USING btree ("tenant_id","name");