import { hasAccess, mergeControls, type AccessControls, MANAGER_ROLE_SLUGS } from '@salon/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { queueMessage } from '../../platform/outbox/outbox.ts';

export const THRESHOLD_TEMPLATE = 'inventory.threshold';

type Recipient = {
  email: string;
  first_name: string;
};

/**
 * The store's managers (manager-group roles held at the store, or the store's owners and managers list)
 * who are active and hold the threshold_notification flag through any of their roles.
 */
export async function thresholdRecipients(tx: Tx, tenantId: string, storeId: string): Promise<Recipient[]> {
  const slugs = sql.join(
    MANAGER_ROLE_SLUGS.map((slug) => sql`${slug}`),
    sql`, `,
  );
  const rows = await queryRows<Recipient & { id: string; controls: AccessControls[] }>(
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
  return rows.filter((r) => hasAccess(mergeControls(...r.controls), ['threshold_notification']));
}

/** Queues the low-stock email to each recipient in the caller's transaction; answers the outbox ids. */
export async function queueThresholdAlerts(tx: Tx, tenantId: string, stockItemId: string): Promise<string[]> {
  const [item] = await queryRows<{
    store_id: string;
    store_name: string;
    product_name: string | null;
    quantity: number;
    threshold: number;
  }>(
    tx,
    sql`SELECT s.store_id, st.name AS store_name, p.name AS product_name, s.quantity, s.threshold
          FROM stock_items s
          JOIN stores st ON st.id = s.store_id
          LEFT JOIN products p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
         WHERE s.tenant_id = ${tenantId} AND s.id = ${stockItemId}`,
  );
  if (!item) return [];
  const product = item.product_name ?? 'A product';
  const ids: string[] = [];
  for (const person of await thresholdRecipients(tx, tenantId, item.store_id)) {
    ids.push(
      await queueMessage(tx, {
        tenantId,
        channel: 'email',
        to: person.email,
        template: THRESHOLD_TEMPLATE,
        subject: `Low stock: ${product} at ${item.store_name}`,
        text:
          `Hello ${person.first_name},\n\n${product} at ${item.store_name} is down to ${item.quantity}, ` +
          `below its threshold of ${item.threshold}. Please reorder or receive stock.\n`,
      }),
    );
  }
  return ids;
}
