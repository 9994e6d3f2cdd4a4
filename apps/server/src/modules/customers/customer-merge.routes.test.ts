import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeCustomer, makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { raceTest } from '../../testing/race-test.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { customerAuth, staffAuth } from '../../testing/test-sessions.ts';
import { historyWorld } from './customer-test-data.ts';

type Headers = Record<string, string>;
let slot = 0;

describe('customers: merge duplicates and linked profiles', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  const as: Record<string, Headers> = {};
  let world: Awaited<ReturnType<typeof historyWorld>>;

  const post = (url: string, payload: unknown, headers = as.coordinator!) =>
    t.app.inject({ method: 'POST', url: `/api/Customer/${url}`, headers, payload: payload as object });
  const detail = (id: string, headers = as.coordinator!) => t.app.inject({ method: 'GET', url: `/api/Customer/GetById/${id}`, headers });
  const rows = <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) =>
    withTenant(t.database.db, a.tenant.id, (tx) => queryRows<T>(tx, q));

  /** A duplicate pair, each with history, a card, a gift card, a note and a linked profile. */
  async function pair() {
    const keep = await makeCustomer(t.database.db, a);
    const dup = await makeCustomer(t.database.db, a);
    for (const c of [keep, dup]) {
      const when = new Date(Date.UTC(2025, 0, 1) + slot++ * 3600_000).toISOString();
      await world.appointment(c.id, 'checked_out', when, world.cutterA.id, ['Haircut']);
      await world.invoice(c.id, { status: 'success', totalCents: 2500, paidCents: 2500 }, [{ tender: 'cash', amountCents: 2500 }]);
      await world.savedCard(c.id, 'visa', c === keep ? '1111' : '2222', true);
      await post(`Notes/${c.id}`, { body: `note of ${c === keep ? 'keep' : 'dup'}`, pinned: true });
      await post(`Linked/${c.id}`, { firstName: 'Kid', lastName: c === keep ? 'Keep' : 'Dup' });
    }
    await world.giftCard(dup.id, '9999', 5000);
    return { keep, dup };
  }

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    a = await makeTenant(db, 'Alpha');
    b = await makeTenant(db, 'Beta');
    for (const slug of ['franchisor', 'general_manager', 'shop_manager', 'coordinator', 'cutter'])
      as[slug] = (await staffAuth(db, await makeEmployee(db, a, slug))).headers;
    as.beta = (await staffAuth(db, await makeEmployee(db, b, 'franchisor'))).headers;
    world = await historyWorld(db, a);
  });

  it('previews what moves, merges in one go, audits both ids, and the merged id answers 404 naming the survivor', async () => {
    const { keep, dup } = await pair();
    const dupSession = await customerAuth(t.database.db, dup);
    const preview = await post('MergePreview', { survivorId: keep.id, mergedId: dup.id });
    expect(preview.statusCode, preview.body).toBe(200);
    // the gift card's own sale invoice makes two invoices
    expect(preview.json().res_data.moves).toEqual({
      appointments: 1,
      invoices: 2,
      cards: 1,
      giftCards: 1,
      notes: 1,
      links: 1,
      identities: 0,
    });
    const merged = await post('Merge', { survivorId: keep.id, mergedId: dup.id });
    expect(merged.statusCode, merged.body).toBe(200);
    const d = (await detail(keep.id)).json().res_data;
    expect(d.appointments).toHaveLength(2);
    expect(d.invoices).toHaveLength(3);
    expect(d.stats.lifetimeSpendCents).toBe(10000);
    expect(d.savedCards.map((c: { last4: string }) => c.last4).sort()).toEqual(['1111', '2222']);
    expect(d.giftCards.map((g: { last4: string }) => g.last4)).toEqual(['9999']);
    expect(d.notes.map((n: { body: string }) => n.body).sort()).toEqual(['note of dup', 'note of keep']);
    expect(d.linked.map((l: { lastName: string }) => l.lastName).sort()).toEqual(['Dup', 'Keep']);
    const defaults = await rows<{ n: number }>(
      sql`select count(*)::int as n from saved_cards where customer_id = ${keep.id} and is_default`,
    );
    expect(defaults[0].n).toBe(1);
    const gone = await detail(dup.id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(`Customer not found: this profile was merged into customer ${keep.id}.`);
    const [entry] = await rows<{ entity_id: string; details: { survivorId: string; mergedId: string } }>(
      sql`select entity_id, details from audit_log where action = 'customer.merged' and entity_id = ${keep.id}`,
    );
    expect(entry.details).toMatchObject({ survivorId: keep.id, mergedId: dup.id });
    const live = await rows<{ n: number }>(
      sql`select count(*)::int as n from sessions where customer_id = ${dup.id} and revoked_at is null`,
    );
    expect(live[0].n).toBe(0);
    expect(dupSession.headers).toBeDefined();
    // the search no longer lists the duplicate
    const found = await post('Search', { pageSize: 100 });
    expect(found.json().res_data.items.map((c: { id: string }) => c.id)).not.toContain(dup.id);
  });

  it("moves the duplicate's sign-in identity and support requests; the survivor's own preferences win", async () => {
    const { keep, dup } = await pair();
    const brandId = a.brand.id;
    const t0 = a.tenant.id;
    await withTenant(t.database.db, t0, async (tx) => {
      await tx.execute(sql`insert into customer_identities (id, tenant_id, brand_id, customer_id, provider, subject)
        values (gen_random_uuid(), ${t0}, ${brandId}, ${dup.id}, 'google', ${`sub-${dup.id}`})`);
      await tx.execute(sql`insert into customer_support_requests (id, tenant_id, customer_id, subject, message)
        values (gen_random_uuid(), ${t0}, ${dup.id}, 'Lost receipt', 'Please resend it')`);
      await tx.execute(sql`insert into customer_contact_preferences (id, tenant_id, customer_id, channel, kind, allowed, source) values
        (gen_random_uuid(), ${t0}, ${keep.id}, 'email', 'marketing', false, 'profile'),
        (gen_random_uuid(), ${t0}, ${dup.id}, 'email', 'marketing', true, 'profile'),
        (gen_random_uuid(), ${t0}, ${dup.id}, 'sms', 'reminders', false, 'profile')`);
    });
    const preview = await post('MergePreview', { survivorId: keep.id, mergedId: dup.id });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().res_data.moves).toMatchObject({ identities: 1 });
    expect((await post('Merge', { survivorId: keep.id, mergedId: dup.id })).statusCode).toBe(200);
    const owners = await rows<{ what: string; customer_id: string }>(
      sql`select 'identity' as what, customer_id from customer_identities where subject = ${`sub-${dup.id}`}
          union all select 'request', customer_id from customer_support_requests where subject = 'Lost receipt' and customer_id in (${keep.id}, ${dup.id})`,
    );
    expect(owners).toEqual(
      expect.arrayContaining([
        { what: 'identity', customer_id: keep.id },
        { what: 'request', customer_id: keep.id },
      ]),
    );
    expect(owners).toHaveLength(2);
    const prefs = await rows<{ channel: string; kind: string; allowed: boolean }>(
      sql`select channel, kind, allowed from customer_contact_preferences where customer_id = ${keep.id} order by channel, kind`,
    );
    expect(prefs).toEqual([
      { channel: 'email', kind: 'marketing', allowed: false },
      { channel: 'sms', kind: 'reminders', allowed: false },
    ]);
  });

  it('refuses merging a customer with itself, a linked profile, or another tenant’s customer, moving nothing', async () => {
    const { keep, dup } = await pair();
    const self = await post('Merge', { survivorId: keep.id, mergedId: keep.id });
    expect(self.statusCode).toBe(422);
    expect(self.json().error.fields).toEqual({ mergedId: 'Choose two different customers' });
    const [kid] = await rows<{ id: string }>(sql`select id from customers where primary_customer_id = ${dup.id}`);
    const linked = await post('Merge', { survivorId: keep.id, mergedId: kid.id });
    expect(linked.statusCode).toBe(422);
    const other = await makeCustomer(t.database.db, b);
    expect((await post('Merge', { survivorId: keep.id, mergedId: other.id })).statusCode).toBe(404);
    expect((await post('Merge', { survivorId: other.id, mergedId: dup.id }, as.beta)).statusCode).toBe(404);
    const left = await rows<{ n: number }>(sql`select count(*)::int as n from appointments where customer_id = ${dup.id}`);
    expect(left[0].n).toBe(1);
  });

  it('rolls back a merge that fails midway: no half-moved rows', async () => {
    const { keep, dup } = await pair();
    // a trigger makes the last step (the tombstone update) fail after the moves ran
    await t.database.db.execute(sql`create or replace function crm_fail() returns trigger language plpgsql as $$
      begin if new.merged_into_id is not null then raise exception 'boom'; end if; return new; end $$`);
    await t.database.db.execute(sql`create trigger crm_fail before update on customers for each row execute function crm_fail()`);
    try {
      const res = await post('Merge', { survivorId: keep.id, mergedId: dup.id });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger crm_fail on customers`);
    }
    const counts = await rows<{ appts: number; notes: number; cards: number }>(sql`select
      (select count(*)::int from appointments where customer_id = ${dup.id}) as appts,
      (select count(*)::int from customer_notes where customer_id = ${dup.id}) as notes,
      (select count(*)::int from saved_cards where customer_id = ${dup.id}) as cards`);
    expect(counts[0]).toEqual({ appts: 1, notes: 1, cards: 1 });
  });

  raceTest('two concurrent merges of one pair: one wins, every row on the survivor, no half-moved rows', async () => {
    for (let round = 0; round < 3; round++) {
      const { keep, dup } = await pair();
      const [x, y] = await Promise.all([
        post('Merge', { survivorId: keep.id, mergedId: dup.id }),
        post('Merge', { survivorId: dup.id, mergedId: keep.id }),
      ]);
      const statuses = [x.statusCode, y.statusCode].sort();
      expect(statuses).toEqual([200, 404]);
      const winner = x.statusCode === 200 ? keep.id : dup.id;
      const loser = winner === keep.id ? dup.id : keep.id;
      const counts = await rows<{ appts: number; loser_rows: number; tombstones: number }>(sql`select
        (select count(*)::int from appointments where customer_id = ${winner}) as appts,
        (select count(*)::int from appointments where customer_id = ${loser})
          + (select count(*)::int from invoices where customer_id = ${loser})
          + (select count(*)::int from saved_cards where customer_id = ${loser})
          + (select count(*)::int from customer_notes where customer_id = ${loser})
          + (select count(*)::int from customers where primary_customer_id = ${loser}) as loser_rows,
        (select count(*)::int from customers where id in (${keep.id}, ${dup.id}) and merged_into_id is not null) as tombstones`);
      expect(counts[0]).toEqual({ appts: 2, loser_rows: 0, tombstones: 1 });
    }
  });

  it('adds a family member under a primary, moves it to another primary, and unlinks it', async () => {
    const mum = await makeCustomer(t.database.db, a);
    const dad = await makeCustomer(t.database.db, a);
    const added = await post(`Linked/${mum.id}`, { firstName: 'Ava', lastName: 'Kim' });
    expect(added.statusCode, added.body).toBe(201);
    const ava = added.json().res_data.id;
    expect((await detail(ava)).json().res_data).toMatchObject({ profileType: 'LINKED', primary: { id: mum.id }, phone: { value: null } });
    expect((await post(`Linked/${ava}`, { firstName: 'No', lastName: 'Way' })).json().error.fields).toEqual({
      id: 'Add family members to a primary profile',
    });
    const moved = await post(`MoveLinked/${ava}`, { primaryId: dad.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await detail(dad.id)).json().res_data.linked.map((l: { id: string }) => l.id)).toEqual([ava]);
    expect((await detail(mum.id)).json().res_data.linked).toEqual([]);
    expect((await post(`Unlink/${ava}`, {})).statusCode).toBe(200);
    expect((await detail(ava)).json().res_data).toMatchObject({ profileType: 'PRIMARY', primary: null });
    expect((await post(`Unlink/${ava}`, {})).statusCode).toBe(422);
  });

  it('checks the merge and link flags of each role', async () => {
    const matrix: [string, number, number][] = [
      ['franchisor', 200, 201],
      ['general_manager', 200, 201],
      ['shop_manager', 200, 201],
      ['coordinator', 200, 201],
      ['cutter', 403, 403],
    ];
    for (const [role, preview, link] of matrix) {
      const x = await makeCustomer(t.database.db, a);
      const y = await makeCustomer(t.database.db, a);
      expect((await post('MergePreview', { survivorId: x.id, mergedId: y.id }, as[role])).statusCode, role).toBe(preview);
      expect((await post(`Linked/${x.id}`, { firstName: 'A', lastName: 'B' }, as[role])).statusCode, role).toBe(link);
    }
  });
});
