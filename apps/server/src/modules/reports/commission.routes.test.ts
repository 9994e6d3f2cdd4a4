// Commission (issue 15): rates on the employee (effective-dated, edit_employee), and the commission report
// over the seeded month, hand-worked, reconciling to the sales summary's totals to the cent.
import { addDays } from '@salon/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee } from '../../testing/factories.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { makeCutter } from '../appointments/appointment-test-data.ts';
import type { CheckoutWorld } from '../checkout/checkout-test-data.ts';
import { type ReportWorld, reportWorld } from './report-test-world.ts';
import { commissionRates } from './reports.tables.ts';

let t: TestApp;
let w: CheckoutWorld;
let month: ReportWorld['month'];
let h: ReportWorld['h'];

beforeAll(async () => {
  ({ t, w, month, h } = await reportWorld('Com'));
  h.brandAdmin = (await staffAuth(t.database.db, await makeEmployee(t.database.db, w.tenant, 'brand_admin'))).headers;
}, 120_000);

const rates = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/Employee/CommissionRates/${url}`, headers, payload });
const report = async (headers: Record<string, string>, params: object) => {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/Report/Create',
    headers: h.owner!,
    payload: { type: 'commission_by_cutter', name: `Commission ${Math.random()}`, storeId: null, params },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().res_data.id as string;
  const res = await t.app.inject({ method: 'POST', url: `/api/Report/Run/${id}`, headers, payload: { from: month.from, to: month.to } });
  expect(res.statusCode, res.body).toBe(200);
  return { id, result: res.json().res_data };
};

describe('commission rates on the employee', () => {
  it('refuses a rate starting before today, with the field; takes one from today; removes one not yet started', async () => {
    const before = (await rates('GET', w.cutter.id, h.owner!)).json().res_data;
    expect(before).toMatchObject({ items: [], canEdit: true });
    const today = before.earliestStart as string;
    const past = await rates('POST', w.cutter.id, h.owner!, {
      effectiveFrom: addDays(today, -1),
      serviceBasisPoints: 4000,
      productBasisPoints: 1000,
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().error.fields).toEqual({
      effectiveFrom: `A new rate starts on ${today} or later: past periods keep the rates they were paid at`,
    });
    const tooHigh = await rates('POST', w.cutter.id, h.owner!, { effectiveFrom: today, serviceBasisPoints: 10_001, productBasisPoints: 0 });
    expect(tooHigh.json().error.fields).toEqual({ serviceBasisPoints: 'Service commission must be at most 100%' });

    const next = addDays(today, 7);
    const added = (
      await rates('POST', w.cutter.id, h.owner!, { effectiveFrom: next, serviceBasisPoints: 4500, productBasisPoints: 1000 })
    ).json().res_data;
    expect(added.items).toEqual([
      { id: expect.any(String), effectiveFrom: next, serviceBasisPoints: 4500, productBasisPoints: 1000, current: false, upcoming: true },
    ]);
    // The same day again replaces it (one rate a day).
    const replaced = (
      await rates('POST', w.cutter.id, h.owner!, { effectiveFrom: next, serviceBasisPoints: 4200, productBasisPoints: 800 })
    ).json().res_data;
    expect(replaced.items.map((r: { serviceBasisPoints: number }) => r.serviceBasisPoints)).toEqual([4200]);
    const removed = await rates('DELETE', `${w.cutter.id}/${replaced.items[0].id}`, h.owner!);
    expect(removed.json().res_data.items).toEqual([]);
  });

  it('a rate in effect stays: removing it is a 409', async () => {
    const other = await makeCutter(t.database.db, w.tenant);
    const [row] = await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
      tx
        .insert(commissionRates)
        .values({
          tenantId: w.tenant.tenant.id,
          employeeId: other.id,
          effectiveFrom: '2020-01-01',
          serviceBasisPoints: 3000,
          productBasisPoints: 500,
        })
        .returning(),
    );
    const list = (await rates('GET', other.id, h.owner!)).json().res_data;
    expect(list.items).toMatchObject([{ effectiveFrom: '2020-01-01', current: true, upcoming: false }]);
    const res = await rates('DELETE', `${other.id}/${row!.id}`, h.owner!);
    expect(res.statusCode).toBe(409);
  });

  it.each([
    ['owner', 200, 422],
    ['brandAdmin', 200, 422],
    ['manager', 403, 403],
    ['cutter', 403, 403],
  ])('%s: read %i, write %i', async (who, read, write) => {
    expect((await rates('GET', w.cutter.id, h[who]!)).statusCode).toBe(read);
    // An empty body: past the flag check it is a 422; without the flag a 403.
    expect((await rates('POST', w.cutter.id, h[who]!, {})).statusCode).toBe(write);
  });

  it("another tenant gets 404 for this tenant's employee and rate", async () => {
    expect((await rates('GET', w.cutter.id, h.otherTenant!)).statusCode).toBe(404);
    const today = (await rates('GET', w.cutter.id, h.owner!)).json().res_data.earliestStart as string;
    const added = (
      await rates('POST', w.cutter.id, h.owner!, { effectiveFrom: addDays(today, 30), serviceBasisPoints: 4100, productBasisPoints: 900 })
    ).json().res_data;
    const rateId = added.items.find((r: { serviceBasisPoints: number }) => r.serviceBasisPoints === 4100).id as string;
    expect((await rates('DELETE', `${w.cutter.id}/${rateId}`, h.otherTenant!)).statusCode).toBe(404);
    expect((await rates('DELETE', `${w.cutter.id}/${rateId}`, h.owner!)).statusCode).toBe(200);
  });
});

describe('the commission report', () => {
  beforeAll(async () => {
    // History: 40% services and 10% retail from long ago, 50% services from 15 days back (inserted as the past).
    await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
      tx.insert(commissionRates).values([
        {
          tenantId: w.tenant.tenant.id,
          employeeId: w.cutter.id,
          effectiveFrom: '2020-01-01',
          serviceBasisPoints: 4000,
          productBasisPoints: 1000,
        },
        {
          tenantId: w.tenant.tenant.id,
          employeeId: w.cutter.id,
          effectiveFrom: addDays(month.to, -15),
          serviceBasisPoints: 5000,
          productBasisPoints: 1000,
        },
      ]),
    );
  });

  it('hand-worked month: revenue, tips and commission of the cutter, at the rate of each day', async () => {
    const { result } = await report(h.owner!, {});
    // Sales of the month (seedMonth), haircuts $25.00 each:
    //  day -29: haircut 2500 - 250 (its share of 10% off) = 2250; pomade 1800 - 180 = 1620, sold at the desk
    //           (no cutter: no commission); tip 500                                        rate 40%
    //  day -20: haircut 2500                                                                rate 40%
    //  day -10: haircut 2500 - 500 promo = 2000, tip 300                                    rate 50%
    //  day   0: haircut 2500 (refunded later: still the day's sale); LA haircut 2500        rate 50%
    // Services 11750; commission 4750 x 40% = 1900 + 7000 x 50% = 3500 -> 5400.
    const period = `${month.from} – ${month.to}`;
    expect(result.rows).toEqual([
      {
        period,
        cutter: `${w.cutter.firstName} ${w.cutter.lastName}`,
        servicesCents: 11_750,
        productsCents: 0,
        packagesCents: 0,
        tipCents: 800,
        commissionCents: 5400,
      },
      { period, cutter: 'No employee (retail)', servicesCents: 0, productsCents: 1620, packagesCents: 0, tipCents: 0, commissionCents: 0 },
    ]);
  });

  it('reconciles to the sales summary: revenue = net sales and tips = tips, to the cent', async () => {
    const { result } = await report(h.owner!, { period: 'week' });
    const summary = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Report/Create',
        headers: h.owner!,
        payload: { type: 'sales_summary', name: 'Summary for commission', storeId: null, params: {} },
      })
    ).json().res_data.id as string;
    const s = (
      await t.app.inject({
        method: 'POST',
        url: `/api/Report/Run/${summary}`,
        headers: h.owner!,
        payload: { from: month.from, to: month.to },
      })
    ).json().res_data;
    const revenue = result.totals.servicesCents + result.totals.productsCents + result.totals.packagesCents;
    expect(revenue).toBe(s.totals.netSalesCents);
    expect(revenue).toBe(13_370);
    expect(result.totals.tipCents).toBe(s.totals.tipCents);
    expect(result.totals.tipCents).toBe(800);
    // By week the rate change falls between weeks or inside one; either way the same total.
    expect(result.totals.commissionCents).toBe(5400);
  });

  it('a limited view sees only its own row, at its own store; another cutter sees none', async () => {
    // The cutter works at the first store only: the LA haircut (2500 x 50% = 1250) is not theirs to see.
    const own = (await report(h.cutter!, {})).result;
    expect(own).toMatchObject({ limited: true, totals: { servicesCents: 9250, productsCents: 0, commissionCents: 4150 } });
    expect(own.rows).toHaveLength(1);
    expect((await report(h.otherCutter!, {})).result).toMatchObject({ limited: true, rows: [], totals: { commissionCents: 0 } });
  });

  it('exports CSV with the same rows and totals', async () => {
    const { id } = await report(h.owner!, {});
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/Report/Export/${id}?from=${month.from}&to=${month.to}&format=csv`,
      headers: h.owner!,
    });
    expect(csv.body).toBe(
      'Period,Cutter,Service revenue,Product revenue,Packages (no commission),Tips,Commission\r\n' +
        `${month.from} – ${month.to},${w.cutter.firstName} ${w.cutter.lastName},117.50,0.00,0.00,8.00,54.00\r\n` +
        `${month.from} – ${month.to},No employee (retail),0.00,16.20,0.00,0.00,0.00\r\n` +
        'Total,,117.50,16.20,0.00,8.00,54.00\r\n',
    );
  });
});
