import { controlsFromFlags } from '@salon/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../db/schema.ts';
import { queryRows } from '../../db/query-rows.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeCustomer, makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { historyWorld } from './customer-test-data.ts';

type Headers = Record<string, string>;

describe('customers for staff: search, detail, create, edit, notes', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  const as: Record<string, Headers> = {};
  let world: Awaited<ReturnType<typeof historyWorld>>;
  let jane: { id: string };
  let betaFranchisor: Headers;

  const search = (body: Record<string, unknown>, headers = as.coordinator!) =>
    t.app.inject({ method: 'POST', url: '/api/Customer/Search', headers, payload: body });
  const detail = (id: string, headers = as.coordinator!) => t.app.inject({ method: 'GET', url: `/api/Customer/GetById/${id}`, headers });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    a = await makeTenant(db, 'Alpha');
    b = await makeTenant(db, 'Beta');
    for (const slug of ['franchisor', 'general_manager', 'shop_manager', 'coordinator', 'cutter'])
      as[slug] = (await staffAuth(db, await makeEmployee(db, a, slug))).headers;
    await withTenant(db, a.tenant.id, (tx) =>
      tx.insert(roles).values({
        tenantId: a.tenant.id,
        slug: 'greeter',
        name: 'Greeter',
        scope: 'store',
        accessControls: controlsFromFlags(['search_customers', 'view_partial_phone']),
      }),
    );
    as.greeter = (await staffAuth(db, await makeEmployee(db, a, 'greeter'))).headers;
    betaFranchisor = (await staffAuth(db, await makeEmployee(db, b, 'franchisor'))).headers;
    world = await historyWorld(db, a);
    jane = await makeCustomer(db, a, { phoneNumber: '+13125554821', email: 'jane.doe@example.com' });
    await withTenant(db, a.tenant.id, (tx) =>
      tx.execute(sql`update customers set first_name = 'Jane', last_name = 'Doe' where id = ${jane.id}`),
    );
    const { appointment, invoice, cutterA, cutterB } = world;
    await appointment(jane.id, 'checked_out', '2026-01-05T16:00:00Z', cutterA.id, ['Haircut', 'Beard trim']);
    await appointment(jane.id, 'checked_out', '2026-02-01T16:00:00Z', cutterB.id, ['Haircut']);
    await appointment(jane.id, 'completed', '2026-02-20T16:00:00Z', cutterB.id, ['Haircut', 'Shave']);
    await appointment(jane.id, 'no_show', '2026-02-25T16:00:00Z', cutterA.id, ['Haircut']);
    await appointment(jane.id, 'cancelled', '2026-03-01T16:00:00Z', cutterA.id, ['Haircut']);
    await appointment(jane.id, 'booked', '2099-03-20T16:00:00Z', cutterA.id, ['Haircut']);
    await invoice(jane.id, { status: 'success', totalCents: 4330, paidCents: 4330 }, [
      { tender: 'card', amountCents: 3000, brand: 'visa', last4: '4242' },
      { tender: 'cash', amountCents: 1330 },
    ]);
    await invoice(jane.id, { status: 'partial_refund', totalCents: 4330, paidCents: 4330, refundedCents: 1000 }, [
      { tender: 'cash', amountCents: 4330 },
    ]);
    await invoice(jane.id, { status: 'refunded', totalCents: 2500, paidCents: 2500, refundedCents: 2500 });
    await world.savedCard(jane.id, 'visa', '4242', true);
  });

  it('finds a customer by the last four phone digits, by name start and by email start', async () => {
    for (const term of ['4821', '555-4821', 'jane d', 'doe', 'JANE.DOE@']) {
      const res = await search({ search: term });
      expect(res.statusCode, term).toBe(200);
      expect(
        res.json().res_data.items.map((c: { id: string }) => c.id),
        term,
      ).toEqual([jane.id]);
    }
    expect((await search({ search: '4822' })).json().res_data.total).toBe(0);
    // the search box takes at most 50 characters
    const long = await search({ search: 'x'.repeat(51) });
    expect(long.statusCode).toBe(422);
    expect(long.json().error.fields).toEqual({ search: 'Search must be at most 50 characters' });
  });

  it('shows the full phone with the profile flag and only the last four with the partial-phone flag', async () => {
    const full = (await search({ search: '4821' })).json().res_data.items[0];
    expect(full.phone).toEqual({ value: '+13125554821', masked: false });
    expect(full.email).toEqual({ value: 'jane.doe@example.com', masked: false });
    const masked = (await search({ search: '4821' }, as.greeter)).json().res_data.items[0];
    expect(masked.phone).toEqual({ value: '(***) ***-4821', masked: true });
    expect(masked.email).toEqual({ value: 'j***@example.com', masked: true });
  });

  it('filters by last visit, new or returning, upcoming and store, and reports visit figures', async () => {
    const other = await makeCustomer(t.database.db, a);
    const ids = async (body: Record<string, unknown>) =>
      (await search({ pageSize: 100, ...body })).json().res_data.items.map((c: { id: string }) => c.id) as string[];
    expect(await ids({ visitor: 'returning' })).toEqual([jane.id]);
    expect(await ids({ hasUpcoming: true })).toEqual([jane.id]);
    expect(await ids({ lastVisit: 'never' })).toContain(other.id);
    expect(await ids({ lastVisit: 'never' })).not.toContain(jane.id);
    expect(await ids({ storeId: a.stores[0].id })).toEqual([jane.id]);
    const item = (await search({ search: 'jane' })).json().res_data.items[0];
    expect(item).toMatchObject({
      visitCount: 3,
      lastVisitAt: '2026-02-20T16:00:00.000Z',
      nextVisitAt: '2099-03-20T16:00:00.000Z',
      timezone: 'America/Chicago',
    });
    expect((await search({ sort: 'phone' })).statusCode).toBe(422);
  });

  it('answers the detail with history, tenders and hand-worked figures', async () => {
    const res = await detail(jane.id);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().res_data;
    // 4330 + (4330 - 1000) + 0 = 7660 over the two invoices that kept money = 3830
    expect(d.stats).toMatchObject({
      visitCount: 3,
      noShowCount: 1,
      cancelledCount: 1,
      lifetimeSpendCents: 7660,
      averageTicketCents: 3830,
      lastVisit: { at: '2026-02-20T16:00:00.000Z', timezone: 'America/Chicago' },
      nextVisit: { at: '2099-03-20T16:00:00.000Z', timezone: 'America/Chicago' },
      favouriteCutter: { id: world.cutterB.id, visits: 2 },
      favouriteServices: [
        { name: 'Haircut', count: 3 },
        { name: 'Beard trim', count: 1 },
        { name: 'Shave', count: 1 },
      ],
    });
    expect(d.appointments).toHaveLength(6);
    expect(d.appointments[0]).toMatchObject({ status: 'booked', services: ['Haircut'], storeName: a.stores[0].name });
    const paid = d.invoices.find((i: { status: string }) => i.status === 'success');
    expect([...paid.tenders].sort((x: { tender: string }, y: { tender: string }) => x.tender.localeCompare(y.tender))).toEqual([
      { tender: 'card', amountCents: 3000, brand: 'visa', last4: '4242' },
      { tender: 'cash', amountCents: 1330, brand: null, last4: null },
    ]);
    expect(d.savedCards).toEqual([{ id: expect.any(String), brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 }]);
    expect(JSON.stringify(d)).not.toContain('card_ref');
  });

  it('creates a customer and refuses a duplicate phone or email with 409 naming the existing customer', async () => {
    const body = {
      firstName: 'Omar',
      lastName: 'Reyes',
      phoneNumber: '(312) 555-7070',
      email: 'omar@example.com',
      storeId: a.stores[0].id,
    };
    const created = await t.app.inject({ method: 'POST', url: '/api/Customer/Create', headers: as.coordinator, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().res_data.id;
    const samePhone = await t.app.inject({
      method: 'POST',
      url: '/api/Customer/Create',
      headers: as.coordinator,
      payload: { ...body, email: 'other@example.com' },
    });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().error.fields).toEqual({ phoneNumber: `Already used by customer ${id}`, existingCustomerId: id });
    const sameEmail = await t.app.inject({
      method: 'POST',
      url: '/api/Customer/Create',
      headers: as.coordinator,
      payload: { ...body, phoneNumber: '3125557071' },
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error.fields.existingCustomerId).toBe(id);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/Customer/Create',
      headers: as.coordinator,
      payload: { ...body, phoneNumber: '12' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({ phoneNumber: 'Must be a valid phone number' });
    const count = await withTenant(t.database.db, a.tenant.id, (tx) =>
      queryRows<{ n: number }>(tx, sql`select count(*)::int as n from customers where first_name = 'Omar'`),
    );
    expect(count[0].n).toBe(1);
  });

  it('edits the name but refuses an unverified phone or email change, naming the field and the code flow', async () => {
    const c = await makeCustomer(t.database.db, a, { phoneNumber: '+13125550001', email: 'kay@example.test' });
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/Customer/Update/${c.id}`, headers: as.coordinator, payload });
    const phone = await put({ firstName: 'Kay', lastName: 'Lee', phoneNumber: '+13125550002', email: 'kay@example.test' });
    expect(phone.statusCode).toBe(422);
    expect(phone.json().error.fields).toEqual({
      phoneNumber:
        'A new phone number is confirmed by a code: use Change phone number (Customer/ChangePhoneNumber, then VerifyPhoneNumber).',
    });
    const email = await put({ firstName: 'Kay', lastName: 'Lee', email: null });
    expect(email.statusCode).toBe(422);
    expect(email.json().error.fields).toEqual({
      email: 'A new email is confirmed by a code: use Change email (Customer/ChangeEmail, then VerifyEmail).',
    });
    // Refused means nothing written, the name included.
    expect((await detail(c.id)).json().res_data).toMatchObject({ firstName: c.firstName, phone: { value: '+13125550001' } });

    // The name alone, or with the phone and email as they are, saves and keeps both as they were.
    for (const payload of [
      { firstName: 'Kay', lastName: 'Lee' },
      { firstName: 'Kay', lastName: 'Lee', phoneNumber: '+13125550001', email: 'kay@example.test' },
    ])
      expect((await put(payload)).statusCode).toBe(200);
    expect((await detail(c.id)).json().res_data).toMatchObject({
      firstName: 'Kay',
      lastName: 'Lee',
      phone: { value: '+13125550001' },
      phoneVerified: c.phoneVerified,
      email: { value: 'kay@example.test' },
      emailVerified: c.emailVerified,
    });
  });

  it('adds, edits and deletes notes with author and time; pinned notes are listed for the calendar', async () => {
    const add = await t.app.inject({
      method: 'POST',
      url: `/api/Customer/Notes/${jane.id}`,
      headers: as.coordinator,
      payload: { body: 'Allergic to lavender', pinned: true },
    });
    expect(add.statusCode, add.body).toBe(201);
    const note = add.json().res_data;
    expect(note).toMatchObject({ body: 'Allergic to lavender', pinned: true, authorName: 'Coordinator Tester' });
    await t.app.inject({
      method: 'POST',
      url: `/api/Customer/Notes/${jane.id}`,
      headers: as.coordinator,
      payload: { body: 'Prefers mornings' },
    });
    const pinned = await t.app.inject({ method: 'GET', url: `/api/Customer/PinnedNotes/${jane.id}`, headers: as.cutter });
    expect(pinned.json().res_data.map((n: { body: string }) => n.body)).toEqual(['Allergic to lavender']);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/Customer/Notes/${jane.id}/${note.id}`,
      headers: as.coordinator,
      payload: { body: 'Allergic to lavender oil', pinned: false },
    });
    expect(edit.json().res_data).toMatchObject({ body: 'Allergic to lavender oil', pinned: false });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/Customer/PinnedNotes/${jane.id}`, headers: as.cutter })).json().res_data,
    ).toEqual([]);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/Customer/Notes/${jane.id}`,
      headers: as.coordinator,
      payload: { body: '  ' },
    });
    expect(empty.json().error.fields).toEqual({ body: 'Write the note' });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/Customer/Notes/${jane.id}/${note.id}`, headers: as.coordinator });
    expect(del.statusCode).toBe(200);
    expect((await detail(jane.id)).json().res_data.notes.map((n: { body: string }) => n.body)).toEqual(['Prefers mornings']);
  });

  it("keeps tenants apart: another tenant's id answers 404 and its search finds nothing", async () => {
    expect((await detail(jane.id, betaFranchisor)).statusCode).toBe(404);
    expect((await search({ search: '4821' }, betaFranchisor)).json().res_data.total).toBe(0);
    const note = await t.app.inject({
      method: 'POST',
      url: `/api/Customer/Notes/${jane.id}`,
      headers: betaFranchisor,
      payload: { body: 'x' },
    });
    expect(note.statusCode).toBe(404);
  });

  it('checks the flags of each role', async () => {
    const matrix: [string, number, number, number][] = [
      // role, search, create, notes
      ['franchisor', 200, 201, 201],
      ['general_manager', 200, 201, 201],
      ['shop_manager', 200, 201, 201],
      ['coordinator', 200, 201, 201],
      ['cutter', 403, 403, 403],
      ['greeter', 200, 403, 403],
    ];
    let n = 0;
    for (const [role, s, c, notes] of matrix) {
      const headers = as[role]!;
      expect((await search({}, headers)).statusCode, role).toBe(s);
      const phone = `+1312555${String(8100 + n++).padStart(4, '0')}`;
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/Customer/Create',
        headers,
        payload: { firstName: 'M', lastName: 'X', phoneNumber: phone, storeId: a.stores[0].id },
      });
      expect(created.statusCode, `${role} ${created.body}`).toBe(c);
      const note = await t.app.inject({ method: 'POST', url: `/api/Customer/Notes/${jane.id}`, headers, payload: { body: 'matrix' } });
      expect(note.statusCode, role).toBe(notes);
    }
  });
});
