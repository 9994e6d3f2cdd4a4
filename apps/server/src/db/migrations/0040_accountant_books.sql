-- The accountant role (issue 16) keeps the books end to end: besides reports and exports it sets up store groups,
-- maps GL accounts and connects QuickBooks (accounting_module). System accountant roles of existing tenants gain it;
-- a role an owner has edited keeps what they chose for everything else.
DO $$
DECLARE forced boolean;
BEGIN
  SELECT relforcerowsecurity INTO forced FROM pg_class WHERE oid = 'roles'::regclass;
  ALTER TABLE roles NO FORCE ROW LEVEL SECURITY;
  UPDATE roles
    SET access_controls = jsonb_set(
      access_controls,
      '{accounting}',
      coalesce(access_controls->'accounting', '{}'::jsonb) || '{"accounting_module": true}'::jsonb
    )
    WHERE slug = 'accountant' AND is_system;
  IF forced THEN
    ALTER TABLE roles FORCE ROW LEVEL SECURITY;
  END IF;
END $$;
