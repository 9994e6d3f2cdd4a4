import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { cardToken, checkoutWorld, createInvoice, pay } from '../modules/checkout/checkout-test-data.ts';
import { brandHeaders, latestCode, signIn, solvedCaptcha } from '../testing/auth-helpers.ts';
import { makeEmployee, TEST_PASSWORD } from '../testing/factories.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const CARD = '4242424242424242';
const NEW_STAFF_PASSWORD = 'Reset#Pass42';
const CUSTOMER_PASSWORD = 'Signup#Pass42';

/** Logs with every id (uuid) taken out, so a 6-digit code is not found inside one by chance. */
const withoutIds = (text: string) => text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>');

describe('the request log at trace level, after a full flow', () => {
  const lines: string[] = [];
  let t: TestApp;
  const secrets: Record<string, string> = {};

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({}, { logger: { level: 'trace', stream } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.app.close());

  it('holds no token, code, password or card number', { timeout: 120_000 }, async () => {
    const w = await checkoutWorld(t.database.db, 'Logs');
    const staff = await makeEmployee(t.database.db, w.tenant, 'franchisor');

    // Sign-in: the session token comes back as a cookie and as the session's accessToken.
    const signedIn = await signIn(t.app, { email: staff.email, password: TEST_PASSWORD });
    expect(signedIn.res.statusCode).toBe(200);
    secrets.sessionToken = signedIn.token ?? '';
    expect(secrets.sessionToken.length).toBeGreaterThan(20);

    // The websocket, token in the query as browsers send it; and the same URL as a plain GET.
    const base = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/realtime`;
    const query = `storeId=${w.store.id}&access_token=${encodeURIComponent(secrets.sessionToken)}`;
    const socket = new WebSocket(`ws://${base}?${query}`);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    socket.close();
    expect((await fetch(`http://${base}?${query}`)).status).toBe(200);

    // Password reset with an emailed code.
    const employeeAuth = (action: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/EmployeeAuth/${action}`, payload });
    await employeeAuth('ForgetPassword', { identifier: staff.email });
    await t.jobs.drain(); // the code is issued by a queued job (code-requests.ts)
    secrets.resetCode = await latestCode(t.database.db, w.tenant.tenant.id, staff.email);
    expect((await employeeAuth('VerifyPasswordOTP', { identifier: staff.email, confirmationCode: secrets.resetCode })).statusCode).toBe(
      200,
    );
    expect((await employeeAuth('ForgetPasswordConfirm', { identifier: staff.email, password: NEW_STAFF_PASSWORD })).statusCode).toBe(200);

    // A card payment with the sandbox test card.
    const invoice = await createInvoice(t.app, w);
    secrets.cardToken = await cardToken(t.app, CARD);
    const paid = await pay(t.app, w.desk, invoice.id, { tender: 'card', token: secrets.cardToken, amountCents: invoice.dueCents });
    expect(paid.statusCode, paid.body).toBe(200);

    // A customer's sign-up code.
    const brand = await brandHeaders(t.database.db, w.tenant);
    const phone = '+15553217654';
    const customerAuth = (action: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/CustomerAuth/${action}`, headers: brand, payload });
    const partial = await customerAuth('PartialSignUp', {
      phoneNumber: phone,
      captchaToken: await solvedCaptcha(t.app),
      storeId: w.store.id,
    });
    expect(partial.statusCode).toBe(200);
    secrets.signupCode = await latestCode(t.database.db, w.tenant.tenant.id, phone);
    const created = await customerAuth('Create', {
      SmsConfirmationCode: secrets.signupCode,
      phoneNumber: phone,
      firstName: 'Lou',
      lastName: 'Logs',
      password: CUSTOMER_PASSWORD,
      email: null,
      emailVerified: false,
      storeId: w.store.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    secrets.customerToken = created.json().res_data.accessToken;

    const log = withoutIds(lines.join(''));
    const found = Object.entries({ ...secrets, TEST_PASSWORD, NEW_STAFF_PASSWORD, CUSTOMER_PASSWORD, CARD })
      .filter(([, value]) => new RegExp(`(?<![0-9])${value.replace(/[^\w]/g, '\\$&')}(?![0-9])`).test(log))
      .map(([name]) => name);
    expect(found).toEqual([]);
    // The capture saw the flow, the websocket's URL included (its token redacted).
    expect(log).toContain('request completed');
    expect(log).toContain(`/api/realtime?storeId=<id>&access_token=[redacted]`);
  });
});
