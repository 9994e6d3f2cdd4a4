// Privacy: the customer downloads what we hold about them (JSON, CSV) and can close the account. Closing
// anonymises the person and their family profiles (name, email, phone, birthday, saved cards, preferences,
// requests, conversations with support) while appointments, invoices and every ledger keep their rows and amounts.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { customerContactPreferences, customerPersonalDetails, customerSupportRequests, customers, savedCards } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { revokeSessions } from '../../platform/auth/sessions.ts';
import { invalid } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { preferencesOf } from './contact-preferences.ts';
import { birthdayOf, selfOf } from './profile-records.ts';

/**
 * The customer's conversations with support (contact us): those written signed in, and those written signed out
 * with the account's email as the reply-to address.
 */
const ownThreads = (tenantId: string, customerId: string, email: string | null) =>
  sql`tenant_id = ${tenantId} and (customer_id = ${customerId} or (customer_id is null and ${email}::text is not null and lower(reply_to) = lower(${email}::text)))`;

async function supportConversations(tx: Tx, tenantId: string, customerId: string, email: string | null) {
  const threads = await queryRows<{ id: string; subject: string; category: string; message: string; created_at: Date }>(
    tx,
    sql`select id, subject, category, message, created_at from support_messages where ${ownThreads(tenantId, customerId, email)} order by created_at desc`,
  );
  const replies = threads.length
    ? await queryRows<{ support_message_id: string; author: string; body: string; created_at: Date }>(
        tx,
        sql`select support_message_id, author, body, created_at from support_replies
             where tenant_id = ${tenantId} and support_message_id in (${sql.join(
               threads.map((th) => sql`${th.id}`),
               sql`, `,
             )}) order by created_at`,
      )
    : [];
  const subjectOf = new Map(threads.map((th) => [th.id, th.subject]));
  return {
    supportConversations: threads.map(({ id: _id, created_at, ...th }) => ({ ...th, createdAt: new Date(created_at).toISOString() })),
    supportReplies: replies.map((r) => ({
      conversation: subjectOf.get(r.support_message_id) ?? '',
      from: r.author === 'support' ? 'support' : 'you',
      body: r.body,
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}

export async function myData(ctx: AppContext, actor: Actor) {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const self = await selfOf(tx, actor);
    const linked = await tx
      .select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName, status: customers.status })
      .from(customers)
      .where(and(eq(customers.tenantId, actor.tenantId), eq(customers.primaryCustomerId, actor.id)));
    const ids = [actor.id, ...linked.map((l) => l.id)];
    const appointments = await queryRows<{ id: string; store: string; starts_at: Date; status: string; services: string | null }>(
      tx,
      sql`select a.id, s.name as store, a.starts_at, a.status,
                 (select string_agg(x.name, ', ' order by x.position) from appointment_services x
                   where x.tenant_id = a.tenant_id and x.appointment_id = a.id) as services
            from appointments a join stores s on s.tenant_id = a.tenant_id and s.id = a.store_id
           where a.tenant_id = ${actor.tenantId} and a.customer_id in (${sql.join(
             ids.map((id) => sql`${id}`),
             sql`, `,
           )})
           order by a.starts_at desc`,
    );
    const invoices = await queryRows<{
      number: string;
      status: string;
      total_cents: number;
      paid_cents: number;
      currency: string;
      created_at: Date;
    }>(
      tx,
      sql`select number, status, total_cents, paid_cents, currency, created_at from invoices
           where tenant_id = ${actor.tenantId} and customer_id in (${sql.join(
             ids.map((id) => sql`${id}`),
             sql`, `,
           )}) order by created_at desc`,
    );
    const cards = await tx
      .select({ brand: savedCards.brand, last4: savedCards.last4, expMonth: savedCards.expMonth, expYear: savedCards.expYear })
      .from(savedCards)
      .where(and(eq(savedCards.tenantId, actor.tenantId), eq(savedCards.customerId, actor.id), isNull(savedCards.removedAt)));
    const requests = await tx
      .select({
        subject: customerSupportRequests.subject,
        message: customerSupportRequests.message,
        createdAt: customerSupportRequests.createdAt,
      })
      .from(customerSupportRequests)
      .where(and(eq(customerSupportRequests.tenantId, actor.tenantId), eq(customerSupportRequests.customerId, actor.id)))
      .orderBy(desc(customerSupportRequests.createdAt));
    return {
      exportedAt: ctx.now().toISOString(),
      profile: {
        firstName: self.firstName,
        lastName: self.lastName,
        email: self.email,
        phoneNumber: self.phoneNumber,
        birthday: await birthdayOf(tx, actor.tenantId, actor.id),
        createdAt: self.createdAt.toISOString(),
      },
      linkedProfiles: linked.filter((l) => l.status === 'active').map(({ status: _s, ...l }) => l),
      contactPreferences: await preferencesOf(tx, actor.tenantId, actor.id),
      appointments: appointments.map((a) => ({ ...a, starts_at: new Date(a.starts_at).toISOString() })),
      invoices: invoices.map((i) => ({ ...i, created_at: new Date(i.created_at).toISOString() })),
      savedCards: cards,
      supportRequests: requests.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      ...(await supportConversations(tx, actor.tenantId, actor.id, self.email)),
    };
  });
}

