-- client_visit_facts (issue 15) kept by the database: statement triggers on appointments collect the customers a
-- statement touched (old and new customer_id, so a merge recomputes both) and recompute all their facts rows.
-- Served statuses: SERVED_STATUSES of packages/shared reports/kpi-visits.ts (client-visit-facts.property.test.ts
-- compares the table with a recomputation that reads them from there).
-- SECURITY INVOKER on purpose: the writer's row-level security applies (salon_app sees its tenant, whose customers
-- are the ones touched; salon_system sees all); a definer function owned by a non-superuser owner would see no
-- rows under the forced policies. search_path is fixed so a session's path cannot redirect the tables.

-- Every facts row of these customers, deleted and written again from their appointments. prev/next: the latest
-- earlier and earliest later start of a served appointment (strictly before / after, split parts included as the
-- KPI history reads them); rebooked: a later appointment (not cancelled or no-show) created within 24 hours of
-- the start. Timestamps are microseconds, so "1 microsecond preceding" is "strictly earlier".
CREATE OR REPLACE FUNCTION client_visit_facts_recompute(tenants uuid[], customers uuid[]) RETURNS void
  LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  DELETE FROM client_visit_facts f USING unnest(tenants, customers) AS u(t, c) WHERE f.tenant_id = u.t AND f.customer_id = u.c;
  INSERT INTO client_visit_facts (tenant_id, appointment_id, customer_id, store_id, starts_at, prev_served_at, next_served_at, rebooked)
  SELECT h.tenant_id, h.id, h.customer_id, h.store_id, h.starts_at, h.prev_served_at, h.next_served_at,
         coalesce(h.rebook_created_at <= h.starts_at + interval '24 hours', false)
  FROM (SELECT a.tenant_id, a.id, a.customer_id, a.store_id, a.starts_at, a.status, a.visit_id,
               max(a.starts_at) FILTER (WHERE a.status IN ('completed', 'checkout', 'partially-paid', 'checked_out')) OVER earlier AS prev_served_at,
               min(a.starts_at) FILTER (WHERE a.status IN ('completed', 'checkout', 'partially-paid', 'checked_out')) OVER later AS next_served_at,
               min(a.created_at) FILTER (WHERE a.status NOT IN ('cancelled', 'no_show')) OVER later AS rebook_created_at
        FROM appointments a
        JOIN (SELECT DISTINCT u.t, u.c FROM unnest(tenants, customers) AS u(t, c)) u ON a.tenant_id = u.t AND a.customer_id = u.c
        WHERE a.kind = 'appointment'
        WINDOW earlier AS (PARTITION BY a.tenant_id, a.customer_id ORDER BY a.starts_at
                           RANGE BETWEEN UNBOUNDED PRECEDING AND interval '1 microsecond' PRECEDING),
               later AS (PARTITION BY a.tenant_id, a.customer_id ORDER BY a.starts_at
                         RANGE BETWEEN interval '1 microsecond' FOLLOWING AND UNBOUNDED FOLLOWING)) h
  WHERE h.visit_id IS NULL AND h.status IN ('completed', 'checkout', 'partially-paid', 'checked_out');
END $$;
--> statement-breakpoint
-- The triggers' entry: a transaction-scoped advisory lock per (tenant, customer), taken in key order so two
-- transactions lock in the same order, then the recompute. A second writer of a customer waits here until the
-- first commits; its recompute's statements then read with a new snapshot (READ COMMITTED) that holds the
-- first's rows. The key is the customer's hash in one of 1024 buckets (the two-int4 key space, apart from the
-- app's bigint keys): a statement touching thousands of customers (a bulk update, the bench's seed) holds at most
-- 1024 locks instead of exhausting the lock table; two customers sharing a bucket only wait for each other.
CREATE OR REPLACE FUNCTION client_visit_facts_touch(tenants uuid[], customers uuid[]) RETURNS void
  LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
DECLARE
  k integer;
BEGIN
  IF customers IS NULL OR cardinality(customers) = 0 THEN
    RETURN;
  END IF;
  FOR k IN SELECT DISTINCT abs(hashtext(u.t || ':' || u.c) % 1024) AS bucket
             FROM unnest(tenants, customers) AS u(t, c) ORDER BY bucket LOOP
    PERFORM pg_advisory_xact_lock(hashtext('client-visit-facts'), k);
  END LOOP;
  PERFORM client_visit_facts_recompute(tenants, customers);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION client_visit_facts_after_insert() RETURNS trigger
  LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM client_visit_facts_touch(array_agg(t), array_agg(c))
    FROM (SELECT DISTINCT n.tenant_id AS t, n.customer_id AS c FROM new_rows n WHERE n.customer_id IS NOT NULL) d;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION client_visit_facts_after_delete() RETURNS trigger
  LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM client_visit_facts_touch(array_agg(t), array_agg(c))
    FROM (SELECT DISTINCT o.tenant_id AS t, o.customer_id AS c FROM old_rows o WHERE o.customer_id IS NOT NULL) d;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update recomputes only the customers of rows whose facts inputs changed (not a note, a version or updated_at).
CREATE OR REPLACE FUNCTION client_visit_facts_after_update() RETURNS trigger
  LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM client_visit_facts_touch(array_agg(t), array_agg(c))
    FROM (WITH changed AS (
            SELECT o.tenant_id AS ot, o.customer_id AS oc, n.tenant_id AS nt, n.customer_id AS nc
            FROM old_rows o FULL JOIN new_rows n ON n.tenant_id = o.tenant_id AND n.id = o.id
            WHERE o.id IS NULL OR n.id IS NULL
               OR (o.customer_id, o.store_id, o.starts_at, o.created_at, o.status, o.kind, o.visit_id)
                  IS DISTINCT FROM (n.customer_id, n.store_id, n.starts_at, n.created_at, n.status, n.kind, n.visit_id))
          SELECT ot AS t, oc AS c FROM changed WHERE oc IS NOT NULL
          UNION
          SELECT nt, nc FROM changed WHERE nc IS NOT NULL) d;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER client_visit_facts_insert AFTER INSERT ON appointments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_visit_facts_after_insert();
--> statement-breakpoint
CREATE TRIGGER client_visit_facts_update AFTER UPDATE ON appointments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_visit_facts_after_update();
--> statement-breakpoint
CREATE TRIGGER client_visit_facts_delete AFTER DELETE ON appointments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION client_visit_facts_after_delete();
--> statement-breakpoint
-- Backfill: every customer's facts from the appointments already there (no locks: the migration holds the
-- migrator's lock and runs before the app serves).
SELECT client_visit_facts_recompute(array_agg(t), array_agg(c))
  FROM (SELECT DISTINCT tenant_id AS t, customer_id AS c FROM appointments WHERE customer_id IS NOT NULL) d;
