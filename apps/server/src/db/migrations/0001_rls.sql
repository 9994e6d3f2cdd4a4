-- Row-level security. The server connects as the schema owner but runs every transaction as
-- salon_app (bound to app.tenant_id) or, for a few named cross-tenant lookups, salon_system.
-- Roles and memberships belong to the whole cluster: two databases of one cluster migrated at once (the browser
-- tests' servers, say) both find a role missing, and the second waits for the first, then finds it taken. That is
-- success: the role exists (migration-lock.test.ts). The existence checks stay: a schema owner without CREATEROLE
-- can still migrate where the roles were made beforehand.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'salon_app') THEN
    BEGIN
      CREATE ROLE salon_app NOLOGIN NOBYPASSRLS;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'salon_system') THEN
    BEGIN
      CREATE ROLE salon_system NOLOGIN NOBYPASSRLS;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END;
  END IF;
  BEGIN
    GRANT salon_app TO CURRENT_USER;
  EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
  END;
  BEGIN
    GRANT salon_system TO CURRENT_USER;
  EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
  END;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO salon_app, salon_system;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION salon_current_tenant() RETURNS uuid
  LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.tenant_id', true), '')::uuid $$;
--> statement-breakpoint
-- Enables and forces RLS on a tenant-owned table: salon_app sees only the current tenant's rows
-- (none when no tenant is set); salon_system sees all. Later migrations call it for new tables.
CREATE OR REPLACE FUNCTION salon_enable_tenant_rls(tbl text, tenant_column text DEFAULT 'tenant_id') RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %I', tbl);
  EXECUTE format('CREATE POLICY tenant_isolation ON %I TO salon_app USING (%I = salon_current_tenant()) WITH CHECK (%I = salon_current_tenant())', tbl, tenant_column, tenant_column);
  EXECUTE format('DROP POLICY IF EXISTS system_access ON %I', tbl);
  EXECUTE format('CREATE POLICY system_access ON %I TO salon_system USING (true) WITH CHECK (true)', tbl);
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO salon_app, salon_system', tbl);
END $$;
--> statement-breakpoint
SELECT salon_enable_tenant_rls('tenants', 'id');
--> statement-breakpoint
SELECT salon_enable_tenant_rls(t) FROM unnest(ARRAY[
  'brands', 'brand_domains', 'stores', 'employees', 'customers', 'roles', 'employee_roles',
  'sessions', 'one_time_codes', 'config_groups', 'audit_log', 'outbox_messages'
]) AS t;
--> statement-breakpoint
-- Platform-wide tables: labels are readable by the app; throttling and captcha records are the system's.
GRANT SELECT ON translations TO salon_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON translations, sign_in_attempts, used_captchas TO salon_system;