const csvCell = (value: unknown) => {
  const s = value === null || value === undefined ? '' : String(value);
  // Quote always; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** The same data as CSV: one line per value, "section,item,field,value". */
export function myDataCsv(data: Awaited<ReturnType<typeof myData>>): string {
  const lines = [['section', 'item', 'field', 'value'].map(csvCell).join(',')];
  const add = (section: string, item: number | string, record: Record<string, unknown>) => {
    for (const [field, value] of Object.entries(record)) lines.push([section, item, field, value].map(csvCell).join(','));
  };
  add('profile', 1, data.profile);
  for (const [section, rows] of Object.entries({
    linkedProfiles: data.linkedProfiles,
    contactPreferences: data.contactPreferences,
    appointments: data.appointments,
    invoices: data.invoices,
    savedCards: data.savedCards,
    supportRequests: data.supportRequests,
    supportConversations: data.supportConversations,
    supportReplies: data.supportReplies,
  }))
    for (const [i, row] of (rows as Record<string, unknown>[]).entries()) add(section, i + 1, row);
  return `${lines.join('\r\n')}\r\n`;
}

export const CLOSED_NAME = { firstName: 'Closed', lastName: 'account' } as const;

/** Closes the account: the password (when there is one) confirms it; every session ends. */
export async function closeAccount(ctx: AppContext, actor: Actor, body: { password?: string }, requestId?: string) {
  const now = ctx.now();
  const closed = await withTenant(ctx.db, actor.tenantId, async (tx) => {
    const self = await selfOf(tx, actor);
    if (self.passwordHash && !(body.password && (await verifyPassword(self.passwordHash, body.password))))
      throw invalid({ password: 'The password is not correct.' });
    const family = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.tenantId, actor.tenantId), eq(customers.primaryCustomerId, actor.id)));
    const ids = [actor.id, ...family.map((f) => f.id)];
    await tx
      .update(customers)
      .set({
        ...CLOSED_NAME,
        email: null,
        phoneNumber: null,
        emailVerified: false,
        phoneVerified: false,
        passwordHash: null,
        status: 'inactive',
      })
      .where(and(eq(customers.tenantId, actor.tenantId), inArray(customers.id, ids)));
    await tx
      .delete(customerPersonalDetails)
      .where(and(eq(customerPersonalDetails.tenantId, actor.tenantId), inArray(customerPersonalDetails.customerId, ids)));
    await tx
      .delete(customerContactPreferences)
      .where(and(eq(customerContactPreferences.tenantId, actor.tenantId), inArray(customerContactPreferences.customerId, ids)));
    await tx
      .delete(customerSupportRequests)
      .where(and(eq(customerSupportRequests.tenantId, actor.tenantId), eq(customerSupportRequests.customerId, actor.id)));
    // Their conversations with support go too (the replies with them): they hold the name, address and words.
    await tx.execute(sql`delete from support_messages where ${ownThreads(actor.tenantId, actor.id, self.email)}`);
    // Card rows stay (payments name them) but are removed; the gateway forgets them after commit.
    const cards = await tx
      .update(savedCards)
      .set({ removedAt: now, isDefault: false })
      .where(and(eq(savedCards.tenantId, actor.tenantId), eq(savedCards.customerId, actor.id), isNull(savedCards.removedAt)))
      .returning({ id: savedCards.id, customerRef: savedCards.customerRef, cardRef: savedCards.cardRef });
    // Appointments booked for a guest name under this account keep no contact details either.
    await tx.execute(
      sql`update appointments set guest_name = null, guest_email = null, guest_phone = null
           where tenant_id = ${actor.tenantId} and customer_id in (${sql.join(
             ids.map((id) => sql`${id}`),
             sql`, `,
           )})`,
    );
    await revokeSessions(tx, { customerId: actor.id }, 'account_closed');
    await audit(
      tx,
      actor,
      {
        action: 'customer.account_closed',
        entityType: 'customer',
        entityId: actor.id,
        details: { profiles: ids.length, cards: cards.length },
      },
      requestId,
    );
    return cards;
  });
  for (const card of closed) {
    await ctx.gateway.detachCard({ customerRef: card.customerRef, cardRef: card.cardRef }).catch((err) => {
      ctx.log.warn({ err, savedCardId: card.id }, 'the gateway did not detach a card of a closed account');
    });
  }
  return { closed: true as const };
}
