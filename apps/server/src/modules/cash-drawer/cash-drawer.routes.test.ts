import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { openDrawers, recordCashMovement } from './cash-ledger.ts';
import { raceTest } from '../../testing/race-test.ts';

type Headers = Record<string, string>;

describe('cash drawer: registers, open, movements, voids, close, races, isolation', () => {
  let t: TestApp;
  let alpha: TestTenant;
  let beta: TestTenant;
  const headersOf: Record<string, Headers> = {};
  const idOf: Record<string, string> = {};
  let betaHeaders: Headers;

  const api = (method: 'GET' | 'POST', url: string, payload?: object, headers = headersOf.franchisor) =>
    t.app.inject({ method, url: `/api/CashDrawer/${url}`, headers, ...(payload ? { payload } : {}) });
  /** A new register at the store, so each test has its own drawer. */
  const newRegister = async (storeId = alpha.stores[0].id) => {
    const res = await api('POST', 'Registers', { storeId, name: `Till ${randomUUID().slice(0, 8)}` });
    expect(res.statusCode).toBe(201);
    return res.json().res_data.id as string;
  };
  const open = async (registerId: string, counts: Record<string, number> = { bill_2000: 5, coin_25: 4 }) => {
    const res = await api('POST', 'Open', { registerId, counts });
    expect(res.statusCode).toBe(201);
    return res.json().res_data;
  };
  const cash = (storeId: string, kind: 'cash_payment' | 'cash_refund', amountCents: number, drawerId?: string) =>
    withTenant(t.database.db, alpha.tenant.id, (tx) =>
      recordCashMovement(tx, {
        tenantId: alpha.tenant.id,
        storeId,
        actorId: idOf.coordinator!,
        kind,
        amountCents,
        invoiceId: randomUUID(),
        paymentId: randomUUID(),
        drawerId,
      }),
    );

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    alpha = await makeTenant(db, 'Alpha');
    beta = await makeTenant(db, 'Beta');
    for (const slug of ['franchisor', 'general_manager', 'shop_manager', 'coordinator', 'cutter']) {
      const employee = await makeEmployee(db, alpha, slug);
      idOf[slug] = employee.id;
      headersOf[slug] = (await staffAuth(db, employee)).headers;
    }
    betaHeaders = (await staffAuth(db, await makeEmployee(db, beta, 'franchisor'))).headers;
  });

  it('gives every store "Register 1" and lets more be named (409 for a duplicate name)', async () => {
    const storeId = alpha.stores[1].id;
    const first = await api('GET', `Registers?storeId=${storeId}`);
    expect(first.statusCode).toBe(200);
    expect(first.json().res_data.map((r: { name: string }) => r.name)).toEqual(['Register 1']);
    expect((await api('POST', 'Registers', { storeId, name: 'Front desk' })).statusCode).toBe(201);
    const dup = await api('POST', 'Registers', { storeId, name: 'front DESK' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields.name).toBe('This store already has a register named front DESK');
    const again = await api('GET', `Registers?storeId=${storeId}`);
    expect(again.json().res_data.map((r: { name: string }) => r.name)).toEqual(['Front desk', 'Register 1']);
  });

  it('opens with a float counted by denomination; a second open answers 409 naming who opened it', async () => {
    const registerId = await newRegister();
    const drawer = await open(registerId, {
      bill_10000: 1,
      bill_2000: 2,
      bill_100: 3,
      coin_100: 1,
      coin_25: 3,
      coin_10: 2,
      coin_5: 1,
      coin_1: 4,
    });
    expect(drawer).toMatchObject({
      status: 'open',
      floatCents: 10000 + 4000 + 300 + 100 + 75 + 20 + 5 + 4,
      expectedCents: 14504,
      openedByName: 'Franchisor Tester',
    });
    expect(drawer.transactions.map((x: { kind: string; amountCents: number }) => [x.kind, x.amountCents])).toEqual([['float', 14504]]);
    expect(drawer.activities[0].message).toMatch(/^Opened Till .* with a float of \$145\.04$/);
    const second = await api('POST', 'Open', { registerId, counts: { bill_100: 1 } }, headersOf.shop_manager);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/^Till .* is already open: Franchisor Tester opened it at /);
  });

  it('refuses bad counts and amounts with clear messages', async () => {
    const registerId = await newRegister();
    const bad = await api('POST', 'Open', { registerId, counts: { bill_2000: -1 } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields['counts.bill_2000']).toBe('A count must not be negative');
    const unknown = await api('POST', 'Open', { registerId, counts: { bill_300: 1 } });
    expect(unknown.json().error.fields['counts.bill_300']).toBe('Unknown denomination bill_300');
    const drawer = await open(registerId);
    const noReason = await api('POST', `Withdraw/${drawer.id}`, { amountCents: 100, reason: ' ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().error.fields.reason).toBe('Reason is required');
    const tooMuch = await api('POST', `Withdraw/${drawer.id}`, { amountCents: drawer.expectedCents + 1, reason: 'Bank' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error.fields.amountCents).toBe('The drawer should hold only $101.00: you cannot withdraw more');
  });

  it('tracks payments, refunds, withdrawals and pay-ins; a void is kept but leaves the expected cash; close keeps over/short', async () => {
    const storeId = alpha.stores[0].id;
    const drawer = await open(await newRegister(), { bill_2000: 5 }); // $100 float
    await cash(storeId, 'cash_payment', 4550, drawer.id);
    await cash(storeId, 'cash_refund', 1000, drawer.id);
    const withdrawn = await api('POST', `Withdraw/${drawer.id}`, { amountCents: 5000, reason: 'Bank drop' }, headersOf.coordinator);
    expect(withdrawn.statusCode).toBe(200);
    const paidIn = await api('POST', `PayIn/${drawer.id}`, { amountCents: 2500, reason: 'Change from bank' }, headersOf.coordinator);
    expect(paidIn.json().res_data.expectedCents).toBe(10000 + 4550 - 1000 - 5000 + 2500);
    const withdrawal = paidIn.json().res_data.transactions.find((x: { kind: string }) => x.kind === 'withdrawal');
    const voidRes = await api('POST', `VoidTransaction/${withdrawal.id}`, { reason: 'Entered twice' }, headersOf.shop_manager);
    expect(voidRes.statusCode).toBe(200);
    const afterVoid = voidRes.json().res_data;
    expect(afterVoid.expectedCents).toBe(16050);
    expect(afterVoid.transactions.find((x: { id: string }) => x.id === withdrawal.id)).toMatchObject({
      voided: true,
      voidReason: 'Entered twice',
      voidedByName: 'Shop manager Tester',
    });
    expect(afterVoid.totals).toEqual({ payments: 4550, refunds: 1000, withdrawals: 0, payIns: 2500 });
    expect((await api('POST', `VoidTransaction/${withdrawal.id}`, { reason: 'again' })).statusCode).toBe(409);
    const float = afterVoid.transactions.find((x: { kind: string }) => x.kind === 'float');
    expect((await api('POST', `VoidTransaction/${float.id}`, { reason: 'no' })).statusCode).toBe(409);
    // Count $159.50: $1.00 short of $160.50.
    const closed = await api(
      'POST',
      `Close/${drawer.id}`,
      { counts: { bill_10000: 1, bill_5000: 1, bill_500: 1, bill_100: 4, coin_25: 2 }, note: 'Short a dollar' },
      headersOf.shop_manager,
    );
    expect(closed.statusCode).toBe(200);
    expect(closed.json().res_data).toMatchObject({
      status: 'closed',
      expectedCents: 16050,
      countedCents: 15950,
      differenceCents: -100,
      closeNote: 'Short a dollar',
    });
    expect(closed.json().res_data.activities[0].message).toBe('Closed: expected $160.50, counted $159.50 ($1.00 short)');
    expect(closed.json().res_data.activities.map((a: { kind: string }) => a.kind)).toEqual([
      'closed',
      'voided',
      'paid_in',
      'withdrawn',
      'cash_refund',
      'cash_payment',
      'opened',
    ]);
    expect((await api('POST', `Close/${drawer.id}`, { counts: {} })).statusCode).toBe(409);
    await expect(cash(storeId, 'cash_payment', 100, drawer.id)).rejects.toMatchObject({ statusCode: 409, code: 'CASH_DRAWER_CLOSED' });
    const history = await api('POST', 'History', { storeId });
    expect(history.json().res_data.items[0]).toMatchObject({ id: drawer.id, differenceCents: -100, countedCents: 15950 });
  });

  it('checkout contract: no open drawer is 409, several need a register, openDrawers lists them', async () => {
    const tenant = await makeTenant(t.database.db, 'Gamma');
    const boss = await makeEmployee(t.database.db, tenant, 'franchisor');
    const headers = (await staffAuth(t.database.db, boss)).headers;
    const storeId = tenant.stores[0].id;
    const move = (drawerId?: string) =>
      withTenant(t.database.db, tenant.tenant.id, (tx) =>
        recordCashMovement(tx, {
          tenantId: tenant.tenant.id,
          storeId,
          actorId: boss.id,
          kind: 'cash_payment',
          amountCents: 500,
          invoiceId: randomUUID(),
          paymentId: randomUUID(),
          drawerId,
        }),
      );
    await expect(move()).rejects.toMatchObject({
      statusCode: 409,
      code: 'CASH_DRAWER_CLOSED',
      message: 'Open the cash drawer before taking cash',
    });
    const [r1] = (await t.app.inject({ method: 'GET', url: `/api/CashDrawer/Registers?storeId=${storeId}`, headers })).json().res_data;
    const r2 = (
      await t.app.inject({ method: 'POST', url: '/api/CashDrawer/Registers', headers, payload: { storeId, name: 'Register 2' } })
    ).json().res_data;
    const d1 = (
      await t.app.inject({ method: 'POST', url: '/api/CashDrawer/Open', headers, payload: { registerId: r1.id, counts: {} } })
    ).json().res_data;
    expect((await move()).drawerId).toBe(d1.id);
    await t.app.inject({ method: 'POST', url: '/api/CashDrawer/Open', headers, payload: { registerId: r2.id, counts: {} } });
    await expect(move()).rejects.toMatchObject({
      statusCode: 422,
      fields: { drawerId: 'Several registers are open at this store: choose the register taking the cash' },
    });
    const listed = await withTenant(t.database.db, tenant.tenant.id, (tx) => openDrawers(tx, { tenantId: tenant.tenant.id, storeId }));
    expect(listed.map((d) => d.registerName)).toEqual(['Register 1', 'Register 2']);
    expect((await move(d1.id)).drawerId).toBe(d1.id);
  });

  raceTest('10 concurrent opens of one register: exactly one drawer opens', async () => {
    const registerId = await newRegister();
    const results = await Promise.all(Array.from({ length: 10 }, () => api('POST', 'Open', { registerId, counts: { bill_100: 1 } })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
  });

  raceTest('concurrent withdrawals never take more than the drawer holds', async () => {
    const registerId = await newRegister();
    const drawer = await open(registerId, { bill_2000: 5 }); // $100
    const results = await Promise.all(
      Array.from({ length: 8 }, () => api('POST', `Withdraw/${drawer.id}`, { amountCents: 3000, reason: 'Drop' })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect((await api('GET', `GetById/${drawer.id}`)).json().res_data.expectedCents).toBe(1000);
  });

  it("answers another tenant's drawers and registers like missing ones (404)", async () => {
    const registerId = await newRegister();
    const drawer = await open(registerId);
    const tx = drawer.transactions[0].id;
    for (const [method, url, payload] of [
      ['GET', `GetById/${drawer.id}`, undefined],
      ['POST', `Withdraw/${drawer.id}`, { amountCents: 100, reason: 'x' }],
      ['POST', `PayIn/${drawer.id}`, { amountCents: 100, reason: 'x' }],
      ['POST', `VoidTransaction/${tx}`, { reason: 'x' }],
      ['POST', `Close/${drawer.id}`, { counts: {} }],
      ['POST', 'Open', { registerId, counts: {} }],
      ['GET', `Registers?storeId=${alpha.stores[0].id}`, undefined],
      ['POST', 'History', { storeId: alpha.stores[0].id }],
    ] as const) {
      const res = await api(method, url, payload, betaHeaders);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
  });

  it('permission matrix by default role, and a store-scoped manager only at their store', async () => {
    const registerId = await newRegister();
    const drawer = await open(registerId, { bill_2000: 5 });
    const payIn = async () =>
      (await api('POST', `PayIn/${drawer.id}`, { amountCents: 100, reason: 'x' })).json().res_data.transactions.at(-1).id;
    const calls: Record<string, (h: Headers) => Promise<{ statusCode: number }>> = {
      registers: (h) => api('GET', `Registers?storeId=${alpha.stores[0].id}`, undefined, h),
      get: (h) => api('GET', `GetById/${drawer.id}`, undefined, h),
      withdraw: (h) => api('POST', `Withdraw/${drawer.id}`, { amountCents: 1, reason: 'x' }, h),
      void: async (h) => api('POST', `VoidTransaction/${await payIn()}`, { reason: 'x' }, h),
      history: (h) => api('POST', 'History', { storeId: alpha.stores[0].id }, h),
    };
    const expected: Record<string, Record<string, number>> = {
      franchisor: { registers: 200, get: 200, withdraw: 200, void: 200, history: 200 },
      general_manager: { registers: 200, get: 200, withdraw: 200, void: 200, history: 200 },
      shop_manager: { registers: 200, get: 200, withdraw: 200, void: 200, history: 200 },
      coordinator: { registers: 200, get: 200, withdraw: 200, void: 403, history: 200 },
      cutter: { registers: 403, get: 403, withdraw: 403, void: 403, history: 403 },
    };
    for (const [slug, statuses] of Object.entries(expected)) {
      const actual: Record<string, number> = {};
      for (const [name, call] of Object.entries(calls)) actual[name] = (await call(headersOf[slug]!)).statusCode;
      expect({ slug, actual }).toEqual({ slug, actual: statuses });
    }
    // The shop manager works at store 0 only.
    expect((await api('GET', `Registers?storeId=${alpha.stores[1].id}`, undefined, headersOf.shop_manager)).statusCode).toBe(403);
    const elsewhere = (await api('GET', `Registers?storeId=${alpha.stores[1].id}`)).json().res_data[0];
    const otherDrawer = elsewhere.openDrawer ?? (await open(elsewhere.id));
    expect((await api('GET', `GetById/${otherDrawer.id}`, undefined, headersOf.shop_manager)).statusCode).toBe(403);
    expect((await api('POST', `Withdraw/${otherDrawer.id}`, { amountCents: 1, reason: 'x' }, headersOf.coordinator)).statusCode).toBe(403);
    expect((await api('GET', 'Registers?storeId=not-a-uuid')).statusCode).toBe(422);
    expect((await api('GET', `GetById/${drawer.id}`, undefined, {})).statusCode).toBe(401);
  });
});
