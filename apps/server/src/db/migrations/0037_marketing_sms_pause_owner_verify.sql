ALTER TABLE "employees" ADD COLUMN "email_verified" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "sms_paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "send_after" timestamp with time zone;--> statement-breakpoint
-- Hand-written data steps (issue 13). 1) Tenants provisioned before it: their system general managers, store
-- owners and franchisors may send marketing texts (a tenant's own roles stay as they made them).
-- 2) A STOP used to overwrite the customer's SMS choices with "off" rows (source sms_stop); it is now a pause flag.
-- Customers with such rows become paused (since the rows' time) and the rows go, so START brings back the defaults
-- as before (the choices they overwrote were not kept).
DO $$
DECLARE forced_roles boolean; forced_customers boolean; forced_prefs boolean;
BEGIN
  SELECT relforcerowsecurity INTO forced_roles FROM pg_class WHERE oid = 'roles'::regclass;
  SELECT relforcerowsecurity INTO forced_customers FROM pg_class WHERE oid = 'customers'::regclass;
  SELECT relforcerowsecurity INTO forced_prefs FROM pg_class WHERE oid = 'customer_contact_preferences'::regclass;
  ALTER TABLE roles NO FORCE ROW LEVEL SECURITY;
  ALTER TABLE customers NO FORCE ROW LEVEL SECURITY;
  ALTER TABLE customer_contact_preferences NO FORCE ROW LEVEL SECURITY;
  UPDATE roles SET access_controls = jsonb_set(access_controls, '{marketing}',
      coalesce(access_controls->'marketing', '{}'::jsonb) || '{"send_marketing_sms":true}'::jsonb)
    WHERE is_system AND slug IN ('franchisor', 'general_manager', 'store_owner');
  UPDATE customers c SET sms_paused_at = p.paused_at
    FROM (SELECT tenant_id, customer_id, min(updated_at) AS paused_at FROM customer_contact_preferences
          WHERE channel = 'sms' AND source = 'sms_stop' GROUP BY tenant_id, customer_id) p
    WHERE c.tenant_id = p.tenant_id AND c.id = p.customer_id;
  DELETE FROM customer_contact_preferences WHERE channel = 'sms' AND source = 'sms_stop';
  IF forced_roles THEN ALTER TABLE roles FORCE ROW LEVEL SECURITY; END IF;
  IF forced_customers THEN ALTER TABLE customers FORCE ROW LEVEL SECURITY; END IF;
  IF forced_prefs THEN ALTER TABLE customer_contact_preferences FORCE ROW LEVEL SECURITY; END IF;
END $$;
