import { FACE_POLICY_VERSION } from '@salon/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, employees } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { purgeFaceTemplates } from './face-retention.ts';
import { faceTemplates } from './face-sign-in.tables.ts';

const NOW = new Date('2026-06-03T20:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);
let t: TestApp;
let a: TestTenant;

beforeAll(async () => {
  t = await createTestApp();
  a = await makeTenant(t.database.db, 'Retention');
});

it('deletes templates unused for more than 1095 days and those of inactive employees; audits each', async () => {
  const db = t.database.db;
  const [old, recent, gone] = [
    await makeEmployee(db, a, 'cutter'),
    await makeEmployee(db, a, 'cutter'),
    await makeEmployee(db, a, 'cutter'),
  ];
  await withTenant(db, a.tenant.id, async (tx) => {
    const row = (employeeId: string, lastUsedAt: Date) => ({
      tenantId: a.tenant.id,
      employeeId,
      embedding: [0.1, 0.2],
      policyVersion: FACE_POLICY_VERSION,
      consentedAt: lastUsedAt,
      lastUsedAt,
    });
    await tx.insert(faceTemplates).values([row(old.id, daysAgo(1096)), row(recent.id, daysAgo(1094)), row(gone.id, daysAgo(1))]);
    // Deactivated outside the service (e.g. an import): the sweep still removes the template.
    await tx
      .update(employees)
      .set({ status: 'inactive' })
      .where(and(eq(employees.tenantId, a.tenant.id), eq(employees.id, gone.id)));
  });
  expect(await purgeFaceTemplates({ db, now: () => NOW })).toBe(2);
  const left = await withTenant(db, a.tenant.id, (tx) => tx.select({ employeeId: faceTemplates.employeeId }).from(faceTemplates));
  expect(left).toEqual([{ employeeId: recent.id }]);
  const audits = await withTenant(db, a.tenant.id, (tx) =>
    tx.select({ entityId: auditLog.entityId, details: auditLog.details }).from(auditLog).where(eq(auditLog.action, 'face.deleted')),
  );
  expect(audits.sort((x, y) => (x.entityId ?? '').localeCompare(y.entityId ?? ''))).toEqual(
    [
      { entityId: old.id, details: { reason: 'retention' } },
      { entityId: gone.id, details: { reason: 'inactive' } },
    ].sort((x, y) => x.entityId.localeCompare(y.entityId)),
  );
  expect(await purgeFaceTemplates({ db, now: () => NOW })).toBe(0);
});
