CREATE TABLE "store_demand_templates" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"grid" jsonb NOT NULL,
	"required" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_demand_templates_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
DROP INDEX "accounting_exports_running_uq";--> statement-breakpoint
DROP INDEX "accounting_gl_mappings_uq";--> statement-breakpoint
ALTER TABLE "accounting_gl_mappings" ADD COLUMN "service_category" text;--> statement-breakpoint
ALTER TABLE "store_demand_templates" ADD CONSTRAINT "store_demand_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_demand_templates" ADD CONSTRAINT "store_demand_templates_store_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_demand_templates" ADD CONSTRAINT "store_demand_templates_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_demand_templates_name_uq" ON "store_demand_templates" USING btree ("tenant_id","store_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_gl_mappings_service_category_uq" ON "accounting_gl_mappings" USING btree ("tenant_id","group_id","service_category") WHERE service_category is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_gl_mappings_uq" ON "accounting_gl_mappings" USING btree ("tenant_id","group_id","category") WHERE service_category is null;--> statement-breakpoint
ALTER TABLE "accounting_gl_mappings" ADD CONSTRAINT "accounting_gl_mappings_service_category_ck" CHECK (service_category is null or category = 'service_revenue');--> statement-breakpoint
-- The range lock (issue 16): two queued or running exports of a group may not overlap in dates; a second
-- insert waits for the first to commit, then fails with 23P01 (the route answers 409).
ALTER TABLE "accounting_exports" ADD CONSTRAINT "accounting_exports_range_lock"
  EXCLUDE USING gist ("tenant_id" WITH =, "group_id" WITH =, daterange("from_date", "to_date", '[]') WITH &&)
  WHERE (status in ('queued', 'running'));
--> statement-breakpoint
-- The accountant role (issue 16) for tenants provisioned before it existed: reports and accounting exports.
DO $$
DECLARE forced boolean;
BEGIN
  SELECT relforcerowsecurity INTO forced FROM pg_class WHERE oid = 'roles'::regclass;
  ALTER TABLE roles NO FORCE ROW LEVEL SECURITY;
  INSERT INTO roles (id, tenant_id, slug, name, scope, access_controls, is_system)
    SELECT gen_random_uuid(), t.id, 'accountant', 'Accountant', 'tenant',
      '{"reports":{"list_reports":true,"view_report_details":true,"full_report_view":true},"accounting":{"accounting_exports":true}}'::jsonb,
      true
    FROM tenants t
    WHERE NOT EXISTS (SELECT 1 FROM roles r WHERE r.tenant_id = t.id AND r.slug = 'accountant');
  IF forced THEN
    ALTER TABLE roles FORCE ROW LEVEL SECURITY;
  END IF;
END $$;
