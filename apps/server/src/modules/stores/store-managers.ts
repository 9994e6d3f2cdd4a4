import { type AccessControls, hasAccess, MANAGER_ROLE_SLUGS, mergeControls } from '@salon/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

export type StoreManager = { id: string; email: string; first_name: string };

/**
 * The store's managers (manager-group roles held at the store, or the store's owners and managers list)
 * who are active and hold one of `flags` through any of their roles; `except` leaves people out (the actor).
 */
export async function storeManagersWith(
  tx: Tx,
  tenantId: string,
  storeId: string,
  flags: readonly string[],
  except: readonly string[] = [],
): Promise<StoreManager[]> {
  const slugs = sql.join(
    MANAGER_ROLE_SLUGS.map((slug) => sql`${slug}`),
    sql`, `,
  );
  const rows = await queryRows<StoreManager & { controls: AccessControls[] }>(
    tx,
    sql`SELECT e.id, e.email, e.first_name,
               COALESCE((SELECT json_agg(r.access_controls) FROM employee_roles er JOIN roles r ON r.id = er.role_id
                          WHERE er.tenant_id = e.tenant_id AND er.employee_id = e.id), '[]'::json) AS controls
          FROM employees e
         WHERE e.tenant_id = ${tenantId} AND e.status = 'active'
           AND (EXISTS (SELECT 1 FROM employee_roles er JOIN roles r ON r.id = er.role_id
                         WHERE er.tenant_id = e.tenant_id AND er.employee_id = e.id AND er.store_id = ${storeId}
                           AND (er.is_owner OR r.slug IN (${slugs})))
             OR EXISTS (SELECT 1 FROM store_people sp
                         WHERE sp.tenant_id = e.tenant_id AND sp.employee_id = e.id AND sp.store_id = ${storeId}
                           AND sp.role IN ('owner', 'manager')))
         ORDER BY e.email`,
  );
  return rows
    .filter((r) => !except.includes(r.id) && hasAccess(mergeControls(...r.controls), [...flags]))
    .map(({ id, email, first_name }) => ({ id, email, first_name }));
}

/**
 * The store's owners (an owner role at the store, or the store's people list), active; when a store has none,
 * the tenant's franchisors (who own every store of the brand).
 */
export async function storeOwners(tx: Tx, tenantId: string, storeId: string): Promise<StoreManager[]> {
  return queryRows<StoreManager>(
    tx,
    sql`WITH owners AS (
          SELECT e.id, e.email, e.first_name FROM employees e
           WHERE e.tenant_id = ${tenantId} AND e.status = 'active'
             AND (EXISTS (SELECT 1 FROM employee_roles er WHERE er.tenant_id = e.tenant_id AND er.employee_id = e.id
                           AND er.store_id = ${storeId} AND er.is_owner)
               OR EXISTS (SELECT 1 FROM store_people sp WHERE sp.tenant_id = e.tenant_id AND sp.employee_id = e.id
                           AND sp.store_id = ${storeId} AND sp.role = 'owner')))
        SELECT * FROM owners
        UNION ALL
        SELECT e.id, e.email, e.first_name FROM employees e
         WHERE e.tenant_id = ${tenantId} AND e.status = 'active' AND NOT EXISTS (SELECT 1 FROM owners)
           AND EXISTS (SELECT 1 FROM employee_roles er JOIN roles r ON r.id = er.role_id
                        WHERE er.tenant_id = e.tenant_id AND er.employee_id = e.id AND er.store_id IS NULL AND r.slug = 'franchisor')
        ORDER BY email`,
  );
}
