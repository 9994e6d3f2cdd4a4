import { FACE_POLICY_VERSION } from '@salon/shared';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { timeClockSettings, timeEntries } from '../time-clock/time-clock.tables.ts';
import { faceTemplates } from './face-sign-in.tables.ts';
import { asDataUrl, faceFixture, recaptures } from './face-test-images.ts';

type Headers = Record<string, string>;

describe('face sign-in: enrolment with consent, the store tablet, deletion', () => {
  let t: TestApp;
  let alpha: TestTenant;
  let chicago: string;
  let la: string;
  const h: Record<string, Headers> = {};
  const id: Record<string, string> = {};
  let personA: string;
  let personB: string;

  const inject = (method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const enrol = (employeeId: string, imageUrl: string, headers: Headers, extra: object = {}) =>
    inject('POST', '/api/FaceSignIn/Enrol', headers, { employeeId, imageUrl, consent: true, policyVersion: FACE_POLICY_VERSION, ...extra });
  const tablet = (imageUrl: string, storeId = chicago, action = 'clock_in') =>
    inject('POST', '/api/EmployeeAuth/ValidatePasswordlessImage', h.manager, { imageUrl, storeId, action });
  const templates = () => withTenant(t.database.db, alpha.tenant.id, (tx) => tx.select().from(faceTemplates));
  const entries = () => withTenant(t.database.db, alpha.tenant.id, (tx) => tx.select().from(timeEntries));

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    alpha = await makeTenant(db, 'Alpha');
    chicago = alpha.stores[0].id;
    la = alpha.stores[1].id;
    const people = {
      cutter: await makeEmployee(db, alpha, 'cutter'),
      manager: await makeEmployee(db, alpha, 'shop_manager'),
      franchisor: await makeEmployee(db, alpha, 'franchisor'),
      laCutter: await makeEmployee(db, alpha, 'cutter', { storeId: la }),
      other: await makeEmployee(db, await makeTenant(db, 'Beta'), 'franchisor'),
    };
    for (const [k, e] of Object.entries(people)) {
      id[k] = e.id;
      h[k] = (await staffAuth(db, e)).headers;
    }
    personA = asDataUrl(faceFixture('person-a-webcam'));
    personB = asDataUrl(faceFixture('person-b'));
  });

  it('refuses an enrolment without consent to the current policy, and one that is not exactly one face', async () => {
    const noConsent = await enrol(id.cutter, personA, h.franchisor, { consent: false });
    expect(noConsent.statusCode).toBe(422);
    expect(noConsent.json().error.fields).toEqual({ consent: 'The employee must agree to the biometric policy' });
    const oldPolicy = await enrol(id.cutter, personA, h.franchisor, { policyVersion: '2020-01' });
    expect(oldPolicy.json().error.fields).toEqual({ policyVersion: 'The policy has changed; show the current policy again' });
    const url = await enrol(id.cutter, 'https://cdn.test/face.png', h.franchisor);
    expect(url.json().error.fields).toEqual({ imageUrl: 'imageUrl must be a JPEG, PNG or WebP data URL' });
    const blank = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#8a8a8a' } })
      .jpeg()
      .toBuffer();
    const none = await enrol(id.cutter, asDataUrl(blank), h.franchisor);
    expect(none.statusCode).toBe(422);
    expect(none.json().error.fields).toEqual({ imageUrl: 'No face was found in the photo' });
    const many = await enrol(id.cutter, asDataUrl(faceFixture('group-of-three')), h.franchisor);
    expect(many.json().error.fields).toEqual({ imageUrl: 'Only one face may be in the photo' });
    const garbage = await enrol(id.cutter, 'data:image/jpeg;base64,bm90IGFuIGltYWdl', h.franchisor);
    expect(garbage.json().error.fields).toEqual({ imageUrl: 'The image could not be read' });
    expect(await templates()).toEqual([]);
  });

  it('enrols with consent on record: the embedding is stored, not the photo; another tenant sees 404', async () => {
    const res = await enrol(id.cutter, personA, h.franchisor);
    expect(res.statusCode).toBe(200);
    expect(res.json().res_data).toMatchObject({
      employeeId: id.cutter,
      enrolled: true,
      policyVersion: FACE_POLICY_VERSION,
      consentedBy: id.franchisor,
    });
    const [row] = await templates();
    expect(Object.keys(row).sort()).toEqual(
      ['consentedAt', 'consentedBy', 'createdAt', 'embedding', 'employeeId', 'id', 'lastUsedAt', 'policyVersion', 'tenantId'].sort(),
    );
    expect(row.embedding).toHaveLength(1024);
    const audits = await withTenant(t.database.db, alpha.tenant.id, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'face.enrolled'), eq(auditLog.entityId, id.cutter))),
    );
    expect(audits.map((a) => a.details)).toEqual([{ policyVersion: FACE_POLICY_VERSION, consentRecordedBy: id.franchisor }]);
    expect((await inject('GET', `/api/FaceSignIn/Enrolment/${id.cutter}`, h.other)).statusCode).toBe(404);
    // The Los Angeles cutter enrols themselves (a different person).
    expect((await enrol(id.laCutter, personB, h.laCutter)).statusCode).toBe(200);
  });

  it('the tablet clocks in the matching employee of THAT store with method face and the score; others are refused', async () => {
    const [mirrored] = await recaptures(faceFixture('person-a-webcam'));
    const brighter = (await recaptures(faceFixture('person-a-webcam')))[1];
    const match = await tablet(asDataUrl(brighter));
    expect(match.statusCode).toBe(200);
    expect(match.json().res_data).toMatchObject({ outcome: 'match', employeeId: id.cutter, employeeName: 'Cutter Tester' });
    const score = match.json().res_data.score;
    expect(score).toBeGreaterThanOrEqual(550);
    const [entry] = await entries();
    expect(entry).toMatchObject({ employeeId: id.cutter, storeId: chicago, method: 'face', faceScore: score, clockOut: null });
    // The LA cutter's face is enrolled, but they do not work at Chicago: no candidate there.
    const elsewhere = await tablet(personB);
    expect(elsewhere.json().res_data).toMatchObject({ outcome: 'no_match', employeeId: null, employeeName: null });
    // A mirrored capture scores 980 against the template: with the store's threshold at 990 it is weak (PIN).
    await withTenant(t.database.db, alpha.tenant.id, (tx) =>
      tx.insert(timeClockSettings).values({
        tenantId: alpha.tenant.id,
        storeId: chicago,
        anchorDate: '2026-01-04',
        overtimeRule: 'federal',
        faceMatchThreshold: 990,
      }),
    );
    const weak = await tablet(asDataUrl(mirrored), chicago, 'clock_out');
    expect(weak.json().res_data).toMatchObject({
      outcome: 'weak',
      score: 980,
      employeeName: null,
      message: 'Not sure it is you. Enter your PIN to finish.',
    });
    expect((await entries()).map((e) => e.clockOut)).toEqual([null]);
    const refused = await withTenant(t.database.db, alpha.tenant.id, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.action, 'time_clock.face_refused')).orderBy(auditLog.createdAt),
    );
    expect(refused.map((a) => (a.details as { outcome: string }).outcome)).toEqual(['no_match', 'weak']);
    const wrongStore = await inject('POST', '/api/EmployeeAuth/ValidatePasswordlessImage', h.manager, {
      imageUrl: personA,
      storeId: la,
      action: 'clock_in',
    });
    expect(wrongStore.statusCode).toBe(403);
  });

  it('deletes the template on request and on deactivation; a deactivated employee cannot enrol', async () => {
    const del = await inject('DELETE', `/api/FaceSignIn/Enrolment/${id.cutter}`, h.cutter);
    expect(del.statusCode).toBe(200);
    expect(del.json().res_data).toMatchObject({ enrolled: false, consentedAt: null });
    expect((await templates()).map((r) => r.employeeId)).toEqual([id.laCutter]);
    const deactivate = await inject('PATCH', `/api/Employee/Activate/${id.laCutter}`, h.franchisor, { active: false });
    expect(deactivate.statusCode, deactivate.body).toBe(200);
    expect(await templates()).toEqual([]);
    expect((await enrol(id.laCutter, personB, h.franchisor)).json().message).toBe('Only an active employee can enrol a face.');
  });
});
