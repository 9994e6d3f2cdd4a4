ALTER TABLE "stores" RENAME COLUMN "tax_rate_basis_points" TO "tax_rate_milli_percent";--> statement-breakpoint
ALTER TABLE "invoices" RENAME COLUMN "tax_rate_basis_points" TO "tax_rate_milli_percent";--> statement-breakpoint
-- Basis points (825 = 8.25%) to milli-percent (8250 = 8.25%), so rates with three decimals (8.875%) are exact.
-- Row-level security is forced on both tables and has no policy for the owner that migrates: it is lifted for the
-- update and put back as it was.
DO $$
DECLARE
  t text;
  forced boolean;
BEGIN
  FOREACH t IN ARRAY ARRAY['stores', 'invoices'] LOOP
    SELECT relforcerowsecurity INTO forced FROM pg_class WHERE oid = t::regclass;
    EXECUTE format('ALTER TABLE %I NO FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('UPDATE %I SET tax_rate_milli_percent = tax_rate_milli_percent * 10', t);
    IF forced THEN
      EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    END IF;
  END LOOP;
END $$;
