import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions } from '../../db/schema.ts';
import { outboxMessages } from '../../platform/outbox/outbox.tables.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { csrf } from '../../testing/auth-helpers.ts';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { raceTest } from '../../testing/race-test.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { faceAttempts, faceTemplates } from './face-sign-in.tables.ts';

type Headers = Record<string, string>;

describe('the managers’ review of weak and PIN-finished face attempts', () => {
  let t: TestApp;
  let alpha: TestTenant;
  let chicago: string;
  const id: Record<string, string> = {};
  const h: Record<string, Headers> = {};
  const weak = { mode: 'clock_in' as const, outcome: 'weak' as const, score: 480, threshold: 550 };

  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const attempt = async (values: Partial<typeof faceAttempts.$inferInsert>) => {
    const [row] = await withTenant(t.database.db, alpha.tenant.id, (tx) =>
      tx
        .insert(faceAttempts)
        .values({ tenantId: alpha.tenant.id, storeId: chicago, employeeId: id.cutter, ...weak, ...values })
        .returning(),
    );
    return row.id;
  };
  const queue = async (status = 'pending', headers = h.manager) => {
    const res = await inject('GET', `/api/FaceSignIn/Review?storeId=${chicago}&status=${status}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().res_data as { timezone: string; items: Record<string, unknown>[] };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    alpha = await makeTenant(db, 'Alpha');
    chicago = alpha.stores[0].id;
    for (const slug of ['cutter', 'shop_manager', 'franchisor'] as const) {
      const e = await makeEmployee(db, alpha, slug);
      id[slug === 'shop_manager' ? 'manager' : slug] = e.id;
      h[slug === 'shop_manager' ? 'manager' : slug] = (await staffAuth(db, e)).headers;
    }
    const beta = await makeTenant(db, 'Beta');
    h.other = (await staffAuth(db, await makeEmployee(db, beta, 'shop_manager'))).headers;
    const pin = await inject('PUT', `/api/Employee/SetPin/${id.cutter}`, h.cutter, { pin: '4821' });
    expect(pin.statusCode).toBe(200);
    await withTenant(db, alpha.tenant.id, (tx) =>
      tx.insert(faceTemplates).values({
        tenantId: alpha.tenant.id,
        employeeId: id.cutter,
        embedding: [0.1, 0.2],
        policyVersion: '2026-11',
        consentedAt: new Date(),
        lastUsedAt: new Date(),
      }),
    );
  });

  it('lists weak and PIN-finished attempts with score, matched employee and outcome; strong matches stay out', async () => {
    const clockWeak = await attempt({});
    await attempt({ mode: 'sign_in', outcome: 'match', score: 990, resolvedBy: 'face_pin', resolvedEmployeeId: id.cutter });
    // The tablet's PIN fallback names the attempt: it is finished by the PIN's holder.
    const wrongPin = await inject('POST', '/api/TimeCard/PunchByPin', h.manager, {
      storeId: chicago,
      action: 'clock_in',
      pin: '0000',
      faceAttemptId: clockWeak,
    });
    expect(wrongPin.statusCode).toBe(422);
    const punched = await inject('POST', '/api/TimeCard/PunchByPin', h.manager, {
      storeId: chicago,
      action: 'clock_in',
      pin: '4821',
      faceAttemptId: clockWeak,
    });
    expect(punched.statusCode, punched.body).toBe(200);
    const refused = await attempt({ outcome: 'no_match', score: 200, employeeId: null });
    const { timezone, items } = await queue();
    expect(timezone).toBe('America/Chicago');
    expect(items.map((i) => [i.id, i.outcome, i.score, i.employeeName, i.resolution, i.finishedByName, i.pinFailures])).toEqual([
      [clockWeak, 'weak', 480, 'Cutter Tester', 'pin', 'Cutter Tester', 1],
    ]);
    expect(refused).toBeTypeOf('string');
    // A cutter cannot see the queue; another tenant's manager cannot review.
    expect((await inject('GET', `/api/FaceSignIn/Review?storeId=${chicago}`, h.cutter)).statusCode).toBe(403);
    expect((await inject('POST', `/api/FaceSignIn/Review/${clockWeak}`, h.other, { verdict: 'confirmed' })).statusCode).toBe(404);
  });

  it('confirms once (a second verdict is 409); a confirmed one cannot require re-enrolment', async () => {
    const target = await attempt({});
    const bad = await inject('POST', `/api/FaceSignIn/Review/${target}`, h.manager, { verdict: 'confirmed', requireReenrolment: true });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({ requireReenrolment: 'Only a suspicious attempt can require a new enrolment' });
    const ok = await inject('POST', `/api/FaceSignIn/Review/${target}`, h.manager, { verdict: 'confirmed' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().res_data).toMatchObject({ verdict: 'confirmed', reviewedByName: 'Shop manager Tester', resolution: 'open' });
    const again = await inject('POST', `/api/FaceSignIn/Review/${target}`, h.manager, { verdict: 'suspicious' });
    expect(again.statusCode).toBe(409);
    expect((await queue('reviewed')).items.map((i) => i.id)).toEqual([target]);
  });

  it('flags as suspicious: the owner is emailed (no photo), the template is deleted so the employee must enrol again', async () => {
    const target = await attempt({ mode: 'sign_in' });
    const res = await inject('POST', `/api/FaceSignIn/Review/${target}`, h.manager, {
      verdict: 'suspicious',
      requireReenrolment: true,
      note: 'Not our cutter on the camera',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().res_data).toMatchObject({ verdict: 'suspicious' });
    const db = t.database.db;
    expect(await withTenant(db, alpha.tenant.id, (tx) => tx.select().from(faceTemplates))).toEqual([]);
    const mail = await withTenant(db, alpha.tenant.id, (tx) =>
      tx.select().from(outboxMessages).where(eq(outboxMessages.template, 'face_review_flagged')),
    );
    expect(mail.map((m) => [m.toAddress, m.subject])).toEqual([
      [expect.stringMatching(/^franchisor\./), 'Suspicious face attempt at Alpha Downtown'],
    ]);
    expect(mail[0].bodyText).toContain('Closest enrolled face: Cutter Tester; similarity 480 of 1000 (match needs 550).');
    expect(mail[0].bodyText).toContain('Note: Not our cutter on the camera');
    const audits = await withTenant(db, alpha.tenant.id, (tx) =>
      tx
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entityId, id.cutter), eq(auditLog.action, 'face.deleted'))),
    );
    expect(audits).toHaveLength(1);
  });

  raceTest('two managers give one attempt a verdict at once: one 200, one 409', async () => {
    const target = await attempt({});
    const other = (await staffAuth(t.database.db, await makeEmployee(t.database.db, alpha, 'shop_manager'))).headers;
    const answers = await Promise.all(
      [h.manager, other].map((headers) => inject('POST', `/api/FaceSignIn/Review/${target}`, headers, { verdict: 'confirmed' })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  raceTest('one face attempt posted twice at once with the right PIN opens one session', async () => {
    const db = t.database.db;
    const target = await attempt({ mode: 'sign_in', outcome: 'match', score: 990 });
    const tablets = await Promise.all([0, 1].map(async () => (await staffAuth(db, { id: id.manager, tenantId: alpha.tenant.id })).headers));
    const { csrfToken, cookies } = await csrf(t.app);
    const answers = await Promise.all(
      tablets.map((headers) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/callback/face',
          headers,
          cookies,
          payload: { csrfToken, json: true, attemptId: target, pin: '4821' },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const cutterSessions = await withTenant(db, alpha.tenant.id, (tx) =>
      tx.select().from(sessions).where(eq(sessions.employeeId, id.cutter)),
    );
    expect(cutterSessions).toHaveLength(2); // the cutter's own (beforeAll) and the one face sign-in opened
  });
});
