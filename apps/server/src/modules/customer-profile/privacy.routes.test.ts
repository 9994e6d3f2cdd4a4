// Privacy: download my data (JSON, CSV); closing the account anonymises the person while invoices and the
// ledgers keep their amounts, and the customer can no longer sign in. Support requests are recorded and emailed.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brands, customers, savedCards } from '../../db/schema.ts';
import { queryRows } from '../../db/query-rows.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { brandHeaders, messagesTo, signIn } from '../../testing/auth-helpers.ts';
import { makeCustomer, makeTenant, TEST_PASSWORD, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { customerAuth } from '../../testing/test-sessions.ts';
import { cardToken, type CheckoutWorld, checkoutWorld, createInvoice, key } from '../checkout/checkout-test-data.ts';

let t: TestApp;
let w: CheckoutWorld;
let other: TestTenant;

beforeAll(async () => {
  t = await createTestApp();
  w = await checkoutWorld(t.database.db, 'Privacy');
  other = await makeTenant(t.database.db, 'Other');
});

const tenantId = () => w.tenant.tenant.id;
const call = async (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) => {
  const res = await t.app.inject({ method, url: `/api/CustomerProfile/${url}`, headers, payload });
  await t.jobs.drain();
  return res;
};

/** Money as the books hold it: invoices, their payments, the cash ledger. */
const totals = () =>
  withTenant(t.database.db, tenantId(), async (tx) => {
    const [row] = await queryRows<{ invoices: string; paid: string; payments: string; count: string }>(
      tx,
      sql`select coalesce(sum(total_cents), 0)::text as invoices, coalesce(sum(paid_cents), 0)::text as paid, count(*)::text as count,
                 (select coalesce(sum(amount_cents), 0)::text from invoice_payments where tenant_id = ${tenantId()} and status = 'succeeded') as payments
            from invoices where tenant_id = ${tenantId()}`,
    );
    return row;
  });

describe('download my data', () => {
  it('answers the profile, visits and invoices as JSON and as CSV, to the customer only', async () => {
    const headers = (await customerAuth(t.database.db, w.customer)).headers;
    await call('POST', 'LinkedProfiles', headers, { firstName: 'Kid', lastName: 'Client', birthday: null });
    const invoice = await createInvoice(t.app, w);
    const json = await call('GET', 'MyData', headers);
    expect(json.statusCode).toBe(200);
    expect(json.json().res_data.filename).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(json.json().res_data.content);
    expect(data.profile).toMatchObject({ email: w.customer.email, phoneNumber: w.customer.phoneNumber });
    expect(data.linkedProfiles).toEqual([expect.objectContaining({ firstName: 'Kid' })]);
    expect(data.invoices.map((i: { total_cents: number }) => i.total_cents)).toContain(invoice.totalCents);
    expect(data.appointments.length).toBeGreaterThan(0);
    const csv = await call('GET', 'MyData?format=csv', headers);
    expect(csv.json().res_data.contentType).toBe('text/csv;charset=utf-8');
    const lines = csv.json().res_data.content.split('\r\n');
    expect(lines[0]).toBe('"section","item","field","value"');
    expect(lines).toContain(`"profile","1","email","${w.customer.email}"`);
    expect((await call('GET', 'MyData?format=xml', headers)).json().error.fields).toEqual({ format: 'Format must be json or csv' });
  });

  it('neutralises a value a spreadsheet would run as a formula', async () => {
    const customer = await makeCustomer(t.database.db, w.tenant);
    const headers = (await customerAuth(t.database.db, customer)).headers;
    await call('POST', 'SupportRequests', headers, { subject: '=HYPERLINK("x")', message: 'hi' });
    const csv = await call('GET', 'MyData?format=csv', headers);
    expect(csv.json().res_data.content).toContain(`"supportRequests","1","subject","'=HYPERLINK(""x"")"`);
  });
});

describe('close account', () => {
  it('anonymises the person and their cards while invoice and payment totals stay the same; sign-in is refused', async () => {
    const customer = await makeCustomer(t.database.db, w.tenant);
    const headers = (await customerAuth(t.database.db, customer)).headers;
    const kid = (await call('POST', 'LinkedProfiles', headers, { firstName: 'Kid', lastName: 'Person', birthday: '2016-01-01' })).json()
      .res_data;
    // A paid invoice of this customer, and a saved card.
    const invoice = await createInvoice(t.app, { ...w, customer } as CheckoutWorld);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/CustomerInvoice/Pay/${invoice.id}`,
      headers: { ...headers, 'idempotency-key': key() },
      payload: { tender: 'card', token: await cardToken(t.app) },
    });
    await t.jobs.drain();
    expect(paid.statusCode, paid.body).toBe(200);
    const card = await t.app.inject({ method: 'POST', url: '/api/CustomerCard/Add', headers, payload: { token: await cardToken(t.app) } });
    expect(card.statusCode, card.body).toBeLessThan(300);
    const before = await totals();

    const wrong = await call('POST', 'CloseAccount', headers, { password: 'Wrong#Pass1', confirm: 'CLOSE' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields).toEqual({ password: 'The password is not correct.' });
    expect((await call('POST', 'CloseAccount', headers, { password: TEST_PASSWORD, confirm: 'close' })).json().error.fields).toEqual({
      confirm: 'Type CLOSE to confirm',
    });
    const closed = await call('POST', 'CloseAccount', headers, { password: TEST_PASSWORD, confirm: 'CLOSE' });
    expect(closed.json()).toEqual({ res_data: { closed: true } });

    expect(await totals()).toEqual(before);
    const rows = await withTenant(t.database.db, tenantId(), (tx) =>
      tx.select().from(customers).where(sql`${customers.id} in (${customer.id}, ${kid.id})`),
    );
    for (const row of rows)
      expect(row).toMatchObject({
        firstName: 'Closed',
        lastName: 'account',
        email: null,
        phoneNumber: null,
        passwordHash: null,
        status: 'inactive',
      });
    const cards = await withTenant(t.database.db, tenantId(), (tx) =>
      tx.select().from(savedCards).where(eq(savedCards.customerId, customer.id)),
    );
    expect(cards.map((c) => ({ removed: c.removedAt !== null, isDefault: c.isDefault }))).toEqual([{ removed: true, isDefault: false }]);
    const [inv] = await withTenant(t.database.db, tenantId(), (tx) =>
      queryRows<{ customer_id: string; total_cents: number; status: string }>(
        tx,
        sql`select customer_id, total_cents, status from invoices where id = ${invoice.id}`,
      ),
    );
    expect(inv).toEqual({ customer_id: customer.id, total_cents: invoice.totalCents, status: 'success' });
    // The session ended and neither the phone nor the email signs in any more.
    expect((await call('GET', 'Personal', headers)).statusCode).toBe(401);
    const brand = await brandHeaders(t.database.db, w.tenant);
    for (const identifier of [customer.phoneNumber!, customer.email!]) {
      const res = await signIn(t.app, { userType: 'customer', identifier, password: TEST_PASSWORD }, brand);
      expect(res.token, identifier).toBeUndefined();
    }
  });
});

describe('support requests', () => {
  it("records the request, emails the brand support address, and lists only the customer's own", async () => {
    await withTenant(t.database.db, tenantId(), (tx) =>
      tx.update(brands).set({ supportEmail: 'help@privacy.test' }).where(eq(brands.id, w.tenant.brand.id)),
    );
    const customer = await makeCustomer(t.database.db, w.tenant);
    const headers = (await customerAuth(t.database.db, customer)).headers;
    const created = await call('POST', 'SupportRequests', headers, { subject: 'Lost scarf', message: 'I left a blue scarf on Friday.' });
    expect(created.statusCode).toBe(201);
    expect(created.json().res_data).toMatchObject({ emailed: true, request: { subject: 'Lost scarf', status: 'open' } });
    const [mail] = await messagesTo(t.database.db, tenantId(), 'help@privacy.test');
    expect(mail.subject).toBe('Customer request: Lost scarf');
    expect(mail.bodyText).toContain(`Email: ${customer.email}`);
    expect((await call('GET', 'SupportRequests', headers)).json().res_data).toHaveLength(1);
    const stranger = (await customerAuth(t.database.db, await makeCustomer(t.database.db, w.tenant))).headers;
    expect((await call('GET', 'SupportRequests', stranger)).json().res_data).toEqual([]);
    const foreign = (await customerAuth(t.database.db, await makeCustomer(t.database.db, other))).headers;
    expect((await call('GET', 'SupportRequests', foreign)).json().res_data).toEqual([]);
    const empty = await call('POST', 'SupportRequests', headers, { subject: ' ', message: 'x'.repeat(2001) });
    expect(empty.json().error.fields).toEqual({ subject: 'Subject is required', message: 'Message must be at most 2000 characters' });
  });
});
