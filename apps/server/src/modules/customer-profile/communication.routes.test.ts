// profile/communication: per channel and kind, marketing off by default; the one-click unsubscribe link works
// without signing in; every sender honours the choices (marketing, appointment messages, the online receipt).
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeCustomer, makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { customerAuth, staffAuth } from '../../testing/test-sessions.ts';
import { bookedAppointment, cardToken, type CheckoutWorld, checkoutWorld, createInvoice, key } from '../checkout/checkout-test-data.ts';

let t: TestApp;
let w: CheckoutWorld;
let other: TestTenant;
let me: Record<string, string>;
let franchisor: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  w = await checkoutWorld(t.database.db, 'Prefs');
  other = await makeTenant(t.database.db, 'Other');
  me = (await customerAuth(t.database.db, w.customer)).headers;
  franchisor = (await staffAuth(t.database.db, await makeEmployee(t.database.db, w.tenant, 'franchisor'))).headers;
});

const tenantId = () => w.tenant.tenant.id;
const call = async (method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: object) => {
  const res = await t.app.inject({ method, url, headers, payload });
  await t.jobs.drain();
  return res;
};
const prefs = (headers: Record<string, string>, preferences?: object[]) =>
  preferences
    ? call('PUT', '/api/CustomerProfile/Communication', headers, { preferences })
    : call('GET', '/api/CustomerProfile/Communication', headers);

const sentTo = (to: string, template: string) =>
  withTenant(t.database.db, tenantId(), (tx) =>
    tx
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.tenantId, tenantId()), eq(outboxMessages.toAddress, to), eq(outboxMessages.template, template)))
      .orderBy(asc(outboxMessages.createdAt)),
  );

const sendMarketing = (customerIds: string[]) =>
  call('POST', '/api/CustomerProfile/MarketingEmail', franchisor, { subject: 'Autumn offer', text: '20% off beard trims.', customerIds });

describe('contact preferences', () => {
  it('starts with reminders and receipts on and marketing off, and saves a choice per channel and kind', async () => {
    const customer = await makeCustomer(t.database.db, w.tenant);
    const headers = (await customerAuth(t.database.db, customer)).headers;
    expect((await prefs(headers)).json().res_data).toEqual([
      { channel: 'email', kind: 'reminders', allowed: true },
      { channel: 'email', kind: 'receipts', allowed: true },
      { channel: 'email', kind: 'marketing', allowed: false },
      { channel: 'sms', kind: 'reminders', allowed: true },
      { channel: 'sms', kind: 'receipts', allowed: true },
      { channel: 'sms', kind: 'marketing', allowed: false },
    ]);
    const saved = await prefs(headers, [
      { channel: 'email', kind: 'marketing', allowed: true },
      { channel: 'sms', kind: 'reminders', allowed: false },
    ]);
    expect(saved.json().res_data.filter((p: { allowed: boolean }) => p.allowed !== true)).toEqual([
      { channel: 'sms', kind: 'reminders', allowed: false },
      { channel: 'sms', kind: 'marketing', allowed: false },
    ]);
    const bad = await prefs(headers, [{ channel: 'fax', kind: 'marketing', allowed: true }]);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields)).toEqual(['preferences.0.channel']);
    const twice = await prefs(headers, [
      { channel: 'email', kind: 'marketing', allowed: false },
      { channel: 'email', kind: 'marketing', allowed: true },
    ]);
    expect(twice.json().error.fields).toEqual({ preferences: 'Each channel and kind may appear once' });
    expect((await prefs(headers)).json().res_data[2]).toEqual({ channel: 'email', kind: 'marketing', allowed: true });
  });
});

