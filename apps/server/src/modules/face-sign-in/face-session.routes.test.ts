import { FACE_POLICY_VERSION, FACE_PIN_FAILURES } from '@salon/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, signInAttempts } from '../../db/schema.ts';
import { asSystem, withTenant } from '../../platform/tenancy.ts';
import { csrf, sessionCookieOf } from '../../testing/auth-helpers.ts';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { timeEntries } from '../time-clock/time-clock.tables.ts';
import { faceAttempts } from './face-sign-in.tables.ts';
import { asDataUrl, faceFixture } from './face-test-images.ts';

type Headers = Record<string, string>;
const PIN = '4821';

describe('face sign-in opens a session only with the PIN (callback/face)', () => {
  let t: TestApp;
  let alpha: TestTenant;
  let chicago: string;
  let cutter: string;
  let manager: { id: string; tenantId: string };

  const tablet = async () => (await staffAuth(t.database.db, manager)).headers;
  const check = async (headers: Headers, image: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/EmployeeAuth/ValidatePasswordlessImage',
      headers,
      payload: { imageUrl: image, storeId: chicago, action: 'sign_in' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().res_data as { outcome: string; attemptId: string; employeeId: string | null; employeeName: string | null };
  };
  const faceSignIn = async (headers: Headers, attemptId: string, pin: string, token?: string) => {
    const { csrfToken, cookies } = await csrf(t.app);
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/callback/face',
      headers,
      cookies,
      payload: { csrfToken: token ?? csrfToken, callbackUrl: '/admin/dashboard', json: true, attemptId, pin },
    });
  };
  const attempt = async (values: Partial<typeof faceAttempts.$inferInsert>) => {
    const [row] = await withTenant(t.database.db, alpha.tenant.id, (tx) =>
      tx
        .insert(faceAttempts)
        .values({
          tenantId: alpha.tenant.id,
          storeId: chicago,
          mode: 'sign_in',
          outcome: 'match',
          score: 990,
          threshold: 550,
          employeeId: cutter,
          ...values,
        })
        .returning(),
    );
    return row.id;
  };
  const attemptRow = async (id: string) =>
    (await withTenant(t.database.db, alpha.tenant.id, (tx) => tx.select().from(faceAttempts).where(eq(faceAttempts.id, id))))[0];

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    alpha = await makeTenant(db, 'Alpha');
    chicago = alpha.stores[0].id;
    const c = await makeEmployee(db, alpha, 'cutter');
    cutter = c.id;
    manager = await makeEmployee(db, alpha, 'shop_manager');
    const own = (await staffAuth(db, c)).headers;
    const enrol = await t.app.inject({
      method: 'POST',
      url: '/api/FaceSignIn/Enrol',
      headers: own,
      payload: {
        employeeId: cutter,
        imageUrl: asDataUrl(faceFixture('person-a-webcam')),
        consent: true,
        policyVersion: FACE_POLICY_VERSION,
      },
    });
    expect(enrol.statusCode, enrol.body).toBe(200);
    const pin = await t.app.inject({ method: 'PUT', url: `/api/Employee/SetPin/${cutter}`, headers: own, payload: { pin: PIN } });
    expect(pin.statusCode).toBe(200);
  });

  it('a match opens no session by itself; a wrong PIN is 401 and counted; the right PIN signs the employee in', async () => {
    const headers = await tablet();
    const seen = await check(headers, asDataUrl(faceFixture('person-a-webcam')));
    expect(seen).toMatchObject({ outcome: 'match', employeeId: cutter, employeeName: 'Cutter Tester' });
    // Sign-in mode clocks nobody in.
    expect(await withTenant(t.database.db, alpha.tenant.id, (tx) => tx.select().from(timeEntries))).toEqual([]);

    const forged = await faceSignIn(headers, seen.attemptId, PIN, 'forged-token');
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('CSRF_MISMATCH');

    const wrong = await faceSignIn(headers, seen.attemptId, '0000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().url).toBe(
      'http://localhost:3000/api/auth/error?error=CredentialsSignin&provider=face&userType=admin&callbackUrl=http%3A%2F%2Flocalhost%3A3000%2Fadmin%2Fdashboard',
    );
    expect(sessionCookieOf(wrong)).toBeUndefined();
    expect((await attemptRow(seen.attemptId)).pinFailures).toBe(1);
    const counted = await asSystem(t.database.db, (tx) =>
      tx
        .select()
        .from(signInAttempts)
        .where(eq(signInAttempts.accountKey, `facepin:${cutter}`)),
    );
    expect(counted.map((r) => r.succeeded)).toEqual([false]);

    const right = await faceSignIn(headers, seen.attemptId, PIN);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toEqual({ url: 'http://localhost:3000/admin/dashboard' });
    const cookie = right.cookies.find((c) => c.name === 'salon_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.expires).toBeUndefined();
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', cookies: { salon_session: cookie?.value ?? '' } });
    expect(session.json().user).toMatchObject({ id: cutter, userType: 'admin' });
    // The tablet's own session ended; the attempt is finished by face and PIN and cannot open a second session.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/session', headers })).json()).toEqual({});
    expect(await attemptRow(seen.attemptId)).toMatchObject({ resolvedBy: 'face_pin', resolvedEmployeeId: cutter });
    expect((await faceSignIn(await tablet(), seen.attemptId, PIN)).statusCode).toBe(401);
    const audits = await withTenant(t.database.db, alpha.tenant.id, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'auth.signed_in'), eq(auditLog.entityId, cutter))),
    );
    expect(audits.map((a) => a.details)).toEqual([{ method: 'face+pin', attemptId: seen.attemptId, outcome: 'match', score: 1000 }]);
  });

  it('no match: no session, even with the right PIN; an attempt past its 2 minutes or another store’s tablet neither', async () => {
    const headers = await tablet();
    const seen = await check(headers, asDataUrl(faceFixture('person-b')));
    expect(seen).toMatchObject({ outcome: 'no_match', employeeId: null });
    const res = await faceSignIn(headers, seen.attemptId, PIN);
    expect(res.statusCode).toBe(401);
    expect(sessionCookieOf(res)).toBeUndefined();
    const stale = await attempt({ createdAt: new Date(Date.now() - 3 * 60_000) });
    expect((await faceSignIn(headers, stale, PIN)).statusCode).toBe(401);
    const la = await attempt({ storeId: alpha.stores[1].id });
    expect((await faceSignIn(headers, la, PIN)).statusCode).toBe(403);
  });

  it(`locks face sign-in for the employee after ${FACE_PIN_FAILURES} wrong PINs (429 with Retry-After), even with the right PIN`, async () => {
    const headers = await tablet();
    const id = await attempt({});
    // One wrong PIN was counted in the first test.
    for (let i = 1; i < FACE_PIN_FAILURES; i++) expect((await faceSignIn(headers, id, '9999')).statusCode).toBe(401);
    const locked = await faceSignIn(headers, id, PIN);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().url).toContain('error=TooManyAttempts');
    expect(sessionCookieOf(locked)).toBeUndefined();
    expect(await attemptRow(id)).toMatchObject({ resolvedBy: null, pinFailures: FACE_PIN_FAILURES - 1 });
  });
});
