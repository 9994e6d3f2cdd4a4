import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandDomains, employeeRoles, employees, roles, services, serviceStores, stores, tenants } from '../../db/schema.ts';
import { asSystem, withTenant } from '../../platform/tenancy.ts';
import { latestCode, messagesTo, signIn } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { OWNER_PASSWORD, postSalon, salonPayload, verifyOwner, whileInviteFails } from './salon-setup-test-data.ts';
import { DOMAIN_TAKEN, EMAIL_TAKEN } from './salon-setup.service.ts';
import { SETUP_PER_IP_HOUR } from './salon-setup.routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const tenantsNamed = (name: string) => asSystem(t.database.db, (tx) => tx.select().from(tenants).where(eq(tenants.name, name)));

async function ownerHeaders(email: string, tenantId: string) {
  await verifyOwner(t.app, t.database.db, tenantId, email);
  const { token } = await signIn(t.app, { email, password: OWNER_PASSWORD });
  expect(token).toBeTruthy();
  return { authorization: `Bearer ${token}` };
}

describe('SalonSetup/Create', () => {
  it('creates tenant, brand, store, services, owner and invitations; the owner signs in and sees the checklist', async () => {
    const body = salonPayload();
    const res = await postSalon(t.app, body);
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().res_data;
    expect(made).toMatchObject({ ownerEmail: body.basicDetails.ownerEmail, services: 2, invited: 1 });

    const rows = await withTenant(t.database.db, made.tenantId, async (tx) => ({
      domains: await tx.select().from(brandDomains),
      stores: await tx.select().from(stores),
      services: await tx.select().from(services),
      offered: await tx.select().from(serviceStores),
      staff: await tx
        .select({
          email: employees.email,
          hasPassword: sql<boolean>`${employees.passwordHash} is not null`,
          role: roles.slug,
          storeId: employeeRoles.storeId,
        })
        .from(employees)
        .innerJoin(employeeRoles, eq(employeeRoles.employeeId, employees.id))
        .innerJoin(roles, eq(roles.id, employeeRoles.roleId)),
    }));
    expect(rows.domains.map((d) => d.domain)).toEqual([body.appearance.domain]);
    expect(rows.stores).toHaveLength(1);
    expect(rows.stores[0]).toMatchObject({ name: 'Fade House Downtown', timezone: 'America/Chicago', city: 'Chicago', status: 'active' });
    expect(rows.services.map((s) => [s.name, s.durationMinutes, s.priceCents, s.skillSet]).sort()).toEqual([
      ['Beard Trim', 15, 2000, 'beard_trim'],
      ['Haircut', 30, 3500, 'haircut'],
    ]);
    expect(rows.offered).toHaveLength(2);
    const owner = body.basicDetails.ownerEmail;
    const invitee = body.other.invites[0].email;
    expect(
      rows.staff
        .filter((s) => s.email === owner)
        .map((s) => s.role)
        .sort(),
    ).toEqual(['franchisor', 'store_owner']);
    expect(rows.staff.find((s) => s.email === invitee)).toMatchObject({ role: 'cutter', hasPassword: false, storeId: made.storeId });
    // The invitation is an email with a code to set a password; the code itself is never in the answer.
    const mail = await messagesTo(t.database.db, made.tenantId, invitee);
    expect(mail.map((m) => m.template)).toEqual(['employee.set_password']);
    expect((await messagesTo(t.database.db, made.tenantId, owner)).map((m) => m.template)).toEqual(['otp.verify_email']);
    expect(res.body).not.toContain(OWNER_PASSWORD);

    const headers = await ownerHeaders(owner, made.tenantId);
    const list = await t.app.inject({ method: 'GET', url: '/api/SalonSetup/Checklist', headers });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().res_data).toEqual({
      items: [
        { key: 'services', done: true },
        { key: 'staff', done: true },
        { key: 'shifts', done: false },
        { key: 'onlineBooking', done: false },
        { key: 'kiosk', done: false },
      ],
      done: 2,
      total: 5,
    });

    // Items tick from rows: online booking needs a store taking bookings AND a bookable service.
    await withTenant(t.database.db, made.tenantId, (tx) => tx.update(stores).set({ onlineBooking: true }));
    const half = (await t.app.inject({ method: 'GET', url: '/api/SalonSetup/Checklist', headers })).json().res_data;
    expect(half.done).toBe(2);
    await withTenant(t.database.db, made.tenantId, (tx) =>
      tx.update(services).set({ onlineBookable: true }).where(eq(services.name, 'Haircut')),
    );
    const after = (await t.app.inject({ method: 'GET', url: '/api/SalonSetup/Checklist', headers })).json().res_data;
    expect(after.items.find((i: { key: string }) => i.key === 'onlineBooking')).toEqual({ key: 'onlineBooking', done: true });
    expect(after.done).toBe(3);
  });

  it('signs the owner in by password only after the code emailed to them comes back (EmailNotVerified before)', async () => {
    const body = salonPayload();
    const made = (await postSalon(t.app, body)).json().res_data;
    const email = body.basicDetails.ownerEmail;
    const before = await signIn(t.app, { email, password: OWNER_PASSWORD });
    expect(before.res.statusCode).toBe(401);
    expect(before.res.json().url).toContain('error=EmailNotVerified');
    expect(before.token).toBeFalsy();
    // A wrong password says nothing about the email (the usual refusal).
    const wrong = await signIn(t.app, { email, password: 'Wrong-pass-2026' });
    expect(wrong.res.json().url).toContain('error=CredentialsSignin');

    const verify = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/SalonSetup/VerifyOwnerEmail', payload });
    const code = await latestCode(t.database.db, made.tenantId, email);
    const bad = await verify({ email, confirmationCode: code === '000000' ? '111111' : '000000' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({ confirmationCode: 'The code is wrong or has expired.' });
    // Another email answers the same (no enumeration), and so does asking for a code for it.
    expect((await verify({ email: 'nobody@salon.test', confirmationCode: code })).statusCode).toBe(422);
    const resend = await t.app.inject({ method: 'POST', url: '/api/SalonSetup/ResendOwnerCode', payload: { email: 'nobody@salon.test' } });
    expect(resend.json().res_data).toEqual({ sent: true });

    const ok = await verify({ email, confirmationCode: code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().res_data).toEqual({ verified: true });
    expect((await verify({ email, confirmationCode: code })).statusCode).toBe(422);
    const after = await signIn(t.app, { email, password: OWNER_PASSWORD });
    expect(after.res.statusCode).toBe(200);
    expect(after.token).toBeTruthy();
  });

  it('refuses a taken domain and a taken owner email with 409 on the field, creating nothing', async () => {
    const first = salonPayload();
    expect((await postSalon(t.app, first)).statusCode).toBe(201);

    const sameDomain = salonPayload();
    sameDomain.appearance.domain = first.appearance.domain.toUpperCase();
    const res = await postSalon(t.app, sameDomain);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(DOMAIN_TAKEN);
    expect(res.json().error.fields).toEqual({ 'appearance.domain': DOMAIN_TAKEN });
    expect(await tenantsNamed(sameDomain.basicDetails.businessName)).toEqual([]);

    const sameOwner = salonPayload();
    sameOwner.basicDetails.ownerEmail = first.basicDetails.ownerEmail;
    const again = await postSalon(t.app, sameOwner);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({ 'basicDetails.ownerEmail': EMAIL_TAKEN });
    expect(await tenantsNamed(sameOwner.basicDetails.businessName)).toEqual([]);
  });

  it('answers 422 with the field of each problem', async () => {
    const body = salonPayload();
    const bad = {
      ...body,
      basicDetails: { ...body.basicDetails, password: 'short' },
      appearance: { ...body.appearance, domain: 'not a domain' },
      store: { ...body.store, timezone: 'Mars/Olympus' },
      other: {
        services: [...body.other.services, { name: 'haircut', durationMinutes: 7, priceCents: 100 }],
        invites: [{ ...body.other.invites[0], email: body.basicDetails.ownerEmail }],
      },
    };
    const res = await postSalon(t.app, bad);
    expect(res.statusCode).toBe(422);
    const fields = res.json().error.fields;
    expect(fields['basicDetails.password']).toBe('Password must be at least 6 characters');
    expect(fields['appearance.domain']).toBe('Must be a valid domain, e.g. example.com');
    expect(fields['store.timezone']).toBe('Must be an IANA timezone such as America/Chicago');
    expect(fields['other.services.2.name']).toBe('Each service name may be used once');
    expect(fields['other.services.2.durationMinutes']).toBe('Duration must be in steps of 5 minutes');
    expect(fields['other.invites.0.email']).toBe('This is the owner’s email; invite other people here');
    expect(await tenantsNamed(body.basicDetails.businessName)).toEqual([]);
  });

  it('refuses a missing captcha and more than the per-IP limit of sign-ups an hour (429)', async () => {
    const body = salonPayload();
    const call = () =>
      t.app.inject({ method: 'POST', url: '/api/SalonSetup/Create', payload: { ...body, captchaToken: 'x' }, remoteAddress: '10.250.0.1' });
    for (let i = 0; i < SETUP_PER_IP_HOUR; i++) {
      const res = await call();
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields.captchaToken).toBe('The captcha is not solved or has expired. Please try again.');
    }
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('leaves nothing behind when the last write fails (one transaction)', async () => {
    const body = salonPayload();
    const boom = body.other.invites[0].email;
    // A failure at the very end: after tenant, brand, store, roles, services and the owner have been written.
    await whileInviteFails(t.database.db, boom, async () => {
      const res = await postSalon(t.app, body);
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('forced failure');
    });
    expect(await tenantsNamed(body.basicDetails.businessName)).toEqual([]);
    const left = await asSystem(t.database.db, async (tx) => ({
      domains: await tx.select().from(brandDomains).where(eq(brandDomains.domain, body.appearance.domain)),
      owners: await tx
        .select()
        .from(employees)
        .where(inArray(employees.email, [body.basicDetails.ownerEmail, boom])),
    }));
    expect(left).toEqual({ domains: [], owners: [] });
    // The same sign-up then goes through: nothing half-made blocks it.
    expect((await postSalon(t.app, body)).statusCode).toBe(201);
  });
});
