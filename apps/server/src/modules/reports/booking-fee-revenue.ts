// Booking-fee revenue for the sales reports (issue 20): late-cancel and no-show fees charged to the card and the part of
// a deposit kept against them, outside any invoice, dated by the local day of the cancellation or no-show and counted
// by feeRevenueOf (packages/shared), so the report's fee column adds up to the booking charges themselves.
import { type FeeCharge, feeRevenueOf, instantToWallClock } from '@salon/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { StoreWindow } from './report-types.ts';

/** Fee revenue by local date over the windows (days with none are left out). */
export async function feeRevenueByDate(tx: Tx, tenantId: string, windows: StoreWindow[]): Promise<Map<string, number>> {
  const byDate = new Map<string, number>();
  for (const w of windows) {
    const rows = await queryRows<FeeCharge & { at: Date | string; [k: string]: unknown }>(
      tx,
      sql`select c.kind, c.status, c.amount_cents as "amountCents", c.refunded_cents as "refundedCents",
                 c.kept_cents as "keptCents", a.cancelled_at as at
          from booking_charges c join appointments a on a.tenant_id = c.tenant_id and a.id = c.appointment_id
          where c.tenant_id = ${tenantId} and c.status = 'succeeded' and a.status in ('cancelled', 'no_show')
            and a.store_id = ${w.storeId} and a.cancelled_at >= ${w.start.toISOString()} and a.cancelled_at < ${w.end.toISOString()}`,
    );
    for (const row of rows) {
      const cents = feeRevenueOf(row);
      if (cents === 0) continue;
      const date = instantToWallClock(w.timezone, new Date(row.at)).date;
      byDate.set(date, (byDate.get(date) ?? 0) + cents);
    }
  }
  return byDate;
}
