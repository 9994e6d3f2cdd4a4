import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { queueMessage } from '../../platform/outbox/outbox.ts';
import { notify, wantEmail } from '../notifications/notify.ts';
import { storeManagersWith } from '../stores/store-managers.ts';

export const THRESHOLD_TEMPLATE = 'inventory.threshold';

/** The store's managers who hold the threshold_notification flag. */
export const thresholdRecipients = (tx: Tx, tenantId: string, storeId: string) =>
  storeManagersWith(tx, tenantId, storeId, ['threshold_notification']);

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
  const recipients = await thresholdRecipients(tx, tenantId, item.store_id);
  await notify(tx, {
    tenantId,
    employeeIds: recipients.map((p) => p.id),
    kind: 'stock_below_threshold',
    title: `Low stock: ${product} at ${item.store_name} (${item.quantity} left)`,
    link: '/admin/inventory',
  });
  for (const person of await wantEmail(tx, tenantId, recipients, 'stock_below_threshold')) {
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
