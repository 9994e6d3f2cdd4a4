import { averageTicketCents, type CustomerDetail, lifetimeSpendCents, visitSummary } from '@salon/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { contactFor, customerOfActor, iso } from './customer-access.ts';
import { notesOf } from './customer-notes.service.ts';

interface VisitRow extends Record<string, unknown> {
  id: string;
  starts_at: Date | string;
  status: string;
  timezone: string;
  store_name: string;
  cutter_id: string;
  cutter_name: string;
  services: string[] | null;
}
interface InvoiceRow extends Record<string, unknown> {
  id: string;
  number: string;
  created_at: Date | string;
  timezone: string;
  status: string;
  total_cents: number;
  paid_cents: number;
  refunded_cents: number;
}
interface TenderRow extends Record<string, unknown> {
  invoice_id: string;
  tender: string;
  amount_cents: number;
  brand: string | null;
  last4: string | null;
}

async function history(tx: Tx, tenantId: string, customerId: string) {
  const visits = await queryRows<VisitRow>(
    tx,
    sql`select a.id, a.starts_at, a.status, s.timezone, s.name as store_name, a.cutter_id,
               e.first_name || ' ' || e.last_name as cutter_name,
               (select array_agg(x.name order by x.position) from appointment_services x
                 where x.tenant_id = a.tenant_id and x.appointment_id = a.id) as services
        from appointments a
        join stores s on s.tenant_id = a.tenant_id and s.id = a.store_id
        join employees e on e.tenant_id = a.tenant_id and e.id = a.cutter_id
        where a.tenant_id = ${tenantId} and a.customer_id = ${customerId} and a.kind = 'appointment' and a.visit_id is null and a.status <> 'pending'
        order by a.starts_at desc limit 200`,
  );
  const invoices = await queryRows<InvoiceRow>(
    tx,
    sql`select i.id, i.number, i.created_at, s.timezone, i.status, i.total_cents, i.paid_cents, i.refunded_cents
        from invoices i join stores s on s.tenant_id = i.tenant_id and s.id = i.store_id
        where i.tenant_id = ${tenantId} and i.customer_id = ${customerId}
        order by i.created_at desc limit 200`,
  );
  const tenders = invoices.length
    ? await queryRows<TenderRow>(
        tx,
        sql`select p.invoice_id, p.tender, p.amount_cents, p.brand, p.last4 from invoice_payments p
            where p.tenant_id = ${tenantId} and p.status = 'succeeded' and p.invoice_id in (${sql.join(
              invoices.map((i) => sql`${i.id}`),
              sql`, `,
            )}) order by p.created_at`,
      )
    : [];
  return { visits, invoices, tenders };
}

/** /admin/customers/{id}: profile, history with its figures, cards, gift cards, linked profiles and notes. */
export async function getCustomerDetail(db: Db, actor: Actor, id: string, now: Date): Promise<CustomerDetail> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const c = await customerOfActor(tx, actor, id);
    const t = actor.tenantId;
    const { visits, invoices, tenders } = await history(tx, t, c.id);
    const people = await queryRows<{ id: string; first_name: string; last_name: string; primary_customer_id: string | null }>(
      tx,
      sql`select id, first_name, last_name, primary_customer_id from customers
          where tenant_id = ${t} and merged_into_id is null
            and (primary_customer_id = ${c.id} or id = ${c.primary_customer_id ?? c.id})
          order by last_name, first_name, id`,
    );
    const cards = await queryRows<{ id: string; brand: string; last4: string; exp_month: number; exp_year: number }>(
      tx,
      sql`select id, brand, last4, exp_month, exp_year from saved_cards
          where tenant_id = ${t} and customer_id = ${c.id} and removed_at is null order by created_at`,
    );
    const giftCards = await queryRows<{ id: string; last4: string; balance_cents: number; status: string }>(
      tx,
      sql`select id, last4, balance_cents, status from gift_cards where tenant_id = ${t} and customer_id = ${c.id} order by created_at`,
    );
    const summary = visitSummary(
      visits.map((v) => ({
        status: v.status,
        startsAt: new Date(v.starts_at),
        cutterId: v.cutter_id,
        cutterName: v.cutter_name,
        services: v.services ?? [],
      })),
      now,
    );
    const money = invoices.map((i) => ({ status: i.status, paidCents: i.paid_cents, refundedCents: i.refunded_cents }));
    const zoneOf = (at: Date | null) =>
      at
        ? { at: at.toISOString(), timezone: visits.find((v) => new Date(v.starts_at).getTime() === at.getTime())?.timezone ?? 'UTC' }
        : null;
    const [brandStore] = await queryRows<{ timezone: string }>(
      tx,
      sql`select timezone from stores where tenant_id = ${t} and brand_id = ${c.brand_id} order by created_at, id limit 1`,
    );
    const ref = (p: { id: string; first_name: string; last_name: string }) => ({
      id: p.id,
      firstName: p.first_name,
      lastName: p.last_name,
    });
    const primary = c.primary_customer_id ? people.find((p) => p.id === c.primary_customer_id) : undefined;
    return {
      id: c.id,
      firstName: c.first_name,
      lastName: c.last_name,
      profileType: c.profile_type,
      phone: contactFor(actor, c.phone_number, 'phone'),
      email: contactFor(actor, c.email, 'email'),
      phoneVerified: c.phone_verified,
      emailVerified: c.email_verified,
      createdAt: iso(c.created_at) as string,
      timezone: visits[0]?.timezone ?? brandStore?.timezone ?? 'UTC',
      primary: primary ? ref(primary) : null,
      linked: people.filter((p) => p.primary_customer_id === c.id).map(ref),
      stats: {
        visitCount: summary.visitCount,
        noShowCount: summary.noShowCount,
        cancelledCount: summary.cancelledCount,
        lifetimeSpendCents: lifetimeSpendCents(money),
        averageTicketCents: averageTicketCents(money),
        lastVisit: zoneOf(summary.lastVisit?.startsAt ?? null),
        nextVisit: zoneOf(summary.nextVisit?.startsAt ?? null),
        favouriteCutter: summary.favouriteCutter,
        favouriteServices: summary.favouriteServices,
      },
      appointments: visits.map((v) => ({
        id: v.id,
        startsAt: iso(v.starts_at) as string,
        timezone: v.timezone,
        storeName: v.store_name,
        cutterName: v.cutter_name,
        status: v.status,
        services: v.services ?? [],
      })),
      invoices: invoices.map((i) => ({
        id: i.id,
        number: i.number,
        createdAt: iso(i.created_at) as string,
        timezone: i.timezone,
        status: i.status,
        totalCents: i.total_cents,
        paidCents: i.paid_cents,
        refundedCents: i.refunded_cents,
        tenders: tenders
          .filter((p) => p.invoice_id === i.id)
          .map((p) => ({ tender: p.tender, amountCents: p.amount_cents, brand: p.brand, last4: p.last4 })),
      })),
      savedCards: cards.map((k) => ({ id: k.id, brand: k.brand, last4: k.last4, expMonth: k.exp_month, expYear: k.exp_year })),
      giftCards: giftCards.map((g) => ({ id: g.id, last4: g.last4, balanceCents: g.balance_cents, status: g.status })),
      notes: await notesOf(tx, t, c.id),
    };
  });
}
