CREATE TABLE "service_categories" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_categories_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "commission_rates" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"service_basis_points" integer NOT NULL,
	"product_basis_points" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rates_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "commission_rates_basis_points_ck" CHECK ("commission_rates"."service_basis_points" between 0 and 10000 and "commission_rates"."product_basis_points" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "accounting_gl_mappings" DROP CONSTRAINT "accounting_gl_mappings_service_category_ck";--> statement-breakpoint
DROP INDEX "accounting_gl_mappings_uq";--> statement-breakpoint
DROP INDEX "accounting_gl_mappings_service_category_uq";--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "accounting_gl_mappings" ADD COLUMN "service_category_id" uuid;--> statement-breakpoint
-- Hand-written data step (issue 16): each tenant's service categories become rows (one per name, ignoring
-- case), every service points at its category's id, and a GL mapping keyed by a category name moves to the
-- id of that category. A mapping whose name no service uses any more posted nothing and is dropped.
DO $$
DECLARE services_forced boolean; mappings_forced boolean;
BEGIN
  SELECT relforcerowsecurity INTO services_forced FROM pg_class WHERE oid = 'services'::regclass;
  SELECT relforcerowsecurity INTO mappings_forced FROM pg_class WHERE oid = 'accounting_gl_mappings'::regclass;
  ALTER TABLE services NO FORCE ROW LEVEL SECURITY;
  ALTER TABLE accounting_gl_mappings NO FORCE ROW LEVEL SECURITY;
  INSERT INTO service_categories (id, tenant_id, name)
    SELECT gen_random_uuid(), tenant_id, min(category) FROM services GROUP BY tenant_id, lower(category);
  UPDATE services s SET category_id = c.id
    FROM service_categories c WHERE c.tenant_id = s.tenant_id AND lower(c.name) = lower(s.category);
  UPDATE accounting_gl_mappings m SET service_category_id = c.id
    FROM service_categories c
    WHERE m.service_category IS NOT NULL AND c.tenant_id = m.tenant_id AND lower(c.name) = lower(m.service_category);
  DELETE FROM accounting_gl_mappings WHERE service_category IS NOT NULL AND service_category_id IS NULL;
  DELETE FROM accounting_gl_mappings m USING accounting_gl_mappings other
    WHERE m.service_category_id IS NOT NULL AND other.tenant_id = m.tenant_id AND other.group_id = m.group_id
      AND other.service_category_id = m.service_category_id AND other.id < m.id;
  IF services_forced THEN ALTER TABLE services FORCE ROW LEVEL SECURITY; END IF;
  IF mappings_forced THEN ALTER TABLE accounting_gl_mappings FORCE ROW LEVEL SECURITY; END IF;
END $$;--> statement-breakpoint
ALTER TABLE "services" ALTER COLUMN "category_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "service_categories" ADD CONSTRAINT "service_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_categories_name_uq" ON "service_categories" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "commission_rates_employee_day_uq" ON "commission_rates" USING btree ("tenant_id","employee_id","effective_from");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_id_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."service_categories"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_gl_mappings" ADD CONSTRAINT "accounting_gl_mappings_service_category_id_fk" FOREIGN KEY ("tenant_id","service_category_id") REFERENCES "public"."service_categories"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "services_category_id_idx" ON "services" USING btree ("tenant_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_gl_mappings_uq" ON "accounting_gl_mappings" USING btree ("tenant_id","group_id","category") WHERE service_category_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_gl_mappings_service_category_uq" ON "accounting_gl_mappings" USING btree ("tenant_id","group_id","service_category_id") WHERE service_category_id is not null;--> statement-breakpoint
ALTER TABLE "accounting_gl_mappings" DROP COLUMN "service_category";--> statement-breakpoint
ALTER TABLE "accounting_gl_mappings" ADD CONSTRAINT "accounting_gl_mappings_service_category_ck" CHECK (service_category_id is null or category = 'service_revenue');