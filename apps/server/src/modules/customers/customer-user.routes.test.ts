import { randomUUID } from 'node:crypto';
import { controlsFromFlags } from '@salon/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, roles } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeCustomer, makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { customerAuth, expireSession, staffAuth } from '../../testing/test-sessions.ts';

describe('CustomerUser/GetCustomerPersonalInfoById', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let customer: Awaited<ReturnType<typeof makeCustomer>>;

  beforeAll(async () => {
    t = await createTestApp();
    a = await makeTenant(t.database.db, 'Alpha');
    b = await makeTenant(t.database.db, 'Beta');
    customer = await makeCustomer(t.database.db, a, { phoneNumber: '+15551231234', email: 'jane@example.com' });
    // A front-desk role that may only see masked contact details.
    await withTenant(t.database.db, a.tenant.id, (tx) =>
      tx.insert(roles).values({
        tenantId: a.tenant.id,
        slug: 'greeter',
        name: 'Greeter',
        scope: 'store',
        accessControls: controlsFromFlags(['view_partial_phone']),
      }),
    );
  });

  const get = (query: Record<string, string>, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/CustomerUser/GetCustomerPersonalInfoById?${new URLSearchParams(query)}`, headers });

  it('shows the full phone and email to staff with the profile flag, and audits it', async () => {
    const desk = await makeEmployee(t.database.db, a, 'coordinator');
    const s = await staffAuth(t.database.db, desk);
    const phone = await get({ id: customer.id, storeId: a.stores[0].id, type: 'phone' }, s.headers);
    expect(phone.json()).toEqual({ res_data: { id: customer.id, type: 'phone', value: '+15551231234', masked: false } });
    const email = await get({ id: customer.id, storeId: a.stores[0].id, type: 'email' }, s.headers);
    expect(email.json().res_data.value).toBe('jane@example.com');
    const audits = await withTenant(t.database.db, a.tenant.id, (tx) => tx.select().from(auditLog).where(eq(auditLog.actorId, desk.id)));
    expect(audits.map((x) => x.action)).toContain('customer.personal_info_viewed');
  });

  it('masks them for staff holding only view_partial_phone', async () => {
    const greeter = await makeEmployee(t.database.db, a, 'greeter');
    const s = await staffAuth(t.database.db, greeter);
    expect((await get({ id: customer.id, storeId: a.stores[0].id, type: 'phone' }, s.headers)).json().res_data).toMatchObject({
      value: '(***) ***-1234',
      masked: true,
    });
    expect((await get({ id: customer.id, storeId: a.stores[0].id, type: 'email' }, s.headers)).json().res_data.value).toBe(
      'j***@example.com',
    );
  });

  it('refuses the wrong role, other tenants, unknown ids and bad queries', async () => {
    const cutter = await staffAuth(t.database.db, await makeEmployee(t.database.db, a, 'cutter'));
    expect((await get({ id: customer.id, storeId: a.stores[0].id, type: 'phone' }, cutter.headers)).statusCode).toBe(403);
    const me = await customerAuth(t.database.db, customer);
    expect((await get({ id: customer.id, storeId: a.stores[0].id, type: 'phone' }, me.headers)).statusCode).toBe(403);
    const foreignDesk = await staffAuth(t.database.db, await makeEmployee(t.database.db, b, 'franchisor'));
    expect((await get({ id: customer.id, storeId: b.stores[0].id, type: 'phone' }, foreignDesk.headers)).statusCode).toBe(404);
    expect((await get({ id: customer.id, storeId: a.stores[0].id, type: 'phone' }, foreignDesk.headers)).statusCode).toBe(404);
    const desk = await staffAuth(t.database.db, await makeEmployee(t.database.db, a, 'coordinator'));
    expect((await get({ id: randomUUID(), storeId: a.stores[0].id, type: 'phone' }, desk.headers)).statusCode).toBe(404);
    expect((await get({ id: customer.id, storeId: a.stores[1].id, type: 'phone' }, desk.headers)).statusCode).toBe(403);
    for (const query of [
      { id: customer.id, storeId: a.stores[0].id, type: 'address' },
      { id: 'x', storeId: a.stores[0].id, type: 'phone' },
      { storeId: a.stores[0].id, type: 'phone' },
      { id: customer.id, storeId: "'; DROP TABLE customers;--", type: 'phone' },
    ]) {
      expect((await get(query as Record<string, string>, desk.headers)).statusCode, JSON.stringify(query)).toBe(422);
    }
    await expireSession(t.database.db, a.tenant.id, desk.sessionId);
    const expired = await get({ id: customer.id, storeId: a.stores[0].id, type: 'phone' }, desk.headers);
    expect(expired.json().error.code).toBe('TOKEN_EXPIRE');
  });
});
