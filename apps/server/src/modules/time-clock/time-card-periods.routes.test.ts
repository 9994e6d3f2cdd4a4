import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoices, invoiceTips, outboxMessages } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createAppAt, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { sweepMissedPunches } from './missed-punches.ts';
import { timeEntries } from './time-clock.tables.ts';

type Headers = Record<string, string>;
/** Wednesday 3 June 2026, 13:00 in Los Angeles: the week runs Sunday 31 May to Saturday 6 June. */
const FIXED_NOW = new Date('2026-06-03T20:00:00Z');

describe('time cards: approve and re-open, missed clock-out emails, payroll export', () => {
  let t: TestApp;
  let fixed: FastifyInstance;
  let alpha: TestTenant;
  const headersOf: Record<string, Headers> = {};
  const idOf: Record<string, string> = {};
  const emailOf: Record<string, string> = {};
  let la: string;
  let chicago: string;

  const api = (app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = headersOf.franchisor) =>
    app.inject({ method, url: `/api/TimeCard/${url}`, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    fixed = await createAppAt(t.database, FIXED_NOW);
    const db = t.database.db;
    alpha = await makeTenant(db, 'Alpha');
    chicago = alpha.stores[0].id;
    la = alpha.stores[1].id;
    for (const slug of ['franchisor', 'general_manager', 'shop_manager', 'coordinator', 'cutter']) {
      const employee = await makeEmployee(db, alpha, slug);
      idOf[slug] = employee.id;
      emailOf[slug] = employee.email;
      headersOf[slug] = (await staffAuth(db, employee)).headers;
    }
    idOf.laCutter = (await makeEmployee(db, alpha, 'cutter', { storeId: la })).id;
    const add = await api(fixed, 'POST', 'Entry', {
      employeeId: idOf.laCutter,
      storeId: la,
      kind: 'work',
      clockIn: '2026-06-02T15:00:00Z',
      clockOut: '2026-06-03T04:00:00Z',
      reason: 'Forgot to clock in on the tablet',
    });
    expect(add.statusCode).toBe(201);
  });

  it('approve locks the week (edits 409), re-open with a reason unlocks it; approve waits for open entries', async () => {
    const s = alpha.stores[0].id;
    const entry = (
      await api(fixed, 'POST', 'Entry', {
        employeeId: idOf.shop_manager,
        storeId: s,
        kind: 'work',
        clockIn: '2026-06-04T14:00:00Z',
        clockOut: '2026-06-04T18:00:00Z',
        reason: 'Tablet down',
      })
    ).json().res_data;
    // An open entry of this week (clocked in at the fixed now) blocks approval.
    expect((await api(fixed, 'POST', 'Punch', { storeId: s, action: 'clock_in' }, headersOf.general_manager)).statusCode).toBe(200);
    const blocked = await api(fixed, 'POST', 'Approve', { storeId: s, periodStart: '2026-05-31' });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe('Still clocked in: General manager Tester. Enter their clock-out before approving.');
    const open = await withTenant(t.database.db, alpha.tenant.id, (tx) =>
      tx
        .select()
        .from(timeEntries)
        .where(and(eq(timeEntries.employeeId, idOf.general_manager))),
    );
    await api(fixed, 'PUT', `Entry/${open[0].id}`, {
      kind: 'work',
      clockIn: open[0].clockIn.toISOString(),
      clockOut: '2026-06-03T23:00:00Z',
      reason: 'Left at 6',
    });
    expect((await api(fixed, 'POST', 'Approve', { storeId: s, periodStart: '2026-06-01' })).json().error.fields).toEqual({
      periodStart: 'A pay period of this store starts on 2026-05-31, not 2026-06-01',
    });
    const approved = await api(fixed, 'POST', 'Approve', { storeId: s, periodStart: '2026-05-31' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().res_data).toMatchObject({ status: 'approved', locked: true, approvedBy: 'Franchisor Tester' });
    const locked = await api(fixed, 'PUT', `Entry/${entry.id}`, {
      kind: 'work',
      clockIn: '2026-06-04T14:00:00Z',
      clockOut: '2026-06-04T19:00:00Z',
      reason: 'Late',
    });
    expect(locked.statusCode).toBe(409);
    expect((await api(fixed, 'POST', 'Punch', { storeId: s, action: 'clock_in' }, headersOf.general_manager)).statusCode).toBe(409);
    const reopened = await api(fixed, 'POST', 'Reopen', { storeId: s, periodStart: '2026-05-31', reason: 'Missed an overtime entry' });
    expect(reopened.json().res_data).toMatchObject({ status: 'reopened', locked: false, reopenReason: 'Missed an overtime entry' });
    expect(
      (
        await api(fixed, 'PUT', `Entry/${entry.id}`, {
          kind: 'work',
          clockIn: '2026-06-04T14:00:00Z',
          clockOut: '2026-06-04T19:00:00Z',
          reason: 'Late',
        })
      ).statusCode,
    ).toBe(200);
    // Past weeks are read-only until re-opened.
    const past = await api(fixed, 'POST', 'Entry', {
      employeeId: idOf.cutter,
      storeId: s,
      kind: 'work',
      clockIn: '2026-05-26T14:00:00Z',
      clockOut: '2026-05-26T18:00:00Z',
      reason: 'Late entry',
    });
    expect(past.statusCode).toBe(409);
    const periods = (await api(fixed, 'GET', `Periods?storeId=${s}`)).json().res_data.periods;
    expect(periods[0]).toEqual({ periodStart: '2026-05-24', periodEnd: '2026-05-30', status: 'open', approvedBy: null, approvedAt: null });
    expect(periods).toHaveLength(12);
  });

  it('exports payroll CSV, generic and ADP, with hours and tips per employee', async () => {
    // $12.50 tip on an invoice paid in the week; a voided one and one paid the week before do not count.
    await withTenant(t.database.db, alpha.tenant.id, async (tx) => {
      for (const [paidAt, voidedAt, cents] of [
        ['2026-06-02T20:00:00Z', null, 1250],
        ['2026-06-02T21:00:00Z', '2026-06-02T22:00:00Z', 900],
        ['2026-05-30T20:00:00Z', null, 700],
      ] as const) {
        const [invoice] = await tx
          .insert(invoices)
          .values({
            tenantId: alpha.tenant.id,
            storeId: la,
            kind: 'sale',
            cartUniqId: `tip-${cents}`,
            number: `T-${cents}`,
            taxRateMilliPercent: 0,
            paidAt: new Date(paidAt),
            voidedAt: voidedAt ? new Date(voidedAt) : null,
          })
          .returning();
        await tx
          .insert(invoiceTips)
          .values({ tenantId: alpha.tenant.id, invoiceId: invoice.id, cutterId: idOf.laCutter, amountCents: cents });
      }
    });
    const generic = await api(fixed, 'GET', `Export?storeId=${la}&periodStart=2026-05-31`);
    expect(generic.statusCode).toBe(200);
    const lines = generic.json().res_data.csv.split('\r\n');
    expect(lines[0]).toBe(
      'store,period_start,period_end,employee_id,employee_name,regular_hours,overtime_hours,double_time_hours,total_paid_hours,unpaid_break_hours,tips,flags',
    );
    expect(lines).toContain(
      `Alpha Uptown,2026-05-31,2026-06-06,${idOf.laCutter},Cutter Tester,8.00,4.00,1.00,13.00,0.00,12.50,short_break edited`,
    );
    const adp = (await api(fixed, 'GET', `Export?storeId=${la}&periodStart=2026-05-31&layout=adp&coCode=AB1&batchId=W23`)).json().res_data;
    expect(adp.filename).toBe('payroll-adp-2026-05-31.csv');
    expect(adp.csv.split('\r\n')).toContain(`AB1,W23,${idOf.laCutter},Cutter Tester,8.00,4.00,DT,1.00,TIPS,12.50`);
    expect((await api(fixed, 'GET', `Export?storeId=${la}&periodStart=2026-05-31`, undefined, headersOf.cutter)).statusCode).toBe(403);
  });

  it('emails a missed clock-out once to the employee and the store managers, and flags the card', async () => {
    const db = t.database.db;
    // Clocked in Monday 1 June 09:00 in Chicago and never out; the store closes at its hours plus an hour's grace.
    const [open] = await withTenant(db, alpha.tenant.id, (tx) =>
      tx
        .insert(timeEntries)
        .values({
          tenantId: alpha.tenant.id,
          employeeId: idOf.coordinator,
          storeId: chicago,
          kind: 'work',
          method: 'self',
          clockIn: new Date('2026-06-01T14:00:00Z'),
        })
        .returning(),
    );
    expect(await sweepMissedPunches({ db, jobs: t.jobs, now: () => FIXED_NOW })).toBe(1);
    expect(await sweepMissedPunches({ db, jobs: t.jobs, now: () => FIXED_NOW })).toBe(0);
    const mails = await withTenant(db, alpha.tenant.id, (tx) =>
      tx
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.tenantId, alpha.tenant.id), eq(outboxMessages.template, 'timecard_notification'))),
    );
    const to = mails.map((m) => m.toAddress);
    expect(to).toContain(emailOf.coordinator);
    expect(to).toContain(emailOf.shop_manager);
    expect(to).not.toContain(emailOf.cutter);
    expect(mails.find((m) => m.toAddress === emailOf.shop_manager)?.subject).toBe('Missed clock-out: Coordinator Tester at Alpha Downtown');
    const card = (await api(fixed, 'GET', `Card?storeId=${chicago}`)).json().res_data;
    const coordinator = card.employees.find((e: { employeeId: string }) => e.employeeId === idOf.coordinator);
    expect(coordinator.days[1].flags).toContain('missed_punch');
    expect(coordinator.days[1].entries[0]).toMatchObject({ id: open.id, missedPunch: true, clockOut: null });
  });
  it('settings: bi-weekly periods from an anchor; bad input 422 naming the field; edit_store_details only', async () => {
    const bad = await api(fixed, 'PUT', `Settings/${la}`, {
      payPeriod: 'biweekly',
      startDay: 9,
      anchorDate: '2026-05-24',
      overtimeRule: 'california',
      graceMinutes: 30,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({ startDay: 'Choose a start day' });
    const body = { payPeriod: 'biweekly', startDay: 0, anchorDate: '2026-05-24', overtimeRule: 'california', graceMinutes: 30 };
    expect((await api(fixed, 'PUT', `Settings/${la}`, body, headersOf.cutter)).statusCode).toBe(403);
    // The face match threshold (issue 14) keeps its default when the form does not send it.
    expect((await api(fixed, 'PUT', `Settings/${la}`, body)).json().res_data).toEqual({ storeId: la, ...body, faceMatchThreshold: 550 });
    const stricter = await api(fixed, 'PUT', `Settings/${la}`, { ...body, faceMatchThreshold: 700 });
    expect(stricter.json().res_data.faceMatchThreshold).toBe(700);
    expect((await api(fixed, 'PUT', `Settings/${la}`, { ...body, faceMatchThreshold: 990 })).json().error.fields).toEqual({
      faceMatchThreshold: 'At most 95% (950)',
    });
    const card = (await api(fixed, 'GET', `Card?storeId=${la}`)).json().res_data;
    expect(card).toMatchObject({ payPeriod: 'biweekly', periodStart: '2026-05-24', periodEnd: '2026-06-06' });
    expect(card.employees.find((e: { employeeId: string }) => e.employeeId === idOf.laCutter).days).toHaveLength(14);
  });
});
