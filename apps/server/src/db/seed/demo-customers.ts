// Demo customers with history for /admin/customers (issue 13): past visits with services and cutters,
// paid invoices with tenders, a no-show, staff notes (one pinned, shown in the calendar on today's visit),
// and one duplicate pair (Sam Okafor / Samuel Okafor) to try the merge on.
import { randomUUID } from 'node:crypto';
import { addDays, instantToWallClock, wallClockToInstant } from '@salon/shared';
import { sql } from 'drizzle-orm';
import { createCustomer } from '../../modules/customers/customers.service.ts';
import { withTenant } from '../../platform/tenancy.ts';
import type { Db } from '../client.ts';
import { queryRows } from '../query-rows.ts';

interface DemoCustomersInput {
  tenantId: string;
  brandId: string;
  store: { id: string; timezone: string };
  cutterIds: string[];
  authorId: string;
  customers: { primaryId: string; otherId: string };
  now: Date;
}

/** [customer key, days ago, cutter index, services, status, tenders (cents)]. */
type Visit = [string, number, number, string[], string, [string, number][]];

export async function seedDemoCustomers(db: Db, input: DemoCustomersInput) {
  const { tenantId: t, store, now } = input;
  const more: Record<string, string> = {};
  for (const [key, firstName, lastName, phoneNumber, email] of [
    ['samuel', 'Samuel', 'Okafor', '+15555550102', 'samuel.okafor@demo.salon'],
    ['priya', 'Priya', 'Shah', '+15555554821', 'priya@demo.salon'],
    ['diego', 'Diego', 'Alvarez', '+15555550177', null],
  ] as const) {
    more[key] = (await createCustomer(db, { tenantId: t, brandId: input.brandId, firstName, lastName, phoneNumber, email })).id;
  }
  const ids: Record<string, string> = { jordan: input.customers.primaryId, sam: input.customers.otherId, ...more };
  const visits: Visit[] = [
    ['jordan', 84, 0, ['Haircut', 'Beard Trim'], 'checked_out', [['card', 6000]]],
    ['jordan', 56, 1, ['Skin Fade'], 'checked_out', [['cash', 4500]]],
    [
      'jordan',
      28,
      1,
      ['Skin Fade', 'Beard Trim'],
      'checked_out',
      [
        ['card', 4000],
        ['cash', 2500],
      ],
    ],
    ['jordan', 14, 0, ['Haircut'], 'no_show', []],
    ['sam', 45, 0, ['Haircut'], 'checked_out', [['card', 3800]]],
    ['samuel', 20, 1, ['Hot Towel Shave'], 'checked_out', [['cash', 3300]]],
    ['priya', 35, 0, ['Haircut'], 'checked_out', [['card', 3800]]],
    ['priya', 7, 0, ['Haircut'], 'cancelled', []],
    ['diego', 120, 1, ['Skin Fade'], 'checked_out', [['cash', 4400]]],
  ];
  const today = instantToWallClock(store.timezone, now).date;
  await withTenant(db, t, async (tx) => {
    const services = await queryRows<{ id: string; name: string; duration_minutes: number; price_cents: number }>(
      tx,
      sql`select id, name, duration_minutes, price_cents from services where tenant_id = ${t}`,
    );
    let n = 0;
    for (const [key, daysAgo, cutter, names, status, tenders] of visits) {
      const start = wallClockToInstant(store.timezone, addDays(today, -daysAgo), 11 * 60 + (n % 3) * 60, 'compatible');
      const picked = names.map((name) => services.find((s) => s.name === name)).filter((s) => s !== undefined);
      const minutes = picked.reduce((sum, s) => sum + s.duration_minutes, 0);
      const appointmentId = randomUUID();
      await tx.execute(sql`insert into appointments (id, tenant_id, store_id, cutter_id, customer_id, status, source, starts_at, ends_at)
        values (${appointmentId}, ${t}, ${store.id}, ${input.cutterIds[cutter % input.cutterIds.length]}, ${ids[key]}, ${status}, 'admin',
                ${start.toISOString()}, ${new Date(start.getTime() + minutes * 60_000).toISOString()})`);
      for (const [position, s] of picked.entries())
        await tx.execute(sql`insert into appointment_services (id, tenant_id, appointment_id, service_id, position, name, duration_minutes, price_cents)
          values (${randomUUID()}, ${t}, ${appointmentId}, ${s.id}, ${position}, ${s.name}, ${s.duration_minutes}, ${s.price_cents})`);
      n++;
      if (tenders.length === 0) continue;
      const paid = tenders.reduce((sum, [, cents]) => sum + cents, 0);
      const invoiceId = randomUUID();
      const paidAt = new Date(start.getTime() + minutes * 60_000).toISOString();
      await tx.execute(sql`insert into invoices (id, tenant_id, store_id, kind, cart_uniq_id, number, appointment_id, customer_id, status,
          tax_rate_milli_percent, subtotal_cents, total_cents, paid_cents, paid_at, created_at)
        values (${invoiceId}, ${t}, ${store.id}, 'appointment', ${`demo-${invoiceId}`}, ${`D-${1000 + n}`}, ${appointmentId}, ${ids[key]}, 'success',
          0, ${paid}, ${paid}, ${paid}, ${paidAt}, ${paidAt})`);
      for (const [tender, cents] of tenders)
        await tx.execute(sql`insert into invoice_payments (id, tenant_id, invoice_id, tender, status, amount_cents, gateway_key, brand, last4, customer_id, actor_type, created_at)
          values (${randomUUID()}, ${t}, ${invoiceId}, ${tender}, 'succeeded', ${cents}, ${`demo_${randomUUID()}`},
            ${tender === 'card' ? 'visa' : null}, ${tender === 'card' ? '4242' : null}, ${ids[key]}, 'admin', ${paidAt})`);
    }
    const [author] = await queryRows<{ name: string }>(
      tx,
      sql`select first_name || ' ' || last_name as name from employees where tenant_id = ${t} and id = ${input.authorId}`,
    );
    for (const [key, body, pinned] of [
      ['jordan', 'Sensitive scalp: no hot towel on the head.', true],
      ['jordan', 'Likes a short fade, number 2 on the sides.', false],
      ['samuel', 'Probably the same person as Sam Okafor (new phone).', false],
    ] as const)
      await tx.execute(sql`insert into customer_notes (id, tenant_id, customer_id, body, pinned, author_id, author_name)
        values (${randomUUID()}, ${t}, ${ids[key]}, ${body}, ${pinned}, ${input.authorId}, ${author?.name ?? 'Staff'})`);
  });
}