describe('marketing email and the one-click unsubscribe', () => {
  it('mails only customers who turned marketing on, each with a working link that needs no sign-in', async () => {
    const fan = await makeCustomer(t.database.db, w.tenant);
    const quiet = await makeCustomer(t.database.db, w.tenant);
    await prefs((await customerAuth(t.database.db, fan)).headers, [{ channel: 'email', kind: 'marketing', allowed: true }]);
    const sent = await sendMarketing([fan.id, quiet.id]);
    expect(sent.json()).toEqual({ res_data: { queued: 1, skipped: 1 } });
    expect(await sentTo(quiet.email!, 'marketing')).toHaveLength(0);
    const [mail] = await sentTo(fan.email!, 'marketing');
    const url = /Unsubscribe in one click: (\S+)/.exec(mail.bodyText)?.[1] ?? '';
    expect(url).toMatch(/^http:\/\/[^/]+\/unsubscribe\?token=/);
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail.redactedText).not.toContain(url);
    const path = url.replace(/^http:\/\/[^/]+/, '');

    const confirmPage = await t.app.inject({ method: 'GET', url: path });
    expect(confirmPage.statusCode).toBe(200);
    expect(confirmPage.body).toContain('<button class="button" type="submit">Unsubscribe</button>');
    // A GET (a mail scanner following the link) changes nothing.
    expect((await sendMarketing([fan.id])).json().res_data).toEqual({ queued: 1, skipped: 0 });

    // RFC 8058: the mail provider POSTs List-Unsubscribe=One-Click, form-encoded, with no cookie.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('You are unsubscribed');
    expect((await sendMarketing([fan.id])).json().res_data).toEqual({ queued: 0, skipped: 1 });
    expect(await sentTo(fan.email!, 'marketing')).toHaveLength(2);
    const fanPrefs = (await prefs((await customerAuth(t.database.db, fan)).headers)).json().res_data;
    expect(fanPrefs[2]).toEqual({ channel: 'email', kind: 'marketing', allowed: false });
  });

  it('refuses a tampered or cut link (400) and changes nothing', async () => {
    const fan = await makeCustomer(t.database.db, w.tenant);
    await prefs((await customerAuth(t.database.db, fan)).headers, [{ channel: 'email', kind: 'marketing', allowed: true }]);
    await sendMarketing([fan.id]);
    const [mail] = await sentTo(fan.email!, 'marketing');
    const token = decodeURIComponent(/token=(\S+)/.exec(mail.bodyText)?.[1] ?? '');
    const [payload, signature] = token.split('.');
    const forged = `${Buffer.from(`${tenantId()}:${w.customer.id}:email:marketing`).toString('base64url')}.${signature}`;
    for (const bad of [forged, payload, `${payload}.${signature.slice(0, -2)}`]) {
      const res = await t.app.inject({ method: 'POST', url: `/unsubscribe?token=${encodeURIComponent(bad)}` });
      expect(res.statusCode).toBe(400);
    }
    expect((await sendMarketing([fan.id])).json().res_data).toEqual({ queued: 1, skipped: 0 });
  });

  it('is sent by staff with edit_customer_profile only, and only to their own tenant', async () => {
    expect((await sendMarketing([])).statusCode).toBe(422);
    const matrix = { general_manager: 200, shop_manager: 200, coordinator: 200, cutter: 403, cleaner: 403 };
    for (const [role, status] of Object.entries(matrix)) {
      const staff = (await staffAuth(t.database.db, await makeEmployee(t.database.db, w.tenant, role))).headers;
      const res = await call('POST', '/api/CustomerProfile/MarketingEmail', staff, {
        subject: 'x',
        text: 'y',
        customerIds: [w.customer.id],
      });
      expect(res.statusCode, role).toBe(status);
    }
    const foreign = (await staffAuth(t.database.db, await makeEmployee(t.database.db, other, 'franchisor'))).headers;
    const res = await call('POST', '/api/CustomerProfile/MarketingEmail', foreign, {
      subject: 'x',
      text: 'y',
      customerIds: [w.customer.id],
    });
    expect(res.json().res_data).toEqual({ queued: 0, skipped: 0 });
  });
});

describe('every sender honours the choices', () => {
  it('a customer with receipts off by email gets no receipt email after paying online', async () => {
    const payOnline = async (invoiceId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/CustomerInvoice/Pay/${invoiceId}`,
        headers: { ...me, 'idempotency-key': key() },
        payload: { tender: 'card', token: await cardToken(t.app) },
      });
    const first = await payOnline((await createInvoice(t.app, w)).id);
    expect(first.statusCode, first.body).toBe(200);
    expect(await sentTo(w.customer.email!, 'receipt')).toHaveLength(1);
    await prefs(me, [{ channel: 'email', kind: 'receipts', allowed: false }]);
    const second = await payOnline((await createInvoice(t.app, w)).id);
    expect(second.json().res_data.invoice.status).toBe('success');
    expect(await sentTo(w.customer.email!, 'receipt')).toHaveLength(1);
  });

  it('appointment messages go by SMS when email is off, and not at all when both are off', async () => {
    await prefs(me, [{ channel: 'email', kind: 'reminders', allowed: false }]);
    const before = (await sentTo(w.customer.phoneNumber!, 'appointment.confirmation')).length;
    const emailed = (await sentTo(w.customer.email!, 'appointment.confirmation')).length;
    await bookedAppointment(t.app, w);
    await t.jobs.drain();
    expect(await sentTo(w.customer.email!, 'appointment.confirmation')).toHaveLength(emailed);
    expect(await sentTo(w.customer.phoneNumber!, 'appointment.confirmation')).toHaveLength(before + 1);
    await prefs(me, [{ channel: 'sms', kind: 'reminders', allowed: false }]);
    await bookedAppointment(t.app, w);
    await t.jobs.drain();
    expect(await sentTo(w.customer.phoneNumber!, 'appointment.confirmation')).toHaveLength(before + 1);
    expect(await sentTo(w.customer.email!, 'appointment.confirmation')).toHaveLength(emailed);
  });
});
